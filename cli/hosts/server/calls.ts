import { accountHandlers } from '../auth/accountCalls.ts'
import { emailLogin, guestLogin, logout, serviceLogin, signUp, ticketRequest } from '../auth/calls.ts'
import { browseHandlers } from '../browse/calls.ts'
import { buildInfo, menu, recentNoticeInfo } from '../browse/contentCalls.ts'
import { helpHandlers } from '../help/calls.ts'
import { moneyHandlers } from '../money/calls.ts'
import { profileHandlers } from '../profiles/calls.ts'
import { searchHandlers } from '../search/calls.ts'
import { socialLogin } from '../auth/socialCalls.ts'
import type { CallHandlers } from './callTypes.ts'
import { watchHandlers } from '../watch/calls.ts'

/** The stand-in's behaviour for every call of core/contract/calls.ts. */
export const handlers: CallHandlers = {
  guestLogin,
  serviceLogin,
  ticketRequest,
  menu,
  recentNoticeInfo,
  buildInfo,
  emailLogin,
  signUp,
  socialLogin,
  logout,
  ...browseHandlers,
  ...searchHandlers,
  ...watchHandlers,
  ...accountHandlers,
  ...profileHandlers,
  ...moneyHandlers,
  ...helpHandlers,
}

export { LOGIN_KEY_COOKIE } from '../auth/calls.ts'
export type { CallAnswer, CallRequest, World } from './callTypes.ts'
