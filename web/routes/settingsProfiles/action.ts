import { type PageAct, field, tryWrite } from '../../data/actions.ts'
import { profileWords } from '../../data/profileWords.ts'

/** Only what the form filled: an empty field leaves that part as it is. */
const filled = (form: FormData, names: readonly string[]): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, field(form, name)] as const).filter(([, value]) => value !== ''))

/** /settings/profiles: add, edit, pin (set or remove) or remove, by the form's intent. */
export const act: PageAct = ({ form, write }) => {
  const intent = field(form, 'intent')
  const profileId = field(form, 'profile_id')
  // The page asks for it as soon as the choice lets the profile see more; the host checks it either way.
  if (field(form, 'needs_password') && !field(form, 'password'))
    return Promise.resolve({ ok: false, message: '더 높은 시청 연령을 보려면 계정 비밀번호를 입력해 주세요.' })
  if (intent === 'add') {
    if (!field(form, 'name').trim()) return Promise.resolve({ ok: false, message: '프로필 이름을 입력해 주세요.' })
    return tryWrite(
      () => write('profileAdd', filled(form, ['name', 'picture', 'kind', 'age_limit', 'password'])),
      `${field(form, 'name').trim()} 프로필을 만들었습니다.`,
      profileWords,
    )
  }
  if (intent === 'edit') {
    return tryWrite(
      () => write('profileEdit', { profile_id: profileId, ...filled(form, ['name', 'picture', 'kind', 'age_limit', 'password']) }),
      '프로필을 바꿨습니다.',
      profileWords,
    )
  }
  if (intent === 'pin') {
    const pin = field(form, 'pin')
    if (pin !== '' && !/^\d{4}$/.test(pin)) return Promise.resolve({ ok: false, message: 'PIN 번호는 숫자 4자리로 입력해 주세요.' })
    if (!field(form, 'password')) return Promise.resolve({ ok: false, message: '계정 비밀번호를 입력해 주세요.' })
    return tryWrite(
      () => write('profilePin', { profile_id: profileId, pin, password: field(form, 'password') }),
      pin ? 'PIN 번호를 정했습니다.' : 'PIN 잠금을 풀었습니다.',
      profileWords,
    )
  }
  return tryWrite(() => write('profileRemove', { profile_id: profileId, ...filled(form, ['password']) }), '프로필을 지웠습니다.', profileWords)
}
