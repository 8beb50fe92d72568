import type { StreamGrants } from './grants.ts'
import type { TitleKeys } from './keys.ts'

/** What guards the media (docs/decisions/1800, 1801): the grants, the title keys, and whether they are in force. */
export interface MediaProtection {
  readonly grants: StreamGrants
  readonly keys: TitleKeys
  /**
   * false only for a benchmark's baseline (startHosts' `benchUnprotectedMedia`): the same
   * addresses served with no grant checked and nothing encrypted. Never a flag of serve or start.
   */
  readonly enforced: boolean
}
