import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

/**
 * Builds the web app with the repository's own vite.config.ts into a directory of our choosing,
 * and reports which source modules went into which chunk (for the bundle budget).
 */

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * `production`: what `npm run build` ships. `e2e`: the same build with the test handle
 * (`window.__app`, web/shell/testHandle.ts) that only a build in this mode contains.
 */
export type SiteMode = 'production' | 'e2e'

/** One emitted JavaScript chunk and the source modules it holds (paths relative to the repo). */
export interface ChunkReport {
  readonly fileName: string
  readonly isEntry: boolean
  readonly isDynamicEntry: boolean
  /** The module a dynamic import asked for, e.g. a lazy page (relative to the repo). */
  readonly facadeModuleId: string | null
  /** Chunks it imports statically (they load with it). */
  readonly imports: readonly string[]
  readonly dynamicImports: readonly string[]
  readonly moduleIds: readonly string[]
}

export interface BuiltSite {
  readonly dir: string
  readonly mode: SiteMode
  readonly chunks: readonly ChunkReport[]
}

const relative = (id: string): string => (id.startsWith(repoRoot) ? id.slice(repoRoot.length) : id)

/** Runs `vite build` (through its API) into `outDir`; writes the chunk report beside it as `<outDir>.chunks.json`. */
export const buildSite = async (outDir: string, mode: SiteMode): Promise<BuiltSite> => {
  // vitest sets NODE_ENV=test, which vite would respect (React's development build): pin what `vite build` ships.
  const nodeEnv = process.env['NODE_ENV']
  process.env['NODE_ENV'] = 'production'
  let result: Awaited<ReturnType<typeof build>>
  try {
    result = await build({
      configFile: join(repoRoot, 'vite.config.ts'),
      mode,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, reportCompressedSize: false },
    })
  } finally {
    if (nodeEnv === undefined) delete process.env['NODE_ENV']
    else process.env['NODE_ENV'] = nodeEnv
  }
  const outputs = Array.isArray(result) ? result : [result]
  const chunks: ChunkReport[] = []
  for (const output of outputs) {
    if (!('output' in output)) throw new Error('vite build returned a watcher; expected a one-off build')
    for (const item of output.output) {
      if (item.type !== 'chunk') continue
      chunks.push({
        fileName: item.fileName,
        isEntry: item.isEntry,
        isDynamicEntry: item.isDynamicEntry,
        facadeModuleId: item.facadeModuleId ? relative(item.facadeModuleId) : null,
        imports: item.imports,
        dynamicImports: item.dynamicImports,
        moduleIds: item.moduleIds.map(relative),
      })
    }
  }
  await writeFile(`${outDir}.chunks.json`, JSON.stringify(chunks, null, 1))
  return { dir: outDir, mode, chunks }
}
