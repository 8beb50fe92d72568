import { type FormEvent, useId, useState } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router'
import { PageFrame } from '../../components/PageFrame.tsx'
import { RETURN_PARAM, paths } from '../../paths.ts'
import { safeReturnPath } from '../../returnAddress.ts'
import { useSession } from '../../shell/hooks.ts'
import { useSessionActions } from '../../shell/useSessionActions.ts'
import { TestId } from '../../testids.ts'
import { SocialLogin } from './SocialLogin.tsx'
import './LoginPage.css'

/**
 * /login: email, password and 자동 로그인. A successful login goes to the return address
 * (?return_url=, same-origin only) or home; a failure shows the code's Korean message.
 */
export default function LoginPage() {
  const [params] = useSearchParams()
  const returnTo = safeReturnPath(params.get(RETURN_PARAM), window.location.origin) ?? paths.home()
  const { isLogin } = useSession()
  const { emailLogin } = useSessionActions()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [keepSignedIn, setKeepSignedIn] = useState(true)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const ids = { email: useId(), password: useId(), auto: useId(), problem: useId() }

  // Signed in (just now, or already): on to where the viewer was going.
  if (isLogin) return <Navigate to={returnTo} replace />

  // The submit button stays focusable while busy (aria-disabled), so focus can return to it after an alert.
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!email.trim()) return setProblem('이메일을 입력해 주세요.')
    if (!password) return setProblem('비밀번호를 입력해 주세요.')
    setProblem(null)
    setBusy(true)
    try {
      await emailLogin({ email: email.trim(), password, keepSignedIn })
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageFrame>
      <form className="login-form" data-testid={TestId.loginForm} onSubmit={(e) => void onSubmit(e)} noValidate aria-describedby={problem ? ids.problem : undefined}>
        <div className="login-form__field">
          <label htmlFor={ids.email}>이메일</label>
          <input
            id={ids.email}
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
      </form>
      <nav className="login-links" aria-label="계정 도움">
        <Link to={paths.findPassword()}>비밀번호 찾기</Link>
        <Link to={paths.register()}>회원가입</Link>
      </nav>
      <SocialLogin />
    </PageFrame>
  )
}
