import type { CallName, Hosts } from '../../core/contract/index.ts'
import { type Answer, type Fields, send, signed, ticketFor } from './hostsHelpers.ts'

/** User-Agents of the browsers the tests sign in from. */
export const agents = {
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
} as const

/** A signed-in device: its session key, its kept login key, and calls in its session. */
export interface Device {
  readonly deviceId: string
  readonly s: string
  readonly c_code: string
  readonly loginKey: string
  readonly loginRetval: number
  call(name: CallName, fields?: Fields): Promise<Answer>
}

/** The ticket step of a login answer, from a browser with this User-Agent. */
const redeem = (hosts: Hosts, login: any, agent: string): Promise<Answer> => ticketFor(hosts, login, {}, { 'user-agent': agent })

const deviceOf = (hosts: Hosts, deviceId: string, login: Answer, ticket: Answer, loginKey: string): Device => {
  const key = { s: ticket.body.output.snack as string, c_code: login.body.output.c_code as string }
  return {
    deviceId,
    ...key,
    loginKey,
    loginRetval: login.body.retval,
    call: async (name, fields = {}) => send(hosts, name, await signed(name, { s: key.s, filter: 0, ...fields }, key.c_code)),
  }
}

/** emailLogin (kept signed in) and the ticket, on `deviceId` from a browser with `agent`. */
export const signInOn = async (hosts: Hosts, email: string, password: string, deviceId: string, agent: string = agents.chromeLinux): Promise<Device> => {
  const login = await send(hosts, 'emailLogin', await signed('emailLogin', { email, password, device_id: deviceId, auto_login: 1 }), { 'user-agent': agent })
  if (login.body.retval !== 0 && login.body.retval !== -113) throw new Error(`emailLogin ${email}: ${login.body.retval}`)
  const ticket = await redeem(hosts, login.body.output, agent)
  if (ticket.body.retval !== 0) throw new Error(`ticketRequest: ${ticket.body.retval}`)
  return deviceOf(hosts, deviceId, login, ticket, /login_key=([^;]*)/.exec(login.cookies.join('\n'))?.[1] ?? '')
}

/** The automatic login of a page load on `deviceId` with its kept key: the device, or the refusal's retval. */
export const autoLoginOn = async (hosts: Hosts, loginKey: string, deviceId: string, agent: string = agents.chromeLinux): Promise<Device | number> => {
  const login = await send(hosts, 'serviceLogin', { auto_login: 1 }, { cookie: `login_key=${loginKey}; device_id=${deviceId}`, 'user-agent': agent })
  if (login.body.retval !== 0 && login.body.retval !== -113) return login.body.retval
  const ticket = await redeem(hosts, login.body.output, agent)
  const next = /login_key=([^;]*)/.exec(login.cookies.join('\n'))?.[1] || loginKey
  return deviceOf(hosts, deviceId, login, ticket, next)
}
