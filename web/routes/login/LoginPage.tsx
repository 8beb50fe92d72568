import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { Link, Navigate, useFetcher, useSearchParams } from 'react-router'
import { ResultCode } from '../../../core/contract/index.ts'
import type { ActResult } from '../../data/actions.ts'
import { PageFrame } from '../../components/PageFrame.tsx'
import { RETURN_PARAM, paths } from '../../paths.ts'
import { safeReturnPath } from '../../returnAddress.ts'
import { useSession } from '../../shell/hooks.ts'
import { useApp } from '../../shell/appContext.ts'
import { TestId } from '../../testids.ts'
import { SocialLogin } from './SocialLogin.tsx'
import './LoginPage.css'
// The page's writes (its route's action): in this module, so a form's write waits for no more code.
export { act } from './action.ts'

/**
 * /login: email, password and 자동 로그인, posted to the route's action (action.ts). A successful
 * login goes to the return address (?return_url=, same-origin only) or home; a refusal shows the
 * code's Korean message in the alert.
 */
export default function LoginPage() {
  const [params] = useSearchParams()
  const given = safeReturnPath(params.get(RETURN_PARAM), window.location.origin)
  const returnTo = given ?? paths.home()
  const { isLogin } = useSession()
  // Drawn for a guest: a member session from here on is this page's login.
  const signedInHere = useRef(!isLogin)
  const { commands } = useApp()
  const fetcher = useFetcher<ActResult>()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [keepSignedIn, setKeepSignedIn] = useState(true)
  const [problem, setProblem] = useState<string | null>(null)
  const busy = fetcher.state !== 'idle'
  const refused = fetcher.data?.ok === false ? fetcher.data : undefined
  // A dormant account (-125) is offered 휴면 해제 on the page instead of an alert.
  const dormant = refused?.code === ResultCode.dormantAccount
  useEffect(() => {
    if (refused && !dormant) void commands.showAlert({ title: '로그인 실패', message: refused.message })
  }, [refused, dormant, commands])
  const ids = { email: useId(), password: useId(), auto: useId(), problem: useId() }
  const emailInput = useRef<HTMLInputElement>(null)
  // 간편 로그인 found an email account (-49): this form is the way in, with the reason beside it.
  const toEmailForm = useCallback((reason: string) => {
    setProblem(reason)
    emailInput.current?.focus()
  }, [])

  // Signed in just now: 누가 보나요? first (it goes straight on for an account with one profile);
  // already signed in: on to where the viewer was going.
  if (isLogin) return <Navigate to={signedInHere.current ? paths.profiles(returnTo, true) : returnTo} replace />

  // The submit button stays focusable while busy (aria-disabled), so focus can return to it after an
  // alert. A missing field is said at once, next to the form; nothing is sent then.
  const onSubmit = (event: FormEvent) => {
    const missing = !email.trim() ? '이메일을 입력해 주세요.' : !password ? '비밀번호를 입력해 주세요.' : null
    if (!busy && !missing) return setProblem(null)
    event.preventDefault()
    if (!busy) setProblem(missing)
  }

  return (
    <PageFrame>
      <fetcher.Form
        method="post"
        className="login-form"
        data-testid={TestId.loginForm}
        onSubmit={onSubmit}
        noValidate
        aria-describedby={problem ? ids.problem : undefined}
      >
        <div className="login-form__field">
          <label htmlFor={ids.email}>이메일</label>
          <input
            id={ids.email}
            ref={emailInput}
            data-testid={TestId.loginEmail}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={problem !== null && !email.trim()}
          />
        </div>
        <div className="login-form__field">
          <label htmlFor={ids.password}>비밀번호</label>
          <input
            id={ids.password}
            data-testid={TestId.loginPassword}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={problem !== null && email.trim() !== '' && !password}
          />
        </div>
        <div className="login-form__check">
          <input
            id={ids.auto}
            data-testid={TestId.loginAuto}
            type="checkbox"
            name="auto_login"
            checked={keepSignedIn}
            onChange={(e) => setKeepSignedIn(e.target.checked)}
          />
          <label htmlFor={ids.auto}>자동 로그인</label>
        </div>
        {problem ? (
          <p id={ids.problem} className="login-form__problem" role="alert" data-testid={TestId.loginError}>
            {problem}
          </p>
        ) : null}
        <button type="submit" className="button button--primary login-form__submit" data-testid={TestId.loginSubmit} aria-disabled={busy}>
          {busy ? '로그인 중…' : '로그인'}
        </button>
      </fetcher.Form>
      {dormant ? (
        <fetcher.Form method="post" className="login-dormant" role="region" aria-label="휴면 계정 해제">
          <h2>휴면 계정입니다</h2>
          <p>1년 넘게 로그인하지 않아 계정이 휴면 상태로 바뀌었습니다. 휴면을 해제하면 바로 로그인하고, 시청 기록과 저장한 영상도 그대로 이용할 수 있습니다.</p>
          <input type="hidden" name="intent" value="reactivate" />
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="password" value={password} />
          {keepSignedIn ? <input type="hidden" name="auto_login" value="1" /> : null}
          <button type="submit" className="button button--primary login-form__submit" aria-disabled={busy}>
            {busy ? '해제하는 중…' : '휴면 해제하고 로그인'}
          </button>
        </fetcher.Form>
      ) : null}
      <nav className="login-links" aria-label="계정 도움">
        <Link to={paths.findPassword()}>비밀번호 찾기</Link>
        <Link to={paths.register(given)}>회원가입</Link>
      </nav>
      <SocialLogin keepSignedIn={keepSignedIn} onEmailAccount={toEmailForm} />
    </PageFrame>
  )
}
