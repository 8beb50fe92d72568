import { randomInt } from 'node:crypto'
import { ResultCode } from '../../../../core/contract/index.ts'
import type { CallHandler, CallRequest } from '../types.ts'
import { invalid, ok } from './viewer.ts'

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

/** The form as the calls check it: a name, an adult's real birth date, a Korean mobile number. */
const formOf = (request: CallRequest, now: number) => {
  const name = (request.params.name ?? '').trim()
  const birth = parseBirthDate(request.params.birth_date ?? '')
  const phone = normalPhone(request.params.phone ?? '')
  if (!name || name.length > 30 || !birth || !phone || !isAdultAt(birth, now)) return undefined
  return { name, birthDate: birth.toISOString().slice(0, 10), phone }
}

const memberSession = (request: CallRequest) => (request.session?.kind === 'member' ? request.session : undefined)

/**
 * adultCertRequest (designed /cert, first step): checks the form and "sends" a 6-digit code by
 * printing it to the stand-in's log; -121 for a guest, -11 for a bad form or someone under 19.
 */
export const adultCertRequest: CallHandler = async (request, world) => {
  const session = memberSession(request)
  if (!session) return { retval: ResultCode.adultLoginRequired }
  const form = formOf(request, world.now())
  if (!form) return invalid
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await world.sessions.setAdultCert(session.s, { ...form, code, expiresAt: world.now() + ADULT_CERT_TTL_SEC * 1000, attempts: 0 })
  world.print(`[stand-in] 성인 인증 코드 ${code} (${form.name})`)
  return ok({ expires_in: ADULT_CERT_TTL_SEC })
}

/**
 * adultVerify (second step): the same name, birth date and phone and the code from the log, within
 * its time; success makes the session adult-verified (adult_flag Y) for every later call. -121 for
 * a guest; -11 for no code asked, an expired or wrong code, or a different form (five wrong
 * tries use the code up).
 */
export const adultVerify: CallHandler = async (request, world) => {
  const session = memberSession(request)
  if (!session) return { retval: ResultCode.adultLoginRequired }
  const form = formOf(request, world.now())
  const cert = await world.sessions.adultCert(session.s)
  if (!form || !cert || world.now() >= cert.expiresAt) return invalid
  if (cert.code !== request.params.cert_code || cert.name !== form.name || cert.birthDate !== form.birthDate || cert.phone !== form.phone) {
    // Six digits can be guessed: a few wrong tries use the code up.
    await world.sessions.adultCertMissed(session.s)
    return invalid
  }
  await world.sessions.verifyAdult(session.s)
  return ok({ adult_flag: 'Y' })
}
