import type { SchemaKit } from './schemaKit.ts'

/** Output schemas of the account calls (designed, docs/contract.md "Account calls"); pipeline.ts merges the areas. */
export const accountSchemas = (Schema: SchemaKit) => {
  const Empty = Schema.Struct({})

  // The same for a member's email and an unknown one, so it names no address (docs/decisions/1832).
  const PasswordResetRequestOutput = Schema.Struct({
    /** How long the temporary password holds, in seconds. */
    expires_in: Schema.Number,
  })

  const SocialLink = Schema.Struct({
    /** google, facebook, apple, kakao or naver. */
    provider: Schema.String,
    email: Schema.NullOr(Schema.String),
    /** When it was linked: a host time (KST). */
    linked_at: Schema.String,
  })

  /** One device signed in to the account (its one session; docs/decisions/1810). */
  const DeviceSession = Schema.Struct({
    device_id: Schema.String,
    /** When this device signed in: a host time (KST). */
    since: Schema.String,
    /** 1 for the device that asked (이 기기). */
    current: Schema.Literals([0, 1]),
    /** DeviceType (core/contract/enums.ts): 로그인한 기기 names it in Korean. */
    device_type: Schema.Number,
    /** The browser and system, e.g. "Chrome · Linux". */
    device_name: Schema.String,
    /** When it last called a host: a host time (KST). */
    last_seen: Schema.String,
  })

  /** What the account holds that leaving deletes, counted (빵탄 and items as the stand-in keeps them). */
  const Holdings = Schema.Struct({
    currency: Schema.Number,
    items: Schema.Number,
    watched: Schema.Number,
    saved_videos: Schema.Number,
    saved_clips: Schema.Number,
  })

  const AccountInfoOutput = Schema.Struct({
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

  const ProfileUpdateOutput = Schema.Struct({ nickname: Schema.String, profile_img: Schema.String })

  const PasswordChangeOutput = Schema.Struct({
    password_modify_date: Schema.String,
    /** How many other sessions ended. */
    ended_sessions: Schema.Number,
  })

  const EndOtherSessionsOutput = Schema.Struct({ ended_sessions: Schema.Number })

  /** One person of the account (docs/decisions/1900). */
  const ViewerProfile = Schema.Struct({
    profile_id: Schema.String,
    name: Schema.String,
    /** One of the account's generated pictures, by number, and its address. */
    picture: Schema.Number,
    profile_img: Schema.String,
    kind: Schema.Literals(['regular', 'kids']),
    age_limit: Schema.Literals(['ALL', '7', '12', '15', '19']),
    /** 1 when a PIN is asked for when it is picked. */
    pin: Schema.Literals([0, 1]),
    /** When five wrong PINs closed it, until when: a host time (KST); '' when open. */
    locked_until: Schema.String,
    /** 1 for the profile this session watches as. */
    current: Schema.Literals([0, 1]),
  })

  const ProfileListOutput = Schema.Struct({ profiles: Schema.Array(ViewerProfile), max: Schema.Number })

  const outputs = {
    passwordResetRequest: PasswordResetRequestOutput,
    passwordReset: Empty,
    reactivate: Empty,
    accountInfo: AccountInfoOutput,
    profileUpdate: ProfileUpdateOutput,
    passwordChange: PasswordChangeOutput,
    endOtherSessions: EndOtherSessionsOutput,
    unregister: Empty,
    deviceLogout: Empty,
    profileList: ProfileListOutput,
    profileAdd: ViewerProfile,
    profileEdit: ViewerProfile,
    profileRemove: Empty,
    profileSelect: ViewerProfile,
    profilePin: ViewerProfile,
  } as const
  return {
    ViewerProfile,
    ProfileListOutput,
    PasswordResetRequestOutput,
    SocialLink,
    DeviceSession,
    Holdings,
    AccountInfoOutput,
    ProfileUpdateOutput,
    PasswordChangeOutput,
    EndOtherSessionsOutput,
    outputs,
  }
}

type Made = ReturnType<typeof accountSchemas>
export type PasswordResetRequestOutput = Made['PasswordResetRequestOutput']['Type']
export type SocialLink = Made['SocialLink']['Type']
export type DeviceSession = Made['DeviceSession']['Type']
export type Holdings = Made['Holdings']['Type']
export type AccountInfoOutput = Made['AccountInfoOutput']['Type']
export type ProfileUpdateOutput = Made['ProfileUpdateOutput']['Type']
export type PasswordChangeOutput = Made['PasswordChangeOutput']['Type']
export type EndOtherSessionsOutput = Made['EndOtherSessionsOutput']['Type']
export type ViewerProfile = Made['ViewerProfile']['Type']
export type ProfileListOutput = Made['ProfileListOutput']['Type']
/** The account calls' output schemas, for the type of each call's output. */
export type AccountOutputs = Made['outputs']
