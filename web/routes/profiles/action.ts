import { ResultCode, resultCodeOf } from '../../../core/contract/index.ts'
import { type ActResult, type PageAct, field, refusal, tryWrite } from '../../data/actions.ts'
import { profileWords } from '../../data/profileWords.ts'
import { profileSwitched } from '../../data/watchingProfile.ts'

/** What the host answered beside a refusal (tries_left, retry_after). */
const detailOf = (error: unknown): { tries_left?: unknown; retry_after?: unknown } => {
  const output = typeof error === 'object' && error !== null && 'output' in error ? (error as { output?: unknown }).output : undefined
  return typeof output === 'object' && output !== null ? output : {}
}

/** The hour and minute `seconds` from now on this device's clock, as the page says it (15시 42분). */
const untilClock = (seconds: number, now = Date.now()): string => {
  const at = new Date(now + seconds * 1000)
  return `${at.getHours()}시 ${String(at.getMinutes()).padStart(2, '0')}분`
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
  return refusal(error)
}

/** /profiles: watch as the chosen profile (intent select, with its PIN), or reset a forgotten PIN (intent resetPin). */
export const act: PageAct = async ({ form, write }) => {
  const profileId = field(form, 'profile_id')
  if (field(form, 'intent') === 'resetPin') {
    const pin = field(form, 'pin')
    if (!/^\d{4}$/.test(pin)) return { ok: false, message: '새 PIN 번호는 숫자 4자리로 입력해 주세요.' }
    if (!field(form, 'password')) return { ok: false, message: '계정 비밀번호를 입력해 주세요.' }
    return tryWrite(
      () => write('profilePin', { profile_id: profileId, pin, password: field(form, 'password') }),
      'PIN 번호를 다시 정했습니다. 새 PIN 번호로 열어 주세요.',
      profileWords,
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
