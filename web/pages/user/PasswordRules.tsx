import { passwordRules } from '../../../core/contract/index.ts'
import './AccountForms.css'

/** The password rules (core/contract/accountRules.ts), each ticked off as the viewer types. */
export function PasswordRules({ value, id }: { readonly value: string; readonly id?: string }) {
  return (
    <ul className="account__rules" id={id} aria-label="비밀번호 규칙">
      {passwordRules.map((rule) => {
        const holds = rule.holds(value)
        return (
          <li key={rule.label} data-holds={holds}>
            {holds ? '✓' : '○'} {rule.label}
            <span className="visually-hidden">{holds ? ' (지킴)' : ' (아직)'}</span>
          </li>
        )
      })}
    </ul>
  )
}
