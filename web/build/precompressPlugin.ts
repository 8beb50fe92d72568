import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'
import type { Plugin } from 'vite'
import { KEPT_COMPRESSION, compressedSibling } from '../../core/contract/siteBuild.ts'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** The assets worth sending compressed: code, styles, drawings and data (fonts and images are compressed already). */
const COMPRESSIBLE = /\.(js|css|svg|json)$/
/** Below this, compression saves less than its own headers cost. */
const MIN_BYTES = 1024

/**
 * Writes each built asset's smallest forms beside it, `.br` and `.gz` (core/contract/siteBuild.ts), as a
 * CDN keeps them: the web host sends those (cli/hosts/edge/siteFiles.ts) instead of compressing
 * on the first request. Brotli 11 of the app's code took about 1.6 s of that request's time, and
 * every process that served the site paid it again. The pages are not precompressed here: the web
 * host writes its hosts into each one.
 */
export const precompressPlugin = (): Plugin => ({
  name: 'streaming:precompress',
  apply: 'build',
  async writeBundle(output, bundle) {
    const outDir = output.dir
    if (!outDir) return
    const files = Object.values(bundle).flatMap((file) => {
      const bytes = file.type === 'chunk' ? Buffer.from(file.code) : Buffer.from(file.source)
      return COMPRESSIBLE.test(file.fileName) && bytes.length >= MIN_BYTES ? [{ path: join(outDir, file.fileName), bytes }] : []
    })
    // On libuv's threads, all at once: the build's CPU, not its main thread.
    await Promise.all(
      files.flatMap(({ path, bytes }) => [
        brotli(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: KEPT_COMPRESSION.brotliQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).then((br) =>
          writeFile(compressedSibling(path, 'br'), br),
        ),
        gzipped(bytes, { level: KEPT_COMPRESSION.gzipLevel }).then((gz) => writeFile(compressedSibling(path, 'gzip'), gz)),
      ]),
    )
  },
})
