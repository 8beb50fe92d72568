import type { ActResult } from '../data/actions.ts'
import './AccountForms.css'

/** An account form's outcome line: the Korean result, said to screen readers as it comes. */
export function Outcome({ result }: { readonly result: ActResult | undefined }) {
  return (
    <p className={`account__message account__message--${result ? (result.ok ? 'ok' : 'problem') : 'none'}`} role={result?.ok === false ? 'alert' : 'status'}>
      {result?.message ?? ''}
    </p>
  )
}
