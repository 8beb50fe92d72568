import { ResultCode } from '../../../core/contract/index.ts'
import { type ActAt, type ActResult, type PageAct, field, signedIn, tryWrite } from '../../data/actions.ts'

/** -104, for a wrong password and an unknown email alike: the words say neither (docs/decisions/1832). */
export const LOGIN_REFUSED_MESSAGE = '이메일 또는 비밀번호가 올바르지 않습니다. 입력한 내용을 다시 확인해 주세요.'

/**
 * /login: email, password and 자동 로그인 into the session (or 간편 로그인's token, intent=social).
 * The page goes on to its return address once the session is a member's; a refusal comes back as
 * the code's Korean message.
 */
export const act: PageAct = async ({ form, signIn, write }) => {
  if (field(form, 'intent') === 'social') return socialLoginAct(form, signIn)
  const email = field(form, 'email').trim()
  const password = field(form, 'password')
  if (!email) return { ok: false, message: '이메일을 입력해 주세요.' }
  if (!password) return { ok: false, message: '비밀번호를 입력해 주세요.' }
  // 휴면 해제 (the login answered -125): wake the account, then log in as usual.
  if (field(form, 'intent') === 'reactivate') {
    const woken = await tryWrite(() => write('reactivate', { email, password }), '')
    if (!woken.ok) return woken
  }
  const result = signedIn(await signIn({ call: 'emailLogin', params: { email, password } }, form.get('auto_login') !== null))
  return result.code === ResultCode.wrongPassword ? { ...result, message: LOGIN_REFUSED_MESSAGE } : result
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
  const result = signedIn(await signIn({ call: 'socialLogin', params: { provider, id_token: idToken } }, form.get('auto_login') !== null))
  const message =
    result.code === ResultCode.accountAlreadyRegistered
      ? EMAIL_ACCOUNT_MESSAGE
      : result.code === ResultCode.loginError
        ? SOCIAL_REFUSED_MESSAGE
        : result.message
  return { ...result, message }
}
