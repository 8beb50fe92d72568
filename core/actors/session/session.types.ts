import type { EmailLoginOutput, ServiceLoginOutput, TicketOutput } from '../../api/schemas.ts'
import type { AdultFlag, CookieName, Flag } from '../../contract/index.ts'
import type { EmailLoginInput, SignUpInput, SocialLoginInput } from '../../ports/hostCalls.ts'

/** The cookies the session reads at start (docs/product.md §5), as raw strings. */
export interface StartCookies {
  readonly autoLogin?: string | undefined
  readonly filter?: string | undefined
  readonly deviceId?: string | undefined
}

/** User session state of docs/product.md §3. */
export interface SessionContext {
  /** The session snack token; null until a login answered. */
  readonly s: string | null
  readonly c_code: string | null
  readonly auto_login: Flag
  /** The auto_login cookie as read at start; its presence triggers automatic login. */
  readonly autoLoginCookie: string | undefined
  readonly filter: Flag
  readonly is_login: boolean
  readonly is_initialized: boolean
  readonly adult_flag: AdultFlag
  readonly skytv_item_only: Flag
  readonly red_item: Flag
  readonly invite_code: string | null
  readonly device_id: string | null
  readonly account_type: number | null
  readonly profile_img: string
  /** The member's display name (designed: ticketRequest's user.nickname); null for guests or when not sent. */
  readonly nickname: string | null
  /** The login answer whose ticket is being redeemed. */
  readonly pendingLogin: ServiceLoginOutput | null
  /** Automatic login runs at most once per app. */
  readonly autoLoginTried: boolean
  /** The sign-in in progress: its request id and whether to stay signed in. */
  readonly attempt: { readonly id: number; readonly keepSignedIn: boolean } | null
  /** Why the last login left the session without a token (the call's typed error); null once one answered. */
  readonly loginError: unknown
  /** The renewal under way: whether the viewer was a member when it began. */
  readonly renewal: { readonly wasMember: boolean; readonly endedBy?: number } | null
  /**
   * The host had signed this device out before this page (its automatic login answered -1810;
   * docs/decisions/1813): why (-113, -1810), kept until the viewer is told (`session.signOutTold`),
   * since the boot's `session.renewed` may come before anyone listens. Null once told or never.
   */
  readonly untoldSignOut: number | null
}

/**
 * A sign-in the viewer asks for: by email, by joining, or with a social provider's token. Each is
 * its own login call, and each then takes the same ticket step.
 */
export type SignIn =
  | { readonly call: 'emailLogin'; readonly params: Omit<EmailLoginInput, 'device_id' | 'auto_login'> }
  | { readonly call: 'signUp'; readonly params: Omit<SignUpInput, 'device_id' | 'auto_login'> }
  | { readonly call: 'socialLogin'; readonly params: Omit<SocialLoginInput, 'device_id' | 'auto_login'> }

/** What the signIn actor sends: the sign-in's call with the device and keep-signed-in fields. */
export type SignInCall =
  | { readonly call: 'emailLogin'; readonly params: EmailLoginInput }
  | { readonly call: 'signUp'; readonly params: SignUpInput }
  | { readonly call: 'socialLogin'; readonly params: SocialLoginInput }

export type SessionEvent =
  | { readonly type: 'session.start'; readonly cookies: StartCookies }
  | { readonly type: 'session.signIn'; readonly id: number; readonly signIn: SignIn; readonly keepSignedIn: boolean }
  | { readonly type: 'session.logout' }
  /** The member passed /cert (adultVerify answered adult_flag Y): adult titles show from now on. */
  | { readonly type: 'session.adultVerified' }
  /** The member changed their name or picture on /settings/account (profileUpdate answered them). */
  | { readonly type: 'session.profileChanged'; readonly nickname: string; readonly profile_img: string }
  /**
   * A call was refused for its token (-20, -22, -23, -24), or there is none: log in again, once.
   * Ignored unless `failedToken` is still the session's token (null: it has none), so many calls
   * refused together make one renewal. `endedBy`: the host ended this device's session (-113 the
   * device limit, -1810 signed out from another device; docs/decisions/1810): no automatic login
   * (its key is revoked), the member goes on as a guest and is told why.
   */
  | { readonly type: 'session.renew'; readonly failedToken: string | null; readonly endedBy?: number }
  /** The viewer was told why this device was signed out (`untoldSignOut`): not again. */
  | { readonly type: 'session.signOutTold' }

export type LoginSettled =
  | { readonly type: 'session.loginSettled'; readonly id: number; readonly ok: true }
  | { readonly type: 'session.loginSettled'; readonly id: number; readonly ok: false; readonly error: unknown }

/** A renewal ended: with a token or not, and whether a member came back as one (auto_login 1) or as a guest. */
export interface RenewalSettled {
  readonly type: 'session.renewed'
  readonly ok: boolean
  readonly wasMember: boolean
  readonly isMember: boolean
  /** The result code that ended the member's session on another device's account (-113, -1810), if that was why. */
  readonly endedBy?: number
}

export type SessionEmitted = LoginSettled | RenewalSettled | { readonly type: 'session.loggedOut' }

/** Params of the driver-provided cookie and log actions. */
export interface CookieWrite {
  readonly name: CookieName
  readonly value: string
}
export interface LogEntry {
  readonly level: 'info' | 'warn' | 'error'
  readonly message: string
  readonly detail?: unknown
}

export type { EmailLoginOutput, ServiceLoginOutput, TicketOutput }
