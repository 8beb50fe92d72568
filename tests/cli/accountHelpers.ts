import type { Hosts } from '../../core/contract/index.ts'
import type { BrowseSession } from './browseHelpers.ts'
import { type Answer, type Fields, send, signed, ticketFor } from './hostsHelpers.ts'

/** emailLogin as the app sends it (service-signed), with its device and 자동 로그인. */
export const emailLogin = async (hosts: Hosts, email: string, password: string, fields: Fields = {}): Promise<Answer> =>
  send(hosts, 'emailLogin', await signed('emailLogin', { email, password, ...fields }))

/** A guest-side account call (service-signed). */
export const asGuest = async (hosts: Hosts, name: 'passwordResetRequest' | 'passwordReset' | 'reactivate' | 'signUp', fields: Fields): Promise<Answer> =>
  send(hosts, name, await signed(name, fields))

export interface EmailSession extends BrowseSession {
  /** The remember-me key this login set (auto_login=1), for serviceLogin. */
  readonly loginKey: string
  readonly deviceId: string
}

/** A member session by email and password on `device`, kept signed in; fails the test on a refusal. */
export const emailSession = async (hosts: Hosts, email: string, password: string, device: string): Promise<EmailSession> => {
  const login = await emailLogin(hosts, email, password, { device_id: device, auto_login: 1 })
  if (login.body.retval !== 0 && login.body.retval !== -113) throw new Error(`emailLogin ${email}: ${login.body.retval}`)
  const ticket = await ticketFor(hosts, login.body.output)
  const key = { s: ticket.body.output.snack as string, c_code: login.body.output.c_code as string }
  const loginKey = /login_key=([^;]*)/.exec(login.cookies.join('\n'))?.[1] ?? ''
  return {
    label: email,
    ...key,
    seesAdult: false,
    filter: 0,
    loginKey,
    deviceId: device,
    call: async (name, fields = {}) => send(hosts, name, await signed(name, { s: key.s, filter: 0, ...fields }, key.c_code)),
  }
}

/** The last temporary password the stand-in printed for `email`. */
export const lastTempPassword = (printed: readonly string[], email: string): string =>
  printed
    .map((line) => new RegExp(`임시 비밀번호 (\\S+) → ${email.replace(/[.+]/g, '\\$&')}`).exec(line)?.[1])
    .filter((code): code is string => code !== undefined)
    .at(-1) ?? ''
