import { viewerMessageOf } from '../../core/app/commands.ts'
import { ResultCode, resultCodeOf } from '../../core/contract/index.ts'
import { type ActResult, type PageAct, field } from './actions.ts'
import { profileSwitched } from './watchingProfile.ts'

/**
 * The profiles' writes (docs/decisions/1902): 누가 보나요?'s choice and PIN, and 관리's add, edit,
 * PIN and remove. A refusal comes back in these pages' own Korean words where the code's general
 * message would not say what to do next (tries left, until when, which password).
 */

/** What the host answered beside a refusal (tries_left, retry_after). */
const detailOf = (error: unknown): { tries_left?: unknown; retry_after?: unknown } => {
  const output = typeof error === 'object' && error !== null && 'output' in error ? (error as { output?: unknown }).output : undefined
  return typeof output === 'object' && output !== null ? output : {}
}

/** The hour and minute `seconds` from now on this device's clock, as the page says it (15시 42분). */
export const untilClock = (seconds: number, now = Date.now()): string => {
  const at = new Date(now + seconds * 1000)
  return `${at.getHours()}시 ${String(at.getMinutes()).padStart(2, '0')}분`
}

const PASSWORD_WORDS: Partial<Record<number, string>> = {
  [ResultCode.wrongPassword]: '계정 비밀번호가 맞지 않습니다. 다시 입력해 주세요.',
  [ResultCode.adultVerificationRequired]: '19세 이상 관람가는 계정의 성인 인증을 마친 뒤에 고를 수 있습니다.',
  [ResultCode.profileCountLimit]: '프로필은 한 계정에 5개까지 만들 수 있습니다.',
  [ResultCode.lastProfile]: '계정의 첫 프로필은 지울 수 없습니다. 계정에는 늘 프로필이 하나 이상 있어야 하기 때문입니다.',
  [ResultCode.kidsProfileCannotManage]: '키즈 프로필에서는 프로필을 관리할 수 없습니다. 보호자 프로필로 바꾼 뒤 다시 시도해 주세요.',
}

/** The write's answer, or the refusal in Korean (this page's sentence for the codes it names, else the code's). */
const tryWrite = async (send: () => Promise<unknown>, done: string, words: Partial<Record<number, string>> = PASSWORD_WORDS): Promise<ActResult> => {
  try {
    await send()
    return { ok: true, message: done }
  } catch (error) {
    const code = resultCodeOf(error)
    return { ok: false, message: (code === undefined ? undefined : words[code]) ?? viewerMessageOf(error), ...(code === undefined ? {} : { code }) }
  }
}

/** A wrong or closed PIN, said with the tries left or until when. */
const pinRefusal = (error: unknown): ActResult => {
  const code = resultCodeOf(error)
  const detail = detailOf(error)
  if (code === ResultCode.profilePinWrong) {
    const left = typeof detail.tries_left === 'number' ? detail.tries_left : undefined
    return { ok: false, code, message: `PIN 번호가 맞지 않습니다.${left === undefined ? '' : ` 남은 기회는 ${left}번입니다.`}` }
  }
  if (code === ResultCode.profilePinLocked) {
    const seconds = typeof detail.retry_after === 'number' ? detail.retry_after : undefined
    const until = seconds === undefined ? '' : ` ${untilClock(seconds)}부터 다시 열 수 있습니다.`
    return { ok: false, code, message: `PIN 번호를 5번 틀려 이 프로필이 잠겼습니다.${until} PIN 번호를 잊었다면 계정 비밀번호로 다시 정해 주세요.` }
  }
  return { ok: false, message: viewerMessageOf(error), ...(code === undefined ? {} : { code }) }
}

/** /profiles: watch as the chosen profile (intent select, with its PIN), or reset a forgotten PIN (intent resetPin). */
export const profilePickAct: PageAct = async ({ form, write }) => {
  const profileId = field(form, 'profile_id')
  if (field(form, 'intent') === 'resetPin') {
    const pin = field(form, 'pin')
    if (!/^\d{4}$/.test(pin)) return { ok: false, message: '새 PIN 번호는 숫자 4자리로 입력해 주세요.' }
    if (!field(form, 'password')) return { ok: false, message: '계정 비밀번호를 입력해 주세요.' }
    return tryWrite(
      () => write('profilePin', { profile_id: profileId, pin, password: field(form, 'password') }),
      'PIN 번호를 다시 정했습니다. 새 PIN 번호로 열어 주세요.',
    )
  }
  try {
    const chosen = await write('profileSelect', { profile_id: profileId, pin: field(form, 'pin') })
    profileSwitched(chosen)
    return { ok: true, message: `${chosen.name} 프로필로 봅니다.` }
  } catch (error) {
    return pinRefusal(error)
  }
}

/** Only what the form filled: an empty field leaves that part as it is. */
const filled = (form: FormData, names: readonly string[]): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, field(form, name)] as const).filter(([, value]) => value !== ''))

/** /settings/profiles: add, edit, pin (set or remove) or remove, by the form's intent. */
export const profileManageAct: PageAct = ({ form, write }) => {
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
    )
  }
  if (intent === 'edit') {
    return tryWrite(
      () => write('profileEdit', { profile_id: profileId, ...filled(form, ['name', 'picture', 'kind', 'age_limit', 'password']) }),
      '프로필을 바꿨습니다.',
    )
  }
  if (intent === 'pin') {
    const pin = field(form, 'pin')
    if (pin !== '' && !/^\d{4}$/.test(pin)) return Promise.resolve({ ok: false, message: 'PIN 번호는 숫자 4자리로 입력해 주세요.' })
    if (!field(form, 'password')) return Promise.resolve({ ok: false, message: '계정 비밀번호를 입력해 주세요.' })
    return tryWrite(
      () => write('profilePin', { profile_id: profileId, pin, password: field(form, 'password') }),
      pin ? 'PIN 번호를 정했습니다.' : 'PIN 잠금을 풀었습니다.',
    )
  }
  return tryWrite(() => write('profileRemove', { profile_id: profileId, ...filled(form, ['password']) }), '프로필을 지웠습니다.')
}
