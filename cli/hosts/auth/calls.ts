import {
  ACCOUNTS_PER_DEVICE,
  AccountType,
  AdultFlag,
  CookieName,
  DeviceType,
  PERSISTENT_COOKIE_EXPIRES,
  ResultCode,
  SSL_MODE,
  calls,
  isEmailValid,
  isNameValid,
  isPasswordValid,
} from '../../../core/contract/index.ts'
import { isDormant, profileImageUrl } from './accountCare.ts'
import { type Account, isAdultVerified, passwordModifyDate } from './accounts.ts'
import { serializeCookie } from '../server/http.ts'
import { useInviteAtSignUp } from './invites.ts'
import { newDeviceId } from './sessions.ts'
import { addressOf, counted, passwordTry } from '../locks/guarded.ts'
import type { CallAnswer, CallHandler, CallRequest, World } from '../server/callTypes.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'accounts' | 'care' | 'devices' | 'guests' | 'hosts' | 'invites' | 'limits' | 'loginKeys' | 'now' | 'print' | 'sessionLimit' | 'sessions'
type Slice = Pick<World, Uses>

/** The auth host's remember-me cookie (designed): httpOnly, it names the member for serviceLogin. */
export const LOGIN_KEY_COOKIE = 'login_key'

const secure = SSL_MODE === 1

/** The browser's device id: its device_id cookie, or a new one set as a persistent cookie. */
const deviceOf = (request: CallRequest, given?: string): { deviceId: string; cookies: string[] } => {
  const known = given || request.cookies[CookieName.deviceId]
  if (known) return { deviceId: known, cookies: [] }
  const deviceId = newDeviceId()
  const cookie = serializeCookie({ name: CookieName.deviceId, value: deviceId, expires: PERSISTENT_COOKIE_EXPIRES, secure })
  return { deviceId, cookies: [cookie] }
}

const loginKeyCookie = (value: string, expires: Date): string => serializeCookie({ name: LOGIN_KEY_COOKIE, value, expires, httpOnly: true, secure })

/**
 * The answer of every login (serviceLogin, emailLogin, signUp, socialLogin): a pending session
 * whose snack and client code sign the ticket request, and a one-time ticket. Beyond the
 * multi-session limit the retval is -113 with the same output (the client goes on as on success;
 * the ticket then ends the oldest session).
 */
export const loginAnswer = async (account: Account, request: CallRequest, world: Slice, remember = false, rotated?: string): Promise<CallAnswer> => {
  const device = deviceOf(request, request.params.device_id)
  // "Keep me signed in": a new remember-me key for this device (or the automatic login's successor key), in the httpOnly login_key cookie.
  const key = rotated ?? (remember ? await world.loginKeys.issue(account.id, device.deviceId) : undefined)
  const cookies = key ? [loginKeyCookie(key, PERSISTENT_COOKIE_EXPIRES)] : []
  // Devices, not tokens (docs/decisions/1810): this device signing in again never counts twice, and joins its own session.
  const overLimit = (await world.devices.list(account.id)).filter((d) => d.deviceId !== device.deviceId).length >= world.sessionLimit
  const joined = await world.devices.liveSession(account.id, device.deviceId)
  const pending = await world.sessions.open('pending', device.deviceId, account.id, joined?.cCode)
  const ticket = await world.sessions.issueTicket(pending.s, account.id)
  const hosts = world.hosts()
  await world.accounts.touch(account.id)
  return {
    retval: overLimit ? ResultCode.multiSessionLimitExceeded : ResultCode.success,
    output: {
      c_code: pending.cCode,
      snack: pending.s,
      ticket_url: `${hosts.auth}${calls.ticketRequest.path}`,
      ticket_token: ticket.token,
      device_type: DeviceType.web,
      device_id: device.deviceId,
      password_modify_date: passwordModifyDate(account),
      account_type: account.accountType,
      profile_img: profileImageUrl(hosts.web, account.id, await world.care.profilePicture(account.id)),
      skytv_item_only: account.skytvItemOnly,
      red_item: account.redItem,
      adult_flag: isAdultVerified(account, world.now()) ? AdultFlag.verified : AdultFlag.unverified,
    },
    cookies: [...device.cookies, ...cookies],
  }
}

export const guestLogin: CallHandler<Uses> = async (request, world) => {
  const device = deviceOf(request)
  const session = await world.sessions.open('guest', device.deviceId)
  await world.guests.opened(session.s, addressOf(request))
  return {
    retval: ResultCode.success,
    output: { device_id: device.deviceId, s: session.s, c_code: session.cCode },
    cookies: device.cookies,
  }
}

