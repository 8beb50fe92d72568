import type { GuestLoginOutput, ServiceLoginOutput, TicketOutput } from '../../api/schemas.ts'
import { AdultFlag, ResultCode, parseFlagCookie } from '../../contract/index.ts'
import type { TicketRequestInput } from '../../ports/hostCalls.ts'
import type { SessionContext, StartCookies } from './session.types.ts'

/** The session before any login. */
export const initialSession: SessionContext = {
  s: null,
  c_code: null,
  auto_login: 0,
  autoLoginCookie: undefined,
  filter: 0,
  is_login: false,
  is_initialized: false,
  adult_flag: AdultFlag.unverified,
  skytv_item_only: 0,
  red_item: 0,
  invite_code: null,
  device_id: null,
  account_type: null,
  profile_img: '',
  nickname: null,
  pendingLogin: null,
  autoLoginTried: false,
  attempt: null,
  loginError: null,
  renewal: null,
  untoldSignOut: null,
}

/** What the session takes from the cookies read at start. */
export const fromStartCookies = (cookies: StartCookies): Partial<SessionContext> => ({
  autoLoginCookie: cookies.autoLogin,
  auto_login: parseFlagCookie(cookies.autoLogin),
  filter: parseFlagCookie(cookies.filter),
  device_id: cookies.deviceId ?? null,
})

/** What a guest is not: a guest login after a member's session (a renewal's fallback) forgets the member. */
const notAMember = {
  is_login: false,
  adult_flag: AdultFlag.unverified,
  skytv_item_only: 0,
  red_item: 0,
  invite_code: null,
  account_type: null,
  profile_img: '',
  nickname: null,
  pendingLogin: null,
} as const satisfies Partial<SessionContext>

/** Guest login stores the session token and client code (and learns the device id). */
export const fromGuestLogin = (output: GuestLoginOutput, context: SessionContext): Partial<SessionContext> => ({
  ...notAMember,
  s: output.s,
  c_code: output.c_code,
  device_id: context.device_id ?? output.device_id,
  loginError: null,
})

/** The ticket request for a login answer (docs/product.md §7): signed by the answer's client code. */
export const ticketInput = (login: ServiceLoginOutput, deviceId: string | null): TicketRequestInput => ({
  s: login.snack,
  c_code: login.c_code,
  ticket_url: login.ticket_url,
  ticket_token: login.ticket_token,
  device_type: login.device_type,
  device_id: login.device_id || deviceId || '',
  password_modify_date: login.password_modify_date,
  account_type: login.account_type,
  profile_img: login.profile_img ?? '',
})

/**
 * A redeemed ticket (docs/product.md §4): logged in, the login's adult, skytv-only and red-item flags
 * stored, the token replaced by the ticket's snack, the invite code stored.
 */
export const fromTicket = (login: ServiceLoginOutput, ticket: TicketOutput): Partial<SessionContext> => ({
  is_login: true,
  s: ticket.snack,
  c_code: login.c_code,
  adult_flag: login.adult_flag,
  skytv_item_only: login.skytv_item_only,
  red_item: login.red_item,
  invite_code: ticket.user.invite_code ?? null,
  device_id: login.device_id,
  account_type: login.account_type,
  profile_img: login.profile_img ?? '',
  nickname: ticket.user.nickname?.trim() || null,
  pendingLogin: null,
  loginError: null,
})

/** What a logout forgets: everything of the member, keeping the device and the filter. */
export const afterLogout = (context: SessionContext): SessionContext => ({
  ...initialSession,
  filter: context.filter,
  device_id: context.device_id,
  autoLoginTried: true,
  is_initialized: context.is_initialized,
})

/** The ticket cookie's value: the one-time ticket token that was redeemed (not shown by docs/product.md). */
export const ticketCookieValue = (login: ServiceLoginOutput): string => login.ticket_token

/** Why a refused automatic login's device was signed out: the answer's `ended_by` (-113 the limit, -1810 another device), else -1810 (docs/decisions/1813). */
export const endedByOf = (error: unknown): number => {
  const output = typeof error === 'object' && error !== null ? (error as { output?: unknown }).output : undefined
  const endedBy = typeof output === 'object' && output !== null ? (output as { ended_by?: unknown }).ended_by : undefined
  return endedBy === ResultCode.multiSessionLimitExceeded ? endedBy : ResultCode.signedOutElsewhere
}
