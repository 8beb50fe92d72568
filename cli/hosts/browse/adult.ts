import { counted } from '../locks/guarded.ts'
import { randomInt } from 'node:crypto'
import { ResultCode } from '../../../core/contract/index.ts'
import { ADULT_VERIFICATION_MS } from '../auth/accounts.ts'
import type { CallHandler, CallRequest } from '../server/callTypes.ts'
import { invalid, ok } from './viewer.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'accounts' | 'limits' | 'now' | 'print' | 'sessions'

/** How long a verification code is good, in seconds. */
export const ADULT_CERT_TTL_SEC = 180
/** Adult in Korea for this purpose: 19 full years. */
export const ADULT_AGE = 19

/** A birth date as YYYYMMDD or YYYY-MM-DD, when it is a real date. */
export const parseBirthDate = (value: string): Date | undefined => {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value)
  if (!m) return undefined
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : undefined
}

/** Is someone born on `birth` at least 19 full years old at `now`? */
export const isAdultAt = (birth: Date, now: number): boolean => {
  const today = new Date(now)
  const nineteenth = Date.UTC(birth.getUTCFullYear() + ADULT_AGE, birth.getUTCMonth(), birth.getUTCDate())
  return nineteenth <= Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
}

const normalPhone = (value: string): string | undefined => {
  const digits = value.replace(/-/g, '')
  return /^01[016789]\d{7,8}$/.test(digits) ? digits : undefined
}

interface CertForm {
  readonly name: string
  readonly birthDate: string
  readonly phone: string
}

/** The form as the calls check it: a name, a real birth date, a Korean mobile number; 'underAge' when the date is someone under 19. */
const formOf = (request: CallRequest, now: number): CertForm | 'invalid' | 'underAge' => {
  const name = (request.params.name ?? '').trim()
  const birth = parseBirthDate(request.params.birth_date ?? '')
  const phone = normalPhone(request.params.phone ?? '')
  if (!name || name.length > 30 || !birth || !phone) return 'invalid'
  if (!isAdultAt(birth, now)) return 'underAge'
  return { name, birthDate: birth.toISOString().slice(0, 10), phone }
}

/** A form the calls refuse, as its answer: -1450 under 19 (told apart from a wrong code, docs/decisions/1450), -11 the rest. */
const refusedForm = (form: 'invalid' | 'underAge') => (form === 'underAge' ? { retval: ResultCode.adultUnderAge } : invalid)

const memberSession = (request: CallRequest) => (request.session?.kind === 'member' ? request.session : undefined)

/**
 * adultCertRequest (designed /cert, first step): checks the form and "sends" a 6-digit code by
 * printing it to the stand-in's log; -121 for a guest, -1450 for someone under 19, -11 for a bad form.
 */
export const adultCertRequest: CallHandler<Uses> = async (request, world) => {
  const session = memberSession(request)
  if (!session) return { retval: ResultCode.adultLoginRequired }
  const form = formOf(request, world.now())
  if (typeof form === 'string') return refusedForm(form)
  // A few codes an hour per account: five wrong codes each can never add up to a guess (docs/decisions/1831).
  const wait = await counted(world, ['adultCodes', session.accountId ?? session.s])
  if (wait) return wait
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await world.sessions.setAdultCert(session.s, { ...form, code, expiresAt: world.now() + ADULT_CERT_TTL_SEC * 1000, attempts: 0 })
  world.print(`[stand-in] 성인 인증 코드 ${code} (${form.name})`)
  return ok({ expires_in: ADULT_CERT_TTL_SEC })
}

/**
 * adultVerify (second step): the same name, birth date and phone and the code from the log, within
 * its time; success makes the member's account adult-verified for ADULT_VERIFICATION_MS (adult_flag
 * Y in every session, now and after new logins and restarts). -121 for a guest; -1451 for no code
 * asked, an expired or wrong code (five wrong tries use the code up); -11 for a different form.
 */
export const adultVerify: CallHandler<Uses> = async (request, world) => {
  const session = memberSession(request)
  if (!session) return { retval: ResultCode.adultLoginRequired }
  const form = formOf(request, world.now())
  if (typeof form === 'string') return refusedForm(form)
  const cert = await world.sessions.adultCert(session.s)
  if (!cert || world.now() >= cert.expiresAt) return { retval: ResultCode.adultCertCodeInvalid }
  if (cert.name !== form.name || cert.birthDate !== form.birthDate || cert.phone !== form.phone) return invalid
  if (cert.code !== request.params.cert_code) {
    // Six digits can be guessed: a few wrong tries use the code up.
    await world.sessions.adultCertMissed(session.s)
    return { retval: ResultCode.adultCertCodeInvalid }
  }
  await world.sessions.verifyAdult(session.s, world.now() + ADULT_VERIFICATION_MS)
  return ok({ adult_flag: 'Y' })
}
