import { resolve } from 'node:path'
import { UsageError, intOption } from '../args.ts'
import {
  ADMIN_SECRET_ENV,
  ADMIN_SECRET_HEADER,
  DEFAULT_TOKEN_TTL_SEC,
  type FaultRule,
  type RunningHosts,
  type StoreOptions,
  parseFaultRule,
} from '../hosts/index.ts'

/** The `--admin-secret` flag of serve, dev, preview and script (docs/decisions/1210). */
export const adminSecretOption = {
  'admin-secret': {
    type: 'string',
    valueName: 'SECRET',
    description: `the stand-in's admin secret (default ${ADMIN_SECRET_ENV}; serve makes a fresh one without either)`,
  },
} as const

/** The flag's secret, else the environment's; undefined when neither is set. */
export const adminSecretOf = (flag: string | undefined, env: Readonly<Record<string, string | undefined>>): string | undefined => {
  if (flag === '') throw new UsageError('--admin-secret: the secret cannot be empty')
  return flag ?? (env[ADMIN_SECRET_ENV] || undefined)
}

/** The admin endpoint and the header its requests need, as serve, dev and preview print it. */
export const adminLine = (running: RunningHosts): string => `${running.hosts.web}/__admin  (header ${ADMIN_SECRET_HEADER}: ${running.adminSecret})`

/** The repeatable `--fault call=kind[:arg]` flag of serve, dev and preview, as rules; a bad one is a usage error. */
export const faultRules = (texts: readonly string[] = []): FaultRule[] =>
  texts.map((text) => {
    try {
      return parseFaultRule(text)
    } catch (error) {
      throw new UsageError(`--fault: ${error instanceof Error ? error.message : String(error)}`)
    }
  })

/** The `--token-ttl SEC` flag of serve, dev and preview: a short life lets QA watch a session renew in the browser. */
export const tokenTtlOption = {
  'token-ttl': { type: 'string', valueName: 'SEC', description: `session token lifetime (default ${DEFAULT_TOKEN_TTL_SEC})` },
} as const

/** The flag's lifetime in seconds, else the default. */
export const tokenTtlOf = (flag: string | undefined): number => intOption(flag, 'token-ttl', { min: 1, max: 31_536_000 }) ?? DEFAULT_TOKEN_TTL_SEC

/** Where serve, dev and preview keep the stand-in's state when neither --database nor DATABASE_URL says (docs/decisions/1400). */
export const DEFAULT_DATA_DIR = '.data/stand-in'

/** The `--database` and `--reset` flags of serve, dev and preview. */
export const storeOption = {
  database: {
    type: 'string',
    valueName: 'WHERE',
    description: `postgres://… URL, a PGlite data directory, or memory (default DATABASE_URL, else ${DEFAULT_DATA_DIR})`,
  },
  reset: { type: 'boolean', description: 'empty the database and start from the seed again' },
} as const

/** The store the flags name: a PostgreSQL URL, memory, or a PGlite directory (relative to cwd). */
export const storeOf = (
  flag: string | undefined,
  reset: boolean | undefined,
  context: { readonly env: Readonly<Record<string, string | undefined>>; readonly cwd: string },
): StoreOptions => {
  if (flag === '') throw new UsageError('--database: say where (a postgres:// URL, a directory, or memory)')
  const where = flag ?? (context.env.DATABASE_URL || DEFAULT_DATA_DIR)
  const place = /^postgres(ql)?:\/\//.test(where) ? { url: where } : where === 'memory' ? {} : { dataDir: resolve(context.cwd, where) }
  return { ...place, ...(reset ? { reset: true } : {}) }
}

/** The store as serve, dev and preview print it (a URL without its password). */
export const storeLine = (store: StoreOptions): string => {
  if (store.url) {
    const url = new URL(store.url)
    url.password = ''
    return `PostgreSQL ${url.toString()}`
  }
  return store.dataDir ? `PGlite ${store.dataDir}` : 'PGlite in memory (forgotten on exit)'
}
