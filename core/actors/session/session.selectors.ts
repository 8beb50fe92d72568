import type { SnapshotFrom } from 'xstate'
import type { AdultFlag, Flag } from '../../contract/index.ts'
import type { SessionMachine } from './session.machine.ts'

type SessionSnapshot = SnapshotFrom<SessionMachine>

/** What views and the CLI show of the session. */
export interface SessionView {
  /** `starting` until the first login settles; `signingIn` during an email login; `signingOut` during logout; `renewing` while a refused token is replaced. */
  readonly status: 'idle' | 'starting' | 'guest' | 'member' | 'noToken' | 'signingIn' | 'signingOut' | 'renewing'
  readonly s: string | null
  readonly c_code: string | null
  readonly is_login: boolean
  readonly is_initialized: boolean
  readonly auto_login: Flag
  readonly filter: Flag
  readonly adult_flag: AdultFlag
  readonly skytv_item_only: Flag
  readonly red_item: Flag
  readonly invite_code: string | null
  /** The member's display name, when the hosts sent one (docs/decisions/0701). */
  readonly nickname: string | null
  /** The member's picture address from the login answer; '' when none. */
  readonly profile_img: string
}

const statusOf = (snapshot: SessionSnapshot): SessionView['status'] => {
  if (snapshot.matches('idle')) return 'idle'
  if (snapshot.matches('guest')) return 'guest'
  if (snapshot.matches('member')) return 'member'
  if (snapshot.matches('noToken')) return 'noToken'
  if (snapshot.matches('signingIn')) return 'signingIn'
  if (snapshot.matches('loggingOut')) return 'signingOut'
  if (snapshot.context.renewal) return 'renewing'
  return 'starting'
}

/** The session as views see it. */
export const selectSession = (snapshot: SessionSnapshot): SessionView => {
  const c = snapshot.context
  return {
    status: statusOf(snapshot),
    s: c.s,
    c_code: c.c_code,
    is_login: c.is_login,
    is_initialized: c.is_initialized,
    auto_login: c.auto_login,
    filter: c.filter,
    adult_flag: c.adult_flag,
    skytv_item_only: c.skytv_item_only,
    red_item: c.red_item,
    invite_code: c.invite_code,
    nickname: c.nickname,
    profile_img: c.profile_img,
  }
}

/** Whether the session has settled (guest, member, or without a token). */
export const selectSessionReady = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('ready')

/** Whether the viewer is a logged-in member. */
export const selectIsLogin = (snapshot: SessionSnapshot): boolean => snapshot.context.is_login

/** The token and client code that sign calls in this session, once a login answered. */
export const selectSessionKey = (snapshot: SessionSnapshot): { s: string; c_code: string; filter: Flag } | null =>
  snapshot.hasTag('ready') && snapshot.context.s !== null && snapshot.context.c_code !== null
    ? { s: snapshot.context.s, c_code: snapshot.context.c_code, filter: snapshot.context.filter }
    : null

/** The failure that left the session without a token (the login call's typed error), if any. */
export const selectLoginError = (snapshot: SessionSnapshot): unknown =>
  snapshot.hasTag('ready') && snapshot.context.s === null ? snapshot.context.loginError : null

/** Whether a renewal is under way (a call was refused for its token and the session logs in again). */
export const selectRenewing = (snapshot: SessionSnapshot): boolean => snapshot.context.renewal !== null

/** Why the host signed this device out before this page, while the viewer has not been told (docs/decisions/1813). */
export const selectUntoldSignOut = (snapshot: SessionSnapshot): number | null => snapshot.context.untoldSignOut
