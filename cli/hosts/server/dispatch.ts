import { sign, signWithServiceCode } from '../../../core/api/sign.ts'
import { type CallName, ResultCode, calls } from '../../../core/contract/index.ts'
import { gateAnswer } from '../browse/adultGate.ts'
import { viewerOf } from '../browse/viewer.ts'
import { type CallAnswer, type World, handlers } from './calls.ts'

/** A refusal, with the reason the stand-in gives in its X-Stand-In-Reason header. */
export interface Refusal extends CallAnswer {
  readonly reason: string
}

const refuse = (retval: number, reason: string): Refusal => ({ retval, reason })

/** An ended session's next request says why (docs/decisions/1810): the device limit -113, signed out from another device -1810, else -24. */
const endedCode = async (world: World, s: string): Promise<number> => {
  const reason = await world.devices.endReason(s)
  return reason === 'limit' ? ResultCode.multiSessionLimitExceeded : reason === 'signedOut' ? ResultCode.signedOutElsewhere : ResultCode.tokenInvalid
}

/**
 * Answers one call of the contract, doing first what every call shares, in this order, from the
 * wire table (core/contract/calls.ts): required fields (-10), the session named by `s` (-24
 * unknown or ended, -23 expired), the signature `a` (-10 missing, -11 wrong), then the call's own
 * handler, whose answer passes the adult gate last (browse/adultGate.ts).
 */
export const answerCall = async (
  name: CallName,
  params: Readonly<Record<string, string>>,
  cookies: Readonly<Record<string, string>>,
  world: World,
  userAgent?: string,
  client?: string,
): Promise<CallAnswer & { readonly reason?: string }> => {
  const spec = calls[name]
  const missing = spec.required.find((field) => !params[field])
  if (missing) return refuse(ResultCode.requiredParameterMissing, `missing ${missing}`)

  const s = (spec.fields as readonly string[]).includes('s') ? params.s : undefined
  const found = s ? await world.sessions.lookup(s) : undefined
  if (found?.kind === 'unknown') return refuse(await endedCode(world, s ?? ''), 'unknown or ended session token')
  if (found?.kind === 'expired') return refuse(ResultCode.tokenExpired, 'session token expired')
  const session = found?.kind === 'live' ? found.session : undefined

  if (spec.signing !== 'none') {
    if (!params.a) return refuse(ResultCode.requiredParameterMissing, 'missing a')
    const values = spec.fields.map((field) => params[field])
    if (spec.signing === 'client' && !session) return refuse(ResultCode.tokenMissing, 'a client-signed call needs s')
    const expected = spec.signing === 'client' ? await sign(session?.cCode ?? '', values) : await signWithServiceCode(values)
    if (params.a.toLowerCase() !== expected) return refuse(ResultCode.parameterInvalid, 'wrong signature a')
  }

  if (session) await world.devices.seen(session)
  const request = { params, cookies, ...(session ? { session } : {}), ...(userAgent ? { userAgent } : {}), ...(client ? { client } : {}) }
  const answer = await handlers[name](request, world)
  // The viewer as the call found it: adultVerify, the one call that changes it, answers no title.
  return gateAnswer(answer, viewerOf(request), world)
}
