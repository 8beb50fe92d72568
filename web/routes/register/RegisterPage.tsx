import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Link, Navigate, useFetcher, useSearchParams } from 'react-router'
import { ACCOUNTS_PER_DEVICE, ResultCode, isEmailValid, isNameValid, isPasswordValid } from '../../../core/contract/index.ts'
import { PageFrame } from '../../components/PageFrame.tsx'
import type { ActResult } from '../../data/actions.ts'
import { NewPasswordField } from '../../components/PasswordRules.tsx'
import { signUpProblem } from './signUpProblem.ts'
import { RETURN_PARAM, paths } from '../../paths.ts'
import { safeReturnPath } from '../../returnAddress.ts'
import { useSession } from '../../shell/hooks.ts'
import '../login/LoginPage.css'
import './RegisterPage.css'
// The page's writes (its route's action): in this module, so a form's write waits for no more code.
export { act } from './action.ts'

/** The sign-up link's invite code (`/user/register?invite=MINJI7`). */
const INVITE_PARAM = 'invite'

/** A refusal in Korean with the links that help next (docs/contract.md "Accounts": signUp's codes). */
const refusal = (result: ActResult, returnTo: string | undefined): { message: string; next: ReactNode } => {
  const login = paths.login(returnTo)
  switch (result.code) {
    case ResultCode.emailAlreadyRegistered:
      return {
        message: '이미 가입된 이메일입니다. 그 이메일로 로그인하거나, 비밀번호가 기억나지 않으면 비밀번호를 찾아 주세요.',
        next: (
          <>
            <Link to={login}>로그인</Link>
            <Link to={paths.findPassword()}>비밀번호 찾기</Link>
          </>
        ),
      }
    case ResultCode.accountAlreadyRegistered:
      return {
        message: '이 이메일은 간편 로그인(Google, Facebook, Apple, 카카오, 네이버)으로 가입된 계정입니다. 로그인 화면의 간편 로그인으로 로그인해 주세요.',
        next: <Link to={login}>간편 로그인으로 로그인</Link>,
      }
    case ResultCode.deviceAccountCountExceeded:
      return {
        message: `이 기기에서는 계정을 ${ACCOUNTS_PER_DEVICE}개까지 만들 수 있어 더 가입할 수 없습니다. 이미 만든 계정으로 로그인해 주세요.`,
        next: <Link to={login}>기존 계정으로 로그인</Link>,
      }
    case ResultCode.parameterInvalid:
      return { message: '입력한 내용이 가입 조건에 맞지 않습니다. 각 항목의 조건을 확인하고 다시 가입해 주세요.', next: null }
    default:
      return { message: `${result.message} 다시 가입하기를 눌러 주세요.`, next: null }
  }
}

/**
 * /user/register: sign-up by email (posted to the route's action, action.ts). The password's rules
 * are the auth host's own (core/contract/accountRules.ts), listed up front and ticked off as the
 * viewer types. A new member is signed in and welcomed on the taste step, which leads on to the
 * return address.
 */
