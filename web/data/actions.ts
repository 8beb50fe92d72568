import { type AppCommands, viewerMessageOf } from '../../core/app/commands.ts'
import type { CallOutput } from '../../core/api/pipeline.ts'
import type { CallParams } from '../../core/api/wire.ts'
import { type CallName, MyPageTab, ResultCode, resultCodeOf } from '../../core/contract/index.ts'
import type { RouteParams } from '../routes.ts'

/**
 * Every write a page's form or button makes, as a route action (docs/decisions/1330): the form
 * posts to its page's route (a fetcher), the action sends the call, and react-router reads the
 * page's data again afterwards, so what the page shows is the host's, not a hand-kept copy. A
 * write is never abandoned with the page: once sent, it is the host's to answer.
 */

/** What an action knows: the address's parts and the form, and how to send a write in the viewer's session. */
export interface ActAt {
  readonly params: RouteParams
  readonly form: FormData
  write<N extends CallName>(name: N, params?: CallParams): Promise<CallOutput<N>>
  /** A sign-in through the session actor (it keeps the session, its cookies and its renewal). */
  readonly signIn: AppCommands['signIn']
  /** The member's new name and picture for the header (after profileUpdate). */
  readonly profileChanged: AppCommands['profileChanged']
  /** The member's account passed /cert: the session's adult flag turns Y in the app too. */
  readonly adultVerified: AppCommands['adultVerified']
}

/** What the form shows after: done, or the Korean reason it was not (and the host's result code, for a next step). */
export interface ActResult {
  readonly ok: boolean
  readonly message: string
  readonly code?: number
}

export type PageAct = (at: ActAt) => Promise<ActResult>

/** At least this many tags make a taste. */
export const MIN_TASTES = 3

const attempt = async (send: () => Promise<unknown>, done: string): Promise<ActResult> => {
  try {
    await send()
    return { ok: true, message: done }
  } catch (error) {
    const code = resultCodeOf(error)
    return { ok: false, message: viewerMessageOf(error), ...(code === undefined ? {} : { code }) }
  }
}

export const field = (form: FormData, name: string): string => String(form.get(name) ?? '')

/** 저장 and its undoing on a title's page (saveVideo; myListRemove from 저장한 영상). */
export const saveAct: PageAct = ({ form, write }) => {
  const movieUrl = field(form, 'movie_url')
  return field(form, 'intent') === 'save'
    ? attempt(() => write('saveVideo', { movie_url: movieUrl }), '저장했습니다. 마이페이지의 저장한 영상에서 볼 수 있습니다.')
    : attempt(() => write('myListRemove', { tab: MyPageTab.savedVideos, item_id: movieUrl }), '저장한 영상에서 뺐습니다.')
}

/** An item out of one of my page's lists (my page, the home's 이어보기). */
export const removeAct: PageAct = ({ form, write }) =>
  attempt(() => write('myListRemove', { tab: Number(field(form, 'tab')), item_id: field(form, 'item_id') }), `${field(form, 'name')}을(를) 목록에서 지웠습니다.`)

/** The member's taste: every checked tag, at least MIN_TASTES of them. */
export const tasteAct: PageAct = async ({ form, write }) => {
  const tags = form.getAll('tag_urls').map(String)
  if (tags.length < MIN_TASTES) return { ok: false, message: `취향 태그를 ${MIN_TASTES}개 이상 골라 주세요.` }
  return attempt(() => write('tasteSet', { tag_urls: tags.join(',') }), '취향을 저장했습니다. 홈 추천에 반영됩니다.')
}

/**
 * /login: email, password and 자동 로그인 into the session. The page goes on to its return address
 * once the session is a member's; a refusal comes back as the code's Korean message.
 */
export const loginAct: PageAct = async ({ form, signIn, write }) => {
  if (field(form, 'intent') === 'social') return socialLoginAct(form, signIn)
  const email = field(form, 'email').trim()
  const password = field(form, 'password')
  if (!email) return { ok: false, message: '이메일을 입력해 주세요.' }
  if (!password) return { ok: false, message: '비밀번호를 입력해 주세요.' }
  // 휴면 해제 (the login answered -125): wake the account, then log in as usual.
  if (field(form, 'intent') === 'reactivate') {
    const woken = await attempt(() => write('reactivate', { email, password }), '')
    if (!woken.ok) return woken
  }
  const result = await signIn({ call: 'emailLogin', params: { email, password } }, form.get('auto_login') !== null)
  if (result.ok) return { ok: true, message: '' }
  const code = resultCodeOf(result.error)
  return { ok: false, message: result.message, ...(code === undefined ? {} : { code }) }
}

/**
 * /user/register: a new email account, then signed in as it (로그인 상태 유지 keeps it). The page
 * goes on to its return address once the session is the member's; a refusal comes back with the
 * host's code, so the page can offer the next step (로그인, 비밀번호 찾기, 간편 로그인).
 */
export const signUpAct: PageAct = async ({ form, signIn }) => {
  // The page checks the rules before it posts (signUpProblem, in its own chunk) and the host again.
  const invite = field(form, 'invite_code').trim()
  const params = {
    email: field(form, 'email').trim(),
    password: field(form, 'password'),
    name: field(form, 'name').trim(),
    agree_terms: 1,
    agree_privacy: 1,
    ...(invite ? { invite_code: invite } : {}),
  } as const
  const result = await signIn({ call: 'signUp', params }, form.get('auto_login') !== null)
  if (result.ok) return { ok: true, message: '' }
  const code = resultCodeOf(result.error)
  return { ok: false, message: result.message, ...(code === undefined ? {} : { code }) }
}

/** The token's email has an email account (-49): the viewer signs in with the form instead. */
export const EMAIL_ACCOUNT_MESSAGE = '이메일로 가입한 계정입니다. 이메일로 로그인해 주세요.'
/** The auth host did not accept the provider's token (-41). */
const SOCIAL_REFUSED_MESSAGE = '간편 로그인을 확인하지 못했습니다. 다시 시도하거나 이메일로 로그인해 주세요.'

/**
 * 간편 로그인 (intent=social): the provider's ID token into the session, as an email login goes.
 * -49 (the email has an email account) and -41 (the token did not check out) say what to do instead.
 */
const socialLoginAct = async (form: FormData, signIn: ActAt['signIn']): Promise<ActResult> => {
  const provider = field(form, 'provider')
  const idToken = field(form, 'id_token')
  if (!provider || !idToken) return { ok: false, message: SOCIAL_REFUSED_MESSAGE }
  const result = await signIn({ call: 'socialLogin', params: { provider, id_token: idToken } }, form.get('auto_login') !== null)
  if (result.ok) return { ok: true, message: '' }
  const code = resultCodeOf(result.error)
  const message = code === ResultCode.accountAlreadyRegistered ? EMAIL_ACCOUNT_MESSAGE : code === ResultCode.loginError ? SOCIAL_REFUSED_MESSAGE : result.message
  return { ok: false, message, ...(code === undefined ? {} : { code }) }
}

/** 구간 저장 and 장면 저장 while watching: the marked range as a section (tab 4) or a scene (tab 5). */
export const clipAct: PageAct = ({ form, write }) => {
  const call = field(form, 'intent') === 'saveScene' ? 'saveScene' : 'saveSection'
  const params = { movie_url: field(form, 'movie_url'), start: Number(field(form, 'start')), end: Number(field(form, 'end')), title: field(form, 'title') }
  return attempt(() => write(call, params), `${call === 'saveScene' ? '장면' : '구간'}을 저장했습니다. 마이페이지에서 볼 수 있습니다.`)
}