/** Automatic login: auto_login must be 1 and the login_key cookie must name a member; the key is rotated (docs/decisions/1420). */
export const serviceLogin: CallHandler<Uses> = async (request, world) => {
  if (request.params.auto_login !== '1') return { retval: ResultCode.loginRequired }
  const key = request.cookies[LOGIN_KEY_COOKIE]
  if (!key) return { retval: ResultCode.loginRequired }
  const opened = await world.loginKeys.use(key)
  // A key that opens nothing is cleared, so the browser does not offer it again (docs/decisions/1812).
  if (!opened) {
    const cleared = [loginKeyCookie('', new Date(0))]
    // Its device was signed out (the limit, another device): the page load says why, once, since the cookie goes (docs/decisions/1813).
    const endedBy = await world.loginKeys.endedBy(key)
    if (endedBy !== undefined) return { retval: ResultCode.signedOutElsewhere, output: { ended_by: endedBy }, cookies: cleared }
    return { retval: ResultCode.loginError, cookies: cleared }
  }
  return loginAnswer(opened.account, request, world, false, opened.next)
}

/**
 * Designed: email and password; with auto_login=1 it also sets the login_key cookie. An unknown
 * email answers as a wrong password does (-104), and both wait behind the login limits (docs/decisions/1832).
 */
export const emailLogin: CallHandler<Uses> = async (request, world) => {
  const tried = await passwordTry(request, world, request.params.email ?? '', request.params.password ?? '')
  if ('wait' in tried) return tried.wait
  const { check } = tried
  if (check.kind !== 'ok') return { retval: ResultCode.wrongPassword }
  // A dormant account signs in only after reactivate (docs/decisions/1440).
  if (isDormant(check.account, world.now())) return { retval: ResultCode.dormantAccount }
  return loginAnswer(check.account, request, world, request.params.auto_login === '1')
}

/**
 * Designed: a new email account (the rules of core/contract/accountRules.ts, checked again here),
 * then logged in as emailLogin. -201 the email has an email account, -49 it has a social one,
 * -204 this device made ACCOUNTS_PER_DEVICE already.
 */
export const signUp: CallHandler<Uses> = async (request, world) => {
  const { email = '', password = '', name = '', agree_terms, agree_privacy } = request.params
  if (agree_terms !== '1' || agree_privacy !== '1') return { retval: ResultCode.parameterInvalid }
  if (!isEmailValid(email) || !isPasswordValid(password) || !isNameValid(name)) return { retval: ResultCode.parameterInvalid }
  // Per client address, whatever device id it names: the device cap for a client that changes its id (docs/decisions/1831).
  const wait = await counted(world, ['signUps', addressOf(request)])
  if (wait) return wait
  const existing = await world.accounts.byEmail(email)
  if (existing) return { retval: existing.accountType === AccountType.email ? ResultCode.emailAlreadyRegistered : ResultCode.accountAlreadyRegistered }
  const device = request.params.device_id || request.cookies[CookieName.deviceId]
  if (device && (await world.accounts.madeOnDevice(device)) >= ACCOUNTS_PER_DEVICE) return { retval: ResultCode.deviceAccountCountExceeded }
  const account = await world.accounts.create({ email, password, displayName: name, accountType: AccountType.email, ...(device ? { device } : {}) })
  world.print(`[auth] new account ${account.id} (${account.email})`)
  await useInviteAtSignUp(request, world, account)
  return loginAnswer(account, request, world, request.params.auto_login === '1')
}

/** Trades a one-time ticket for the device's member session; past the limit, the devices signed in longest ago are signed out. */
export const ticketRequest: CallHandler<Uses> = async (request, world) => {
  const pending = request.session
  const s = request.params.s ?? ''
  const redeemed = await world.sessions.redeemTicket(request.params.ticket_token ?? '', s)
  if (redeemed.kind === 'invalid' || !pending) return { retval: ResultCode.ticketInvalid }
  if (redeemed.kind === 'expired') return { retval: ResultCode.ticketRegistrationTokenExpired }
  const { accountId } = redeemed.ticket
  const account = await world.accounts.byId(accountId)
  // The pending snack stays valid until it expires, so a second use of its ticket answers -13.
  // One session per device (docs/decisions/1810): the device's live session of the account is joined (same client code), else a new one replaces the device's other.
  const joined = await world.sessions.lookup((await world.devices.liveSession(accountId, pending.deviceId))?.s ?? '')
  const member =
    joined.kind === 'live' && joined.session.cCode === pending.cCode
      ? joined.session
      : await world.sessions.open('member', pending.deviceId, accountId, pending.cCode)
  await world.devices.settle(member.s, member.deviceId, request.userAgent)
  await world.devices.enforceLimit(accountId, world.sessionLimit)
  return { retval: ResultCode.success, output: { snack: member.s, user: { invite_code: account?.inviteCode ?? null, nickname: account?.displayName ?? null } } }
}

/** Designed: ends the session; the request's remember-me key is revoked (with its chain) and its cookie cleared. */
export const logout: CallHandler<Uses> = async (request, world) => {
  const session = request.session
  if (session) await world.sessions.end(session.s)
  const key = request.cookies[LOGIN_KEY_COOKIE]
  if (key) await world.loginKeys.revoke(key)
  const forget = session?.accountId || key ? [loginKeyCookie('', new Date(0))] : []
  return { retval: ResultCode.success, output: {}, cookies: forget }
}
