import { accountHandlers } from './account.ts'
import { emailLogin, guestLogin, logout, serviceLogin, signUp, ticketRequest } from './auth.ts'
import { browseHandlers } from './browse.ts'
import { buildInfo, menu, recentNoticeInfo } from './content.ts'
import { helpHandlers } from './help.ts'
import { moneyHandlers } from './money.ts'
import { profileHandlers } from '../profiles/calls.ts'
import { searchHandlers } from './search.ts'
import { socialLogin } from './social.ts'
import type { CallHandlers } from './types.ts'
import { watchHandlers } from './watch.ts'

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

export { LOGIN_KEY_COOKIE } from './auth.ts'
export type { CallAnswer, CallRequest, World } from './types.ts'
