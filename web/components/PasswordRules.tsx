import { useId } from 'react'
import { passwordRules } from '../../core/contract/index.ts'
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

/** A new password's field (sign-up, password change, reset): its label, the input and its rules under it. */
export function NewPasswordField(props: {
  readonly label: string
  readonly name: string
  readonly value: string
  readonly onChange: (value: string) => void
  /** The form's field class (the login form's or the account forms'). */
  readonly className: string
  readonly invalid?: boolean | undefined
}) {
  const ids = { input: useId(), rules: useId() }
  return (
    <div className={props.className}>
      <label htmlFor={ids.input}>{props.label}</label>
      <input
        id={ids.input}
        type="password"
        name={props.name}
        autoComplete="new-password"
        required
        aria-describedby={ids.rules}
        aria-invalid={props.invalid}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <PasswordRules value={props.value} id={ids.rules} />
    </div>
  )
}
