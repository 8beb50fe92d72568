import { endsSession } from '../actors/session/session.logic.ts'
import { ResultCode } from '../contract/index.ts'

/**
 * What helps a viewer after a failed call (docs/decisions/1220): `retry` (trying again may work:
 * server, network, service trouble), `login` (the session was refused even after its renewal:
 * log in again), or `none` (the request itself is wrong, e.g. -10/-11 for an address the viewer
 * typed: trying again can never succeed, so the page offers only the way on).
 */
export type Remedy = 'retry' | 'login' | 'none'

const codeOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number' ? error.code : undefined

export const remedyOf = (error: unknown): Remedy => {
  if (endsSession(error)) return 'login'
  const code = codeOf(error)
  return code === ResultCode.requiredParameterMissing || code === ResultCode.parameterInvalid ? 'none' : 'retry'
}
