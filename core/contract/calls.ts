import { accountCalls } from './accountCalls.ts'
import { browseCalls } from './browseCalls.ts'
import { type CallSpec, call } from './callSpec.ts'
import { helpCalls } from './helpCalls.ts'
import { isLoginSuccess, isSuccess } from './resultCodes.ts'
import { moneyCalls } from './moneyCalls.ts'
import { searchCalls } from './searchCalls.ts'
import { watchCalls } from './watchCalls.ts'

export type { CallSpec } from './callSpec.ts'

/**
 * The wire contract: every host call's method, host, path, body fields in order and signing.
 * The Effect services send from this table and the stand-in hosts check against it, so the
 * contract exists once. `origin: 'product'` calls are docs/product.md §7; `designed` ones are ours
 * (docs/contract.md), to be swapped for the real ones when known.
 */

/** The session calls: docs/product.md §7, plus the designed sign-up, email and social logins and logout. */
export const sessionCalls = {
  guestLogin: call({
    method: 'POST',
    host: 'auth',
    path: '/v3/mwLogin/guestLogin',
    fields: [],
    required: [],
    signing: 'none',
    origin: 'product',
  }),
  serviceLogin: call({
    method: 'POST',
    host: 'auth',
    path: '/v3/mwLogin/serviceLogin',
    fields: ['auto_login'],
    required: ['auto_login'],
    signing: 'none',
    origin: 'product',
  }),
  ticketRequest: call({
    method: 'POST',
    host: 'auth',
    path: '/v3/mwLogin/ticketRequest',
    fields: ['s', 'ticket_url', 'ticket_token', 'device_type', 'device_id', 'auto_login', 'password_modify_date', 'account_type', 'profile_img'],
    required: ['s', 'ticket_url', 'ticket_token', 'device_type', 'device_id'],
    signing: 'client',
    origin: 'product',
  }),
  menu: call({
    method: 'POST',
    host: 'api',
    path: '/v3/contents/menu',
    fields: ['s', 'filter', 'api_v'],
    required: ['s', 'api_v'],
    signing: 'client',
    origin: 'product',
  }),
  recentNoticeInfo: call({
    method: 'POST',
    host: 'api',
    path: '/v3/setting/recentNoticeInfo',
    fields: [],
    required: [],
    signing: 'none',
    origin: 'product',
  }),
  buildInfo: call({
    method: 'GET',
    host: 'web',
    path: '/build-info.json',
    fields: ['t'],
    required: [],
    signing: 'none',
    origin: 'product',
  }),
  emailLogin: call({
    method: 'POST',
    host: 'auth',
    path: '/v3/mwLogin/emailLogin',
    fields: ['email', 'password', 'device_id', 'auto_login'],
    required: ['email', 'password'],
    signing: 'service',
    origin: 'designed',
  }),
  /** Designed: a new email account, then logged in as emailLogin would (docs/contract.md "Accounts"). */
  signUp: call({
    method: 'POST',
    host: 'auth',
    path: '/v3/mwLogin/signUp',
    fields: ['email', 'password', 'name', 'agree_terms', 'agree_privacy', 'invite_code', 'device_id', 'auto_login'],
    required: ['email', 'password', 'name', 'agree_terms', 'agree_privacy'],
    signing: 'service',
    origin: 'designed',
  }),
  /** Designed: a social provider's ID token (Firebase for google, facebook, apple; kakao and naver through the stand-in's exchange). */
  socialLogin: call({
    method: 'POST',
    host: 'auth',
    path: '/v3/mwLogin/socialLogin',
    fields: ['provider', 'id_token', 'device_id', 'auto_login'],
    required: ['provider', 'id_token'],
    signing: 'service',
    origin: 'designed',
  }),
  logout: call({
    method: 'POST',
    host: 'auth',
    path: '/v3/mwLogin/logout',
    fields: ['s'],
    required: ['s'],
    signing: 'client',
    origin: 'designed',
  }),
} as const satisfies Record<string, CallSpec>

/**
 * The whole wire table: the session calls here and the designed calls of each area in a file of
 * its own (browse, search, watch, account, money, help), so each area's work touches only its own table.
 */
export const calls = { ...sessionCalls, ...browseCalls, ...searchCalls, ...watchCalls, ...accountCalls, ...moneyCalls, ...helpCalls } as const satisfies Record<
  string,
  CallSpec
>

export type CallName = keyof typeof calls
export const callNames = Object.keys(calls) as CallName[]
export const isCallName = (name: string): name is CallName => Object.hasOwn(calls, name)

/**
 * The calls by area: each area is one Effect service of the core (core/api/services.ts), whose
 * methods are derived from its table here, so a call added to a table is a method of its area.
 */
export const callAreas = {
  session: sessionCalls,
  browse: browseCalls,
  search: searchCalls,
  watch: watchCalls,
  account: accountCalls,
  money: moneyCalls,
  help: helpCalls,
} as const
export type CallArea = keyof typeof callAreas

/** The calls whose success also counts -113, the multi-session limit (docs/product.md §8): the logins. */
export const loginCalls = ['serviceLogin', 'emailLogin', 'signUp', 'socialLogin'] as const satisfies readonly CallName[]
export type LoginCallName = (typeof loginCalls)[number]
export const isLoginCall = (name: CallName): name is LoginCallName => (loginCalls as readonly CallName[]).includes(name)

/** Whether a call's retval is a success, for the app and the stand-in alike: a login's or only 0. */
export const callSucceeded = (name: CallName, retval: number): boolean => (isLoginCall(name) ? isLoginSuccess(retval) : isSuccess(retval))

/** Calls the full-screen loading indicator never counts: the build poll runs in the background. */
export const untrackedCalls: ReadonlySet<CallName> = new Set<CallName>(['buildInfo'])
