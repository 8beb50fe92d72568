import { type PageAct, field, signedIn } from '../../data/actions.ts'

/**
 * /user/register: a new email account, then signed in as it (로그인 상태 유지 keeps it). The page
 * goes on to its return address once the session is the member's; a refusal comes back with the
 * host's code, so the page can offer the next step (로그인, 비밀번호 찾기, 간편 로그인).
 */
export const act: PageAct = async ({ form, signIn }) => {
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
  return signedIn(await signIn({ call: 'signUp', params }, form.get('auto_login') !== null))
}
