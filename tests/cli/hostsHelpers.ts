import { expect } from 'vitest'
import { sign, signWithServiceCode } from '../../core/api/sign.ts'
import { type CallName, type Hosts, calls } from '../../core/contract/index.ts'

/**
 * Raw HTTP helpers for the stand-in hosts' own tests: these tests check the server itself, so
 * they speak the wire format directly instead of going through the core's client.
 */

export type Fields = Record<string, string | number | undefined>

export interface Answer {
  readonly status: number
  readonly body: { retval: number; output?: any }
  readonly headers: Headers
  readonly cookies: string[]
}

export const urlOf = (hosts: Hosts, name: CallName): string => `${hosts[calls[name].host]}${calls[name].path}`

const form = (fields: Fields): URLSearchParams => new URLSearchParams(Object.entries(fields).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])))

/** The calls limited per client address that tests make many of: each test client is one person, at its own address. */
const perPerson: readonly CallName[] = ['signUp', 'passwordResetRequest']
let people = 0

/** A new client's address, as the proxy in front of the hosts would forward it (STAND_IN_TRUST_PROXY=1 in the test projects). */
export const newClientAddress = (): string => {
  people += 1
  return `10.${(people >> 16) & 255}.${(people >> 8) & 255}.${people & 255}`
}

/** Sends one call as the app would (form body, or query for a GET) with optional cookies and Origin. */
export const send = async (hosts: Hosts, name: CallName, fields: Fields = {}, given: Record<string, string> = {}): Promise<Answer> => {
  const spec = calls[name]
  const forwarded = perPerson.includes(name) && !Object.keys(given).some((h) => h.toLowerCase() === 'x-forwarded-for')
  const headers = forwarded ? { ...given, 'x-forwarded-for': newClientAddress() } : given
  const url = spec.method === 'GET' ? `${urlOf(hosts, name)}?${form(fields)}` : urlOf(hosts, name)
  const res = await fetch(url, {
    method: spec.method,
    headers: spec.method === 'GET' ? headers : { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    ...(spec.method === 'GET' ? {} : { body: form(fields) }),
  })
  const text = await res.text()
  return { status: res.status, body: JSON.parse(text), headers: res.headers, cookies: res.headers.getSetCookie() }
}

/** The fields plus `a`, signed the way the contract says for this call. */
export const signed = async (name: CallName, fields: Fields, cCode = ''): Promise<Fields> => {
  const values = calls[name].fields.map((f) => fields[f])
  const a = calls[name].signing === 'service' ? await signWithServiceCode(values) : await sign(cCode, values)
  return { ...fields, a }
}

export interface Guest {
  readonly s: string
  readonly c_code: string
  readonly device_id: string
}

export const guestLogin = async (hosts: Hosts): Promise<Guest> => (await send(hosts, 'guestLogin')).body.output

/** serviceLogin with the member's login_key cookie. */
export const serviceLogin = (hosts: Hosts, loginKey: string): Promise<Answer> =>
  send(hosts, 'serviceLogin', { auto_login: 1 }, { cookie: `login_key=${loginKey}` })

/** The ticket request that follows a login answer, as the client sends it (`headers`: e.g. the browser's User-Agent). */
export const ticketFor = async (hosts: Hosts, login: any, overrides: Fields = {}, headers: Record<string, string> = {}): Promise<Answer> => {
  const fields: Fields = {
    s: login.snack,
    ticket_url: login.ticket_url,
    ticket_token: login.ticket_token,
    device_type: login.device_type,
    device_id: login.device_id,
    auto_login: 1,
    password_modify_date: login.password_modify_date,
    account_type: login.account_type,
    profile_img: login.profile_img ?? '',
    ...overrides,
  }
  return send(hosts, 'ticketRequest', await signed('ticketRequest', fields, login.c_code), headers)
}

/** A full member login: serviceLogin, then the ticket; the member's session token and client code. */
export const memberLogin = async (hosts: Hosts, loginKey: string): Promise<{ s: string; c_code: string; retval: number }> => {
  const login = await serviceLogin(hosts, loginKey)
  const ticket = await ticketFor(hosts, login.body.output)
  return { s: ticket.body.output.snack, c_code: login.body.output.c_code, retval: login.body.retval }
}

/** The menu call signed for a session. */
export const menu = async (hosts: Hosts, session: { s: string; c_code: string }, filter = 0): Promise<Answer> =>
  send(hosts, 'menu', await signed('menu', { s: session.s, filter, api_v: 4 }, session.c_code))

/** A member session from a login answer (emailLogin, signUp): its ticket redeemed. */
const afterLogin = async (hosts: Hosts, login: Answer): Promise<{ s: string; c_code: string; retval: number; device_id: string }> => {
  const ticket = await ticketFor(hosts, login.body.output)
  return { s: ticket.body.output.snack, c_code: login.body.output.c_code, retval: login.body.retval, device_id: login.body.output.device_id }
}

/** A full member login by email and password (emailLogin, then the ticket), e.g. after the seed's QA keys expired. */
export const passwordLogin = async (hosts: Hosts, email: string, password: string) =>
  afterLogin(hosts, await send(hosts, 'emailLogin', await signed('emailLogin', { email, password, device_id: '', auto_login: 0 })))

/** A new account by signUp and its member session; `cookie` is what the browser would send (device_id, invite_code). */
export const signUpSession = async (hosts: Hosts, fields: Fields, cookie = '') => {
  const all = { name: '새회원', password: 'newpass12!', agree_terms: 1, agree_privacy: 1, invite_code: '', device_id: '', auto_login: 0, ...fields }
  const answer = await send(hosts, 'signUp', await signed('signUp', all), cookie ? { cookie } : {})
  expect(answer.body.retval, JSON.stringify(answer.body)).toBe(0)
  return afterLogin(hosts, answer)
}
