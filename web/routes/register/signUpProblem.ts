import { isEmailValid, isNameValid, isPasswordValid } from '../../../core/contract/index.ts'

const field = (form: FormData, name: string): string => String(form.get(name) ?? '')

/** What is wrong with a sign-up form, in Korean, or null: the account rules (core/contract/accountRules.ts) and the two agreements. */
export const signUpProblem = (form: FormData): string | null => {
  if (!isEmailValid(field(form, 'email'))) return '이메일 주소를 확인해 주세요. 예: name@example.com'
  if (!isPasswordValid(field(form, 'password'))) return '비밀번호가 아래 조건을 모두 만족해야 합니다.'
  if (field(form, 'password') !== field(form, 'password_confirm')) return '비밀번호 확인이 비밀번호와 다릅니다.'
  if (!isNameValid(field(form, 'name'))) return '이름을 1자 이상 20자 이하로 입력해 주세요.'
  if (form.get('agree_terms') === null || form.get('agree_privacy') === null) return '이용약관과 개인정보처리방침에 모두 동의해 주세요.'
  return null
}
