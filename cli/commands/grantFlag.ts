import { intOption } from '../args.ts'
import { DEFAULT_GRANT_TTL_SEC } from '../../core/contract/index.ts'

/** The `--grant-ttl SEC` flag of serve, dev and preview: a short stream grant lets QA watch the player renew it (docs/decisions/1800). */
export const grantTtlOption = {
  'grant-ttl': { type: 'string', valueName: 'SEC', description: `stream grant lifetime (default ${DEFAULT_GRANT_TTL_SEC})` },
} as const

/** The flag's lifetime in seconds, else the default. */
export const grantTtlOf = (flag: string | undefined): number => intOption(flag, 'grant-ttl', { min: 2, max: 86_400 }) ?? DEFAULT_GRANT_TTL_SEC
