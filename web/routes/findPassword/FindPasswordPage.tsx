import { useId, useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { ResultCode } from '../../../core/contract/index.ts'
import { PageFrame } from '../../components/PageFrame.tsx'
import type { ActResult } from '../../data/actions.ts'
import { paths } from '../../paths.ts'
import { Outcome } from '../../components/Outcome.tsx'
import { NewPasswordField } from '../../components/PasswordRules.tsx'
import '../../components/AccountForms.css'
// The page's writes (its route's action): in this module, so a form's write waits for no more code.
export { act } from './action.ts'

/**
 * /user/findPassword (docs/decisions/1440): the email gets a temporary password (the stand-in
 * prints it to its log), then the temporary password and a new one, the rules ticked off as the
 * viewer types, set the password; 로그인 follows with the new one.
 */
export default function FindPasswordPage() {
  const asked = useFetcher<ActResult>()
  const reset = useFetcher<ActResult>()
  const [email, setEmail] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const ids = { email: useId(), code: useId() }
  const sent = asked.data?.ok === true
  const expired = reset.data?.code === ResultCode.temporaryPasswordExpired

  if (reset.data?.ok) {
    return (
      <PageFrame>
        <section className="account">
          <Outcome result={reset.data} />
          <Link className="button button--primary account__button" to={paths.login()}>
            로그인하기
          </Link>
        </section>
      </PageFrame>
    )
  }

  return (
    <PageFrame>
      <div className="account">
        <asked.Form method="post" className="account__form">
          <p className="account__lead">가입한 이메일로 임시 비밀번호를 보내 드립니다. 임시 비밀번호로 새 비밀번호를 정해 주세요.</p>
          <input type="hidden" name="intent" value="request" />
          <div className="account__field">
            <label htmlFor={ids.email}>가입한 이메일</label>
            <input
              id={ids.email}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <button type="submit" className={`button ${sent ? '' : 'button--primary'} account__button`} aria-disabled={asked.state !== 'idle'}>
            {sent ? '임시 비밀번호 다시 받기' : '임시 비밀번호 받기'}
          </button>
          <Outcome result={asked.data} />
          {sent ? <Link to={paths.register()}>회원가입하기</Link> : null}
        </asked.Form>
        {sent ? (
          <reset.Form method="post" className="account__form">
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="email" value={email} />
            <div className="account__field">
              <label htmlFor={ids.code}>임시 비밀번호</label>
              <input id={ids.code} name="temp_password" autoComplete="one-time-code" required spellCheck={false} autoCapitalize="off" />
            </div>
            <NewPasswordField label="새 비밀번호" name="new_password" value={newPassword} onChange={setNewPassword} className="account__field" />
            <button type="submit" className="button button--primary account__button" aria-disabled={reset.state !== 'idle'}>
              비밀번호 바꾸기
            </button>
            <Outcome result={reset.data} />
            {expired ? <p className="account__lead">위의 ‘임시 비밀번호 다시 받기’를 누르면 새 임시 비밀번호를 보내 드립니다.</p> : null}
          </reset.Form>
        ) : null}
      </div>
    </PageFrame>
  )
}
