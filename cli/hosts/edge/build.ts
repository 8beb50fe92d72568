import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BuildInfoOutput } from '../../../core/api/schemas.ts'

/**
 * The build information the web host answers at /build-info.json. It is read from the served
 * site's build-info.json when there is one (on every request, so a rebuild shows at once), else
 * kept in memory. `bump()` (the admin endpoint) makes a newer build that then wins over the file,
 * so QA can trigger the newer-build reload without rebuilding.
 */
export interface BuildStore {
  current(): BuildInfoOutput
  bump(): BuildInfoOutput
}

const isBuildInfo = (value: unknown): value is BuildInfoOutput =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).build_id === 'string' &&
  typeof (value as Record<string, unknown>).built_at === 'string'

/** The site's file, as `{ build_id, built_at }` or already wrapped in `{ retval, output }`. */
export const readSiteBuild = (siteDir: string | undefined): BuildInfoOutput | undefined => {
  if (!siteDir) return undefined
  try {
    const json: unknown = JSON.parse(readFileSync(join(siteDir, 'build-info.json'), 'utf8'))
    const inner = typeof json === 'object' && json !== null && 'output' in json ? json.output : json
    return isBuildInfo(inner) ? { build_id: inner.build_id, built_at: inner.built_at } : undefined
  } catch {
    return undefined
  }
}

export const createBuildStore = (now: () => number, siteDir?: string): BuildStore => {
  const startedAt = now()
  let bumped: BuildInfoOutput | undefined
  let bumps = 0
  const initial: BuildInfoOutput = { build_id: `local-${startedAt.toString(36)}`, built_at: new Date(startedAt).toISOString() }
  return {
    current: () => bumped ?? readSiteBuild(siteDir) ?? initial,
    bump() {
      bumps += 1
      const at = now()
      bumped = { build_id: `local-${startedAt.toString(36)}-${bumps}`, built_at: new Date(at).toISOString() }
      return bumped
    },
  }
}
