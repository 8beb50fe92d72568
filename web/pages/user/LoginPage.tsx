import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { Link, Navigate, useFetcher, useSearchParams } from 'react-router'
import type { ActResult } from '../../data/actions.ts'
import { PageFrame } from '../../components/PageFrame.tsx'
import { RETURN_PARAM, paths } from '../../paths.ts'
import { safeReturnPath } from '../../returnAddress.ts'
import { useSession } from '../../shell/hooks.ts'
import { useApp } from '../../shell/appContext.ts'
import { TestId } from '../../testids.ts'
import { SocialLogin } from './SocialLogin.tsx'
import './LoginPage.css'

/**
 * /login: email, password and 자동 로그인, posted to the route's action (loginAct). A successful
 * login goes to the return address (?return_url=, same-origin only) or home; a refusal shows the
 * code's Korean message in the alert.
 */
export default function LoginPage() {
  const [params] = useSearchParams()
  const given = safeReturnPath(params.get(RETURN_PARAM), window.location.origin)
  const returnTo = given ?? paths.home()
  const { isLogin } = useSession()
  const { commands } = useApp()
  const fetcher = useFetcher<ActResult>()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [keepSignedIn, setKeepSignedIn] = useState(true)
  const [problem, setProblem] = useState<string | null>(null)
  const busy = fetcher.state !== 'idle'
  const refused = fetcher.data?.ok === false ? fetcher.data : undefined
  useEffect(() => {
    if (refused) void commands.showAlert({ title: '로그인 실패', message: refused.message })
  }, [refused, commands])
  const ids = { email: useId(), password: useId(), auto: useId(), problem: useId() }
  const emailInput = useRef<HTMLInputElement>(null)
  // 간편 로그인 found an email account (-49): this form is the way in, with the reason beside it.
  const toEmailForm = useCallback((reason: string) => {
    setProblem(reason)
    emailInput.current?.focus()
  }, [])

  // Signed in (just now, or already): on to where the viewer was going.
  if (isLogin) return <Navigate to={returnTo} replace />

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
      <fetcher.Form method="post" className="login-form" data-testid={TestId.loginForm} onSubmit={onSubmit} noValidate aria-describedby={problem ? ids.problem : undefined}>
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
      <nav className="login-links" aria-label="계정 도움">
        <Link to={paths.findPassword()}>비밀번호 찾기</Link>
        <Link to={paths.register(given)}>회원가입</Link>
      </nav>
      <SocialLogin keepSignedIn={keepSignedIn} onEmailAccount={toEmailForm} />
    </PageFrame>
  )
}
