/**
 * What a new account's fields must be, for the sign-up form (checked as the viewer types) and the
 * auth host (checked again) alike (docs/decisions/1410). Each rule is a Korean sentence, so the
 * form shows the rules up front and ticks them off.
 */

export interface Rule {
  /** The rule as the form lists it. */
  readonly label: string
  readonly holds: (value: string) => boolean
}

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 64

/** The password rules (NIST 800-63B length, plus the letter/digit/symbol mix Korean services ask for). */
export const passwordRules: readonly Rule[] = [
  { label: `${PASSWORD_MIN}자 이상 ${PASSWORD_MAX}자 이하`, holds: (v) => [...v].length >= PASSWORD_MIN && [...v].length <= PASSWORD_MAX },
  { label: '영문 포함', holds: (v) => /[A-Za-z]/.test(v) },
  { label: '숫자 포함', holds: (v) => /\d/.test(v) },
  { label: '특수문자 포함', holds: (v) => /[^A-Za-z0-9\s]/.test(v) },
  { label: '공백 없음', holds: (v) => !/\s/.test(v) },
]

export const isPasswordValid = (password: string): boolean => passwordRules.every((rule) => rule.holds(password))

export const EMAIL_MAX = 254

/** An address the site can write to: one @, a local part, a dotted domain, no spaces (the HTML form's own rule, stricter on the domain). */
export const isEmailValid = (email: string): boolean => {
  const value = email.trim()
  if (value.length === 0 || value.length > EMAIL_MAX) return false
  return /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/.test(value)
}

export const NAME_MAX = 20

/** A display name: 1 to 20 characters once trimmed, no control characters. */
export const isNameValid = (name: string): boolean => {
  const value = name.trim()
  return [...value].length >= 1 && [...value].length <= NAME_MAX && !/[\u0000-\u001f\u007f]/.test(value)
}

/** Accounts one device may make (-204 beyond): a stand-in rule, as Korean services cap sign-ups per phone. */
export const ACCOUNTS_PER_DEVICE = 3