export default function RegisterPage() {
  const [params] = useSearchParams()
  const returnTo = safeReturnPath(params.get(RETURN_PARAM), window.location.origin)
  const { isLogin } = useSession()
  const fetcher = useFetcher<ActResult>()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [name, setName] = useState('')
  const [agreeTerms, setAgreeTerms] = useState(false)
  const [agreePrivacy, setAgreePrivacy] = useState(false)
  const [invite, setInvite] = useState(() => params.get(INVITE_PARAM)?.trim() ?? '')
  const [keepSignedIn, setKeepSignedIn] = useState(true)
  const [problem, setProblem] = useState<string | null>(null)
  const [tried, setTried] = useState(false)
  const problemRef = useRef<HTMLDivElement>(null)
  const ids = {
    email: useId(),
    confirm: useId(),
    name: useId(),
    terms: useId(),
    privacy: useId(),
    invite: useId(),
    auto: useId(),
    problem: useId(),
  }
  const busy = fetcher.state !== 'idle'
  const refused = fetcher.data?.ok === false ? fetcher.data : undefined
  const shown = problem ? { message: problem, next: null } : refused ? refusal(refused, returnTo) : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the message changes, not at each render's new object
  useEffect(() => {
    if (shown) problemRef.current?.focus()
  }, [shown?.message])

  // Signed up just now: welcomed, and asked for their tastes, then on to where they were going.
  // Signed in already: straight there. While the sign-up is still answering, the session may
  // already say signed in (a slow machine): the page waits for the answer, or the welcome is lost.
  if (isLogin && !busy) return <Navigate to={fetcher.data?.ok ? paths.welcome(returnTo) : (returnTo ?? paths.home())} replace />

  // The form's own check first (the host checks again); nothing is sent while it fails or while busy.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setTried(true)
    const wrong = signUpProblem(new FormData(event.currentTarget))
    if (!busy && !wrong) return setProblem(null)
    event.preventDefault()
    if (!busy) setProblem(wrong)
  }
  const invalid = (bad: boolean) => (tried && bad) || undefined

  return (
    <PageFrame>
      <fetcher.Form method="post" className="login-form register-form" onSubmit={onSubmit} noValidate aria-describedby={shown ? ids.problem : undefined}>
        <div className="login-form__field">
          <label htmlFor={ids.email}>이메일</label>
          <input
            id={ids.email}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={invalid(!isEmailValid(email))}
          />
        </div>
        <NewPasswordField
          label="비밀번호"
          name="password"
          value={password}
          onChange={setPassword}
          className="login-form__field"
          invalid={invalid(!isPasswordValid(password))}
        />
        <div className="login-form__field">
          <label htmlFor={ids.confirm}>비밀번호 확인</label>
          <input
            id={ids.confirm}
            type="password"
            name="password_confirm"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            aria-invalid={invalid(confirm !== password)}
          />
        </div>
        <div className="login-form__field">
          <label htmlFor={ids.name}>이름</label>
          <input
            id={ids.name}
            name="name"
            autoComplete="name"
            required
            maxLength={40}
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={invalid(!isNameValid(name))}
          />
        </div>
        <fieldset className="register-agree">
          <legend>약관 동의 (필수)</legend>
          <div className="login-form__check">
            <input
              id={ids.terms}
              type="checkbox"
              name="agree_terms"
              required
              checked={agreeTerms}
              onChange={(e) => setAgreeTerms(e.target.checked)}
              aria-invalid={invalid(!agreeTerms)}
            />
            <label htmlFor={ids.terms}>이용약관에 동의합니다 (필수)</label>
            <Link className="register-agree__read" to={paths.agree()} target="_blank">
              이용약관 보기
            </Link>
          </div>
          <div className="login-form__check">
            <input
              id={ids.privacy}
              type="checkbox"
              name="agree_privacy"
              required
              checked={agreePrivacy}
              onChange={(e) => setAgreePrivacy(e.target.checked)}
              aria-invalid={invalid(!agreePrivacy)}
            />
            <label htmlFor={ids.privacy}>개인정보 수집·이용에 동의합니다 (필수)</label>
            <Link className="register-agree__read" to={paths.privacy()} target="_blank">
              개인정보처리방침 보기
            </Link>
          </div>
        </fieldset>
        <div className="login-form__field">
          <label htmlFor={ids.invite}>초대 코드 (선택)</label>
          <input id={ids.invite} name="invite_code" autoComplete="off" value={invite} onChange={(e) => setInvite(e.target.value)} />
        </div>
        <div className="login-form__check">
          <input id={ids.auto} type="checkbox" name="auto_login" checked={keepSignedIn} onChange={(e) => setKeepSignedIn(e.target.checked)} />
          <label htmlFor={ids.auto}>로그인 상태 유지</label>
        </div>
        {shown ? (
          <div id={ids.problem} ref={problemRef} tabIndex={-1} className="register-problem" role="alert">
            <p className="login-form__problem">{shown.message}</p>
            {shown.next ? <p className="register-problem__next">{shown.next}</p> : null}
          </div>
        ) : null}
        <button type="submit" className="button button--primary login-form__submit" aria-disabled={busy}>
          {busy ? '가입 중…' : '가입하기'}
        </button>
      </fetcher.Form>
      <nav className="login-links register-links" aria-label="계정 도움">
        <span>이미 계정이 있나요?</span>
        <Link to={paths.login(returnTo)}>로그인</Link>
      </nav>
    </PageFrame>
  )
}
