import { Schema } from 'effect'

/**
 * Response schemas of the host calls. Every response is `{ retval, output }`; `output` is
 * decoded only when retval means success (or -113 for a login).
 */

export const Envelope = Schema.Struct({
  retval: Schema.Number,
  output: Schema.optional(Schema.Unknown),
})
export type Envelope = typeof Envelope.Type

const ZeroOrOne = Schema.Literals([0, 1])
const YesNo = Schema.Literals(['Y', 'N'])

export const GuestLoginOutput = Schema.Struct({
  device_id: Schema.String,
  s: Schema.String,
  c_code: Schema.String,
})
export type GuestLoginOutput = typeof GuestLoginOutput.Type

export const ServiceLoginOutput = Schema.Struct({
  c_code: Schema.String,
  snack: Schema.String,
  ticket_url: Schema.String,
  ticket_token: Schema.String,
  device_type: Schema.Number,
  device_id: Schema.String,
  password_modify_date: Schema.String,
  account_type: Schema.Number,
  profile_img: Schema.optional(Schema.String),
  skytv_item_only: ZeroOrOne,
  red_item: ZeroOrOne,
  adult_flag: YesNo,
})
export type ServiceLoginOutput = typeof ServiceLoginOutput.Type

/** A login answers success or -113 (multi-session limit); both carry the output, and the caller learns which. */
export interface LoginAnswer<A> {
  readonly retval: 0 | -113
  readonly output: A
}

export type ServiceLoginResult = LoginAnswer<ServiceLoginOutput>

export const TicketOutput = Schema.Struct({
  snack: Schema.String,
  user: Schema.Struct({
    invite_code: Schema.optional(Schema.NullOr(Schema.String)),
    /** Designed addition (docs/decisions/0701): the member's display name, for the header. */
    nickname: Schema.optional(Schema.NullOr(Schema.String)),
  }),
})
export type TicketOutput = typeof TicketOutput.Type

export const MenuItem = Schema.Struct({
  menu_no: Schema.Number,
  menu_name: Schema.String,
  category_no: Schema.Number,
  category_name: Schema.String,
  /** 1 when the entry leads to adult content (adult verification needed). */
  adult: Schema.optional(ZeroOrOne),
})
export type MenuItem = typeof MenuItem.Type

export const MenuSection = Schema.Struct({
  section_no: Schema.Number,
  section_name: Schema.String,
  menu_list: Schema.Array(MenuItem),
})
export type MenuSection = typeof MenuSection.Type

export const MenuOutput = Schema.Struct({
  section_list: Schema.Array(MenuSection),
  home_section: MenuSection,
})
export type MenuOutput = typeof MenuOutput.Type

export const Notice = Schema.Struct({
  notice_no: Schema.Number,
  title: Schema.String,
  /** Server-provided HTML: sanitise before showing. */
  content: Schema.String,
  scope: Schema.Number,
  reg_date: Schema.String,
  /** Display period (designed), 'YYYY-MM-DD HH:mm:ss' KST: shown from start_date until end_date; absent is open. */
  start_date: Schema.optional(Schema.String),
  end_date: Schema.optional(Schema.String),
})
export type Notice = typeof Notice.Type

export const NoticeOutput = Schema.Struct({ top_notice_list: Schema.Array(Notice) })
export type NoticeOutput = typeof NoticeOutput.Type

export const BuildInfoOutput = Schema.Struct({
  build_id: Schema.String,
  built_at: Schema.String,
})
export type BuildInfoOutput = typeof BuildInfoOutput.Type

/** Designed: emailLogin answers like serviceLogin and sets the host's remember-me cookie. */
export const EmailLoginOutput = ServiceLoginOutput
export type EmailLoginOutput = ServiceLoginOutput

/** Designed: signUp and socialLogin answer as emailLogin does (a pending session and its ticket). */
export const SignUpOutput = ServiceLoginOutput
export const SocialLoginOutput = ServiceLoginOutput

export const LogoutOutput = Schema.Struct({})
export type LogoutOutput = typeof LogoutOutput.Type
