import { Schema } from 'effect'

/** Output schemas of the account calls (designed, docs/contract.md "Account calls"); pipeline.ts merges the areas. */

const Empty = Schema.Struct({})

export const PasswordResetRequestOutput = Schema.Struct({
  /** The address the temporary password went to, as the host keeps it (trimmed, lower-cased). */
  email: Schema.String,
  /** How long the temporary password holds, in seconds. */
  expires_in: Schema.Number,
})
export type PasswordResetRequestOutput = typeof PasswordResetRequestOutput.Type

export const SocialLink = Schema.Struct({
  /** google, facebook, apple, kakao or naver. */
  provider: Schema.String,
  email: Schema.NullOr(Schema.String),
  /** When it was linked: a host time (KST). */
  linked_at: Schema.String,
})
export type SocialLink = typeof SocialLink.Type

export const DeviceSession = Schema.Struct({
  device_id: Schema.String,
  /** When this session signed in: a host time (KST). */
  since: Schema.String,
  /** 1 for the session that asked. */
  current: Schema.Literals([0, 1]),
})
export type DeviceSession = typeof DeviceSession.Type

/** What the account holds that leaving deletes, counted (빵탄 and items as the stand-in keeps them). */
export const Holdings = Schema.Struct({
  currency: Schema.Number,
  items: Schema.Number,
  watched: Schema.Number,
  saved_videos: Schema.Number,
  saved_clips: Schema.Number,
})
export type Holdings = typeof Holdings.Type

export const AccountInfoOutput = Schema.Struct({
  email: Schema.String,
  name: Schema.String,
  account_type: Schema.Number,
  /** Whether the account has a password to change (a social-only account has none). */
  has_password: Schema.Literals([0, 1]),
  profile_img: Schema.String,
  /** The generated pictures to choose from, by number; `profile_picture` is the chosen one. */
  profile_pictures: Schema.Array(Schema.String),
  profile_picture: Schema.Number,
  social_links: Schema.Array(SocialLink),
  /** The account's live member sessions, oldest first. */
  sessions: Schema.Array(DeviceSession),
  /** Live sessions one account may hold; a login beyond it ends the oldest (-113). */
  session_limit: Schema.Number,
  holdings: Holdings,
})
export type AccountInfoOutput = typeof AccountInfoOutput.Type

export const ProfileUpdateOutput = Schema.Struct({ nickname: Schema.String, profile_img: Schema.String })
export type ProfileUpdateOutput = typeof ProfileUpdateOutput.Type

export const PasswordChangeOutput = Schema.Struct({
  password_modify_date: Schema.String,
  /** How many other sessions ended. */
  ended_sessions: Schema.Number,
})
export type PasswordChangeOutput = typeof PasswordChangeOutput.Type

export const EndOtherSessionsOutput = Schema.Struct({ ended_sessions: Schema.Number })
export type EndOtherSessionsOutput = typeof EndOtherSessionsOutput.Type

export const accountOutputs = {
  passwordResetRequest: PasswordResetRequestOutput,
  passwordReset: Empty,
  reactivate: Empty,
  accountInfo: AccountInfoOutput,
  profileUpdate: ProfileUpdateOutput,
  passwordChange: PasswordChangeOutput,
  endOtherSessions: EndOtherSessionsOutput,
  unregister: Empty,
} as const
