import { type CallSpec, call } from './callSpec.ts'
import { deviceCalls } from './deviceCalls.ts'
import { profileCalls } from './profileCalls.ts'

/**
 * The account (designed, docs/contract.md "Account calls"; docs/decisions/1440): recovering a
 * password, reactivating a dormant account, the member's own account page and leaving. All on
 * the auth host, POST. The calls a guest makes (no session of an account yet) are signed with the
 * service code like emailLogin; the member's own calls with the client code of the session `s`.
 */
const asGuest = (path: string, fields: readonly string[]): CallSpec =>
  call({ method: 'POST', host: 'auth', path, fields, required: fields, signing: 'service', origin: 'designed' })
const asMember = (path: string, fields: readonly string[], required: readonly string[] = ['s']): CallSpec =>
  call({ method: 'POST', host: 'auth', path, fields, required, signing: 'client', origin: 'designed' })

export const accountCalls = {
  /** 비밀번호 찾기: a temporary password for the email, sent by mail (the stand-in prints it). */
  passwordResetRequest: asGuest('/v3/user/passwordResetRequest', ['email']),
  /** The temporary password and a new password: the new one is the account's from now on. */
  passwordReset: asGuest('/v3/user/passwordReset', ['email', 'temp_password', 'new_password']),
  /** A dormant account (-125) woken with its email and password; the app then logs in as usual. */
  reactivate: asGuest('/v3/user/reactivate', ['email', 'password']),
  /** /settings/account and /user/unregister: the account, its social links, its devices and what it holds. */
  accountInfo: asMember('/v3/user/accountInfo', ['s']),
  /** A new name and/or one of the generated profile pictures. */
  profileUpdate: asMember('/v3/user/profileUpdate', ['s', 'name', 'profile_picture']),
  /** The current password and a new one; the account's other sessions and remember-me keys end. */
  passwordChange: asMember('/v3/user/passwordChange', ['s', 'password', 'new_password'], ['s', 'password', 'new_password']),
  /** 이 기기 외 모두 로그아웃: every other session of the account ends, with the other devices' remember-me keys. */
  endOtherSessions: asMember('/v3/user/endOtherSessions', ['s']),
  /** 회원 탈퇴: the account is anonymised, its keys, links and lists deleted, its sessions ended. */
  unregister: asMember('/v3/user/unregister', ['s']),
  ...deviceCalls,
  ...profileCalls,
} as const satisfies Record<string, CallSpec>
