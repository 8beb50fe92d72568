import { normalEmail, type PasswordCheck } from '../auth/accounts.ts'
import type { CallAnswer, CallRequest, World } from '../server/callTypes.ts'
import type { LimitKey } from './limits.ts'
import { waitAnswer } from './waitAnswer.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'accounts' | 'limits' | 'now'
type Slice = Pick<World, Uses>

/**
 * The limits in front of the calls that can be used to guess or to make things (docs/decisions/1831):
 * each counts a try before the call's own work, and a try that must wait is answered -1831 and
 * goes no further: not even a right password is checked then.
 */

/** The request's client address, the per-address limits' key. */
export const addressOf = (request: CallRequest): string => request.client ?? 'unknown'

/** A password tried for `email` (emailLogin, reactivate): counted per account and per address; a right one is not counted. */
export const passwordTry = async (
  request: CallRequest,
  world: Slice,
  email: string,
  password: string,
): Promise<{ readonly wait: CallAnswer } | { readonly check: PasswordCheck }> => {
  const keys: LimitKey[] = [
    ['loginAccount', normalEmail(email)],
    ['loginAddress', addressOf(request)],
  ]
  const taken = await world.limits.take(...keys)
  if (!taken.ok) return { wait: waitAnswer(taken.retryAfterMs, world.now()) }
  const check = await world.accounts.checkPassword(email, password)
  if (check.kind === 'ok') await world.limits.refund(...keys)
  return { check }
}

/** One try of `key` counted, or the wait answer. */
export const counted = async (world: Slice, ...keys: readonly LimitKey[]): Promise<CallAnswer | undefined> => {
  const taken = await world.limits.take(...keys)
  return taken.ok ? undefined : waitAnswer(taken.retryAfterMs, world.now())
}
