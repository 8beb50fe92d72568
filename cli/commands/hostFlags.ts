import { UsageError, intOption } from '../args.ts'
import { ADMIN_SECRET_ENV, ADMIN_SECRET_HEADER, DEFAULT_TOKEN_TTL_SEC, type FaultRule, type RunningHosts, parseFaultRule } from '../hosts/index.ts'

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
export const adminLine = (running: RunningHosts): string =>
  `${running.hosts.web}/__admin  (header ${ADMIN_SECRET_HEADER}: ${running.adminSecret})`

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
