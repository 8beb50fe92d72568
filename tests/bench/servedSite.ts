import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startHosts } from '../../cli/hosts/index.ts'
import { buildSite } from '../web/support/build.ts'

/**
 * What the page benches (lighthouse, takeover) share: the production site served as
 * `npm run preview` serves it, and the median they print.
 */

export interface ServedSite {
  readonly siteDir: string
  /** The stand-in's web host, e.g. http://localhost:40123/. */
  readonly web: string
  close(): Promise<void>
}

/** BENCH_SITE_DIR (an existing build, e.g. an older one for a "before" figure), else a fresh production build in a temporary directory. */
export const serveSite = async (): Promise<ServedSite> => {
  const tmp = process.env['BENCH_SITE_DIR'] ? undefined : await mkdtemp(join(tmpdir(), 'bench-site-'))
  const siteDir = process.env['BENCH_SITE_DIR'] ?? (await buildSite(join(tmp!, 'site'), 'production')).dir
  const hosts = await startHosts({ portBase: 0, siteDir })
  return {
    siteDir,
    web: hosts.hosts.web,
    close: async () => {
      await hosts.close()
      if (tmp) await rm(tmp, { recursive: true, force: true })
    },
  }
}

export const median = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/**
 * Asks the host once for the page and every file it names, as earlier visitors would have: a
 * CDN's edge has the page rendered and each file compressed before this visitor comes. Without
 * it the first run alone paid for the edge's render and the brotli of every script.
 */
export const warm = async (url: string): Promise<void> => {
  const headers = { accept: 'text/html', 'accept-encoding': 'br, gzip' }
  const html = await (await fetch(url, { headers })).text()
  // The site's own files: not a mailto: link (고객센터's), not another origin.
  const files = new Set(
    [...html.matchAll(/(?:href|src)="([^"]+)"/g)]
      .map((m) => new URL(m[1]!.replace(/&amp;/g, '&'), url))
      .filter((u) => u.origin === new URL(url).origin)
      .map((u) => u.href),
  )
  await Promise.all([...files].map(async (file) => void (await fetch(file, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer()))
}
