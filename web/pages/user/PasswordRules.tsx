import { passwordRules } from '../../../core/contract/index.ts'
import './PasswordRules.css'

/**
 * The password rules (core/contract/accountRules.ts) under a new password's field, each ticked off
 * as the viewer types, and one polite line for screen readers saying what is still missing. The
 * same on sign-up, a password change and a password reset.
 */
export function PasswordRules({ value, id }: { readonly value: string; readonly id?: string }) {
  const missing = passwordRules.filter((rule) => !rule.holds(value)).map((rule) => rule.label)
  return (
    <>
      <ul className="password-rules" id={id} aria-label="비밀번호 조건">
        {passwordRules.map((rule) => {
          const holds = rule.holds(value)
          return (
            <li key={rule.label} className="password-rules__rule" data-holds={holds}>
              <span aria-hidden="true">{holds ? '✓' : '·'}</span> {rule.label}
              <span className="visually-hidden">{holds ? ' 충족' : ' 미충족'}</span>
            </li>
          )
        })}
      </ul>
      <p className="password-rules__status" aria-live="polite">
        {value === '' ? '' : missing.length === 0 ? '비밀번호 조건을 모두 만족합니다.' : `남은 조건: ${missing.join(', ')}`}
      </p>
    </>
  )
}
