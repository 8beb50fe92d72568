import { ResultCode } from '../contract/index.ts'

/**
 * What helps a viewer after a failed call (docs/decisions/1220): `retry` (trying again may work:
 * server, network, service trouble), `login` (the session was refused even after its renewal:
 * log in again), or `none` (the request itself is wrong, e.g. -10/-11 for an address the viewer
 * typed: trying again can never succeed, so the page offers only the way on).
 */
export type Remedy = 'retry' | 'login' | 'none'

// Read by shape, not by class: core/api (and Effect with it) stays out of the first page's code.
const codeOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number' ? error.code : undefined

/** The retvals that mean the host no longer knows the session's token (error, missing, expired, invalid). */
const sessionEndedCodes: readonly (number | undefined)[] = [ResultCode.tokenError, ResultCode.tokenMissing, ResultCode.tokenExpired, ResultCode.tokenInvalid]

/** Whether a call's failure says the session's token is no longer good, so a renewal may help. */
export const endsSession = (error: unknown): boolean => sessionEndedCodes.includes(codeOf(error))

/** The retvals of a session the host ended for this device (docs/decisions/1810): the device limit, signed out from another device. */
const endedElsewhereCodes: readonly (number | undefined)[] = [ResultCode.multiSessionLimitExceeded, ResultCode.signedOutElsewhere]

/** The code, when a call's failure says the host signed this device out (the session then goes on as a guest and says why). */
export const endedElsewhere = (error: unknown): number | undefined => {
  const code = codeOf(error)
  return endedElsewhereCodes.includes(code) ? code : undefined
}

export const remedyOf = (error: unknown): Remedy => {
  if (endsSession(error) || endedElsewhere(error) !== undefined) return 'login'
  const code = codeOf(error)
  return code === ResultCode.requiredParameterMissing || code === ResultCode.parameterInvalid ? 'none' : 'retry'
}
