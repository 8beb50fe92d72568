import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, isEmailValid, isNameValid, isPasswordValid, passwordRules } from '../../core/contract/index.ts'
import { signUpProblem } from '../../web/routes/register/signUpProblem.ts'

/**
 * The rules of a new account (core/contract/accountRules.ts), for every input: what is accepted
 * has each property the form lists, and taking any one property away is refused by that rule.
 * The form's own check (web/data/actions.ts) is the same judgement.
 */
const letters = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')
const digits = fc.constantFrom(...'0123456789')
const symbols = fc.constantFrom(...'!@#$%^&*()-_=+[]{};:\'",.<>/?~`|\\한글ㄱ★')
const nonSpace = fc.oneof(letters, digits, symbols)

/** A password with each property: a letter, a digit, a symbol, no space, 8 to 64 characters, in any order. */
const goodPassword = fc
  .tuple(letters, digits, symbols, fc.array(nonSpace, { minLength: PASSWORD_MIN - 3, maxLength: PASSWORD_MAX - 3 }))
  .chain(([l, d, s, rest]) => fc.shuffledSubarray([l, d, s, ...rest], { minLength: rest.length + 3 }))
  .map((chars) => chars.join(''))

const failing = (password: string) => passwordRules.filter((rule) => !rule.holds(password)).map((rule) => rule.label)
const labelOf = (start: string) => passwordRules.find((rule) => rule.label.startsWith(start) || rule.label.includes(start))!.label

/** Takes one property away from a good password; names the rule that must then refuse it. */
const withoutOne = (password: string): fc.Arbitrary<{ password: string; rule: string }> =>
  fc.oneof(
    fc.constant({ password: password.replace(/[A-Za-z]/g, '1'), rule: labelOf('영문') }),
    fc.constant({ password: password.replace(/\d/g, 'a'), rule: labelOf('숫자') }),
    fc.constant({ password: password.replace(/[^A-Za-z0-9\s]/g, 'z'), rule: labelOf('특수문자') }),
    fc
      .nat(password.length)
      .chain((at) =>
        fc.constantFrom(' ', '\t', '\u3000').map((space) => ({ password: password.slice(0, at) + space + password.slice(at), rule: labelOf('공백') })),
      ),
    fc.constant({ password: [...password].slice(0, PASSWORD_MIN - 1).join(''), rule: labelOf('자 이상') }),
    fc.constant({ password: password.padEnd(PASSWORD_MAX + 1, 'a'), rule: labelOf('자 이상') }),
  )

describe('password rules', () => {
  it('accept every password that has each property', () => {
    fc.assert(
      fc.property(goodPassword, (password) => {
        expect(failing(password)).toEqual([])
      }),
    )
  })

  it('refuse a password that lacks any one property, by that property’s rule', () => {
    fc.assert(
      fc.property(goodPassword.chain(withoutOne), ({ password, rule }) => {
        expect(isPasswordValid(password)).toBe(false)
        expect(failing(password)).toContain(rule)
      }),
    )
  })

  it('accept nothing that lacks a property, whatever the string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 70 }), fc.string({ unit: 'grapheme', maxLength: 70 }), goodPassword), (password) => {
        if (!isPasswordValid(password)) return
        const length = [...password].length
        expect(length >= PASSWORD_MIN && length <= PASSWORD_MAX).toBe(true)
        expect(/[A-Za-z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9\s]/.test(password) && !/\s/.test(password)).toBe(true)
      }),
    )
  })
})

describe('email and name rules', () => {
  it('accept an address only with one @, a local part, a dotted domain, no spaces, at most 254 characters', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.emailAddress(),
          fc.string({ maxLength: 40 }),
          fc.emailAddress().map((e) => e.replace('.', '')),
        ),
        (email) => {
          if (!isEmailValid(email)) return
          const value = email.trim()
          const [local, domain, ...more] = value.split('@')
          expect(more).toEqual([])
          expect(local!.length).toBeGreaterThan(0)
          expect(domain).toMatch(/^[^.]+(\.[^.]+)+$/)
          expect(value).not.toMatch(/\s/)
          expect(value.length).toBeLessThanOrEqual(EMAIL_MAX)
        },
      ),
    )
  })

  it('refuse a plain address once its @ is gone, a space is in it or its domain has no dot', () => {
    const plain = fc.tuple(fc.stringMatching(/^[a-z0-9._-]{1,20}$/), fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.constantFrom('com', 'co.kr', 'net'))
    fc.assert(
      fc.property(plain, ([local, host, tld]) => {
        fc.pre(!local.startsWith('.') && !local.endsWith('.') && !local.includes('..'))
        expect(isEmailValid(`${local}@${host}.${tld}`)).toBe(true)
        expect(isEmailValid(`${local}${host}.${tld}`)).toBe(false)
        expect(isEmailValid(`${local} x@${host}.${tld}`)).toBe(false)
        expect(isEmailValid(`${local}@${host}`)).toBe(false)
      }),
    )
  })

  it('accept a name of 1 to 20 characters once trimmed, Hangul or not, and nothing longer, blank or with a control character', () => {
    const hangul = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCharCode(c))
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: hangul, minLength: 1, maxLength: NAME_MAX }), fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 30 })),
        (name) => {
          const value = name.trim()
          const fits = [...value].length >= 1 && [...value].length <= NAME_MAX && !/[\u0000-\u001f\u007f]/.test(value)
          expect(isNameValid(name)).toBe(fits)
        },
      ),
    )
  })
})

describe('the sign-up form', () => {
  it('sends exactly what the rules accept (and only with both agreements and the password confirmed)', () => {
    const email = fc.oneof(fc.emailAddress(), fc.string({ maxLength: 20 }))
    const password = fc.oneof(
      goodPassword,
      goodPassword.chain(withoutOne).map((w) => w.password),
      fc.string({ maxLength: 20 }),
    )
    const name = fc.oneof(fc.string({ maxLength: 25 }), fc.constant('한새롬'))
    fc.assert(
      fc.property(email, password, name, fc.boolean(), fc.boolean(), fc.boolean(), (e, p, n, terms, privacy, confirmed) => {
        const form = new FormData()
        form.set('email', e)
        form.set('password', p)
        form.set('password_confirm', confirmed ? p : `${p}x`)
        form.set('name', n)
        if (terms) form.set('agree_terms', 'on')
        if (privacy) form.set('agree_privacy', 'on')
        const accepted = isEmailValid(e) && isPasswordValid(p) && isNameValid(n) && terms && privacy && confirmed
        expect(signUpProblem(form) === null).toBe(accepted)
      }),
    )
  })
})
