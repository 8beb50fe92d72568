import type { EmailLoginOutput, ServiceLoginOutput, TicketOutput } from '../../api/schemas.ts'
import type { AdultFlag, CookieName, Flag } from '../../contract/index.ts'

/** The cookies the session reads at start (spec section 5), as raw strings. */
export interface StartCookies {
  readonly autoLogin?: string | undefined
  readonly filter?: string | undefined
  readonly deviceId?: string | undefined
}

/** User session state of spec section 3. */
export interface SessionContext {
  /** The session snack token; null until a login answered. */
  readonly s: string | null
  /** Not shown by the spec beyond its name; kept for parity with the product's state. */
  readonly c: string | null
  readonly c_code: string | null
  /** Not shown by the spec beyond its name. */
  readonly partner: string | null
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
  /** The login answer whose ticket is being redeemed. */
  readonly pendingLogin: ServiceLoginOutput | null
  /** Automatic login runs at most once per app. */
  readonly autoLoginTried: boolean
  /** The email login in progress: its request id and whether to stay signed in. */
  readonly attempt: { readonly id: number; readonly keepSignedIn: boolean } | null
}

export interface EmailCredentials {
  readonly email: string
  readonly password: string
  readonly keepSignedIn: boolean
}

export type SessionEvent =
  | { readonly type: 'session.start'; readonly cookies: StartCookies }
  | { readonly type: 'session.emailLogin'; readonly id: number; readonly credentials: EmailCredentials }
  | { readonly type: 'session.logout' }
  /** The member passed /cert (adultVerify answered adult_flag Y): adult titles show from now on. */
  | { readonly type: 'session.adultVerified' }

export type LoginSettled =
  | { readonly type: 'session.loginSettled'; readonly id: number; readonly ok: true }
  | { readonly type: 'session.loginSettled'; readonly id: number; readonly ok: false; readonly error: unknown }

export type SessionEmitted = LoginSettled | { readonly type: 'session.loggedOut' }

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
