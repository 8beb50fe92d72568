import { viewerMessageOf } from '../../core/app/commands.ts'
import { ResultCode, resultCodeOf } from '../../core/contract/index.ts'
import type { ActResult, PageAct } from './actions.ts'

/**
 * /cert's and /event/invitePopup's writes as route actions (docs/decisions/1450, 1451): the
 * adult verification's two steps and using an invite code, each refusal in Korean with the next
 * step the page offers.
 */

/** /cert's identity fields as the calls name them. */
export interface Identity {
  readonly name: string
  readonly birth_date: string
  readonly phone: string
}

/** What is wrong with the identity fields, in Korean, or null (the host checks again). */
export const identityProblem = (id: Identity): string | null => {
  if (!id.name.trim()) return '이름을 입력해 주세요.'
  if (!/^\d{8}$/.test(id.birth_date)) return '생년월일 8자리를 숫자로 입력해 주세요. 예: 19900101'
  if (!/^01\d{8,9}$/.test(id.phone)) return '휴대폰 번호를 숫자만 입력해 주세요. 예: 01012345678'
  return null
}

const field = (form: FormData, name: string): string => String(form.get(name) ?? '')

/** /cert's words for a refusal: the step's own sentence where the table's generic one would mislead (-11 names no address here). */
const certRefusal = (error: unknown, intent: 'request' | 'verify'): ActResult => {
  const code = resultCodeOf(error)
  const message =
    code !== ResultCode.parameterInvalid
      ? viewerMessageOf(error)
      : intent === 'request'
        ? '입력한 정보를 확인해 주세요. 이름, 생년월일 8자리, 휴대폰 번호(숫자만)가 맞는지 보고 다시 인증번호를 받아 주세요.'
        : '인증번호를 받은 정보와 다릅니다. 정보 고치기를 눌러 인증번호를 다시 받아 주세요.'
  return { ok: false, message, ...(code === undefined ? {} : { code }) }
}

/**
 * /cert: `intent=request` sends the code (adultCertRequest); `intent=verify` checks it
 * (adultVerify) and turns the session's adult flag Y, so the page goes back to where it was asked.
 */
export const certAct: PageAct = async ({ form, write, adultVerified }) => {
  const identity: Identity = { name: field(form, 'name'), birth_date: field(form, 'birth_date'), phone: field(form, 'phone') }
  const wrong = identityProblem(identity)
  if (wrong) return { ok: false, message: wrong }
  if (field(form, 'intent') === 'request') {
    try {
      const out = await write('adultCertRequest', { ...identity })
      return { ok: true, message: `인증번호를 보냈습니다. ${Math.round(out.expires_in / 60)}분 안에 입력해 주세요.` }
    } catch (error) {
      return certRefusal(error, 'request')
    }
  }
  const code = field(form, 'cert_code')
  if (!/^\d{6}$/.test(code)) return { ok: false, message: '인증번호 6자리를 입력해 주세요.' }
  try {
    await write('adultVerify', { ...identity, cert_code: code })
  } catch (error) {
    return certRefusal(error, 'verify')
  }
  adultVerified()
  return { ok: true, message: '성인 인증을 마쳤습니다. 1년 동안 이 계정으로 성인 콘텐츠를 볼 수 있습니다.' }
}

/** What an invite refusal tells the member to do next. */
const inviteNextStep: Readonly<Record<number, string>> = {
  [ResultCode.inviteUseStopped]: '초대 이벤트가 끝나 초대 코드를 더 받지 않습니다. 진행 중인 다른 이벤트는 홈에서 볼 수 있습니다.',
  [ResultCode.inviteAlreadyUsedSameDevice]: '초대 코드는 한 기기(그리고 한 계정)에서 한 번만 쓸 수 있습니다. 내 초대 코드를 친구에게 보내 혜택을 받아 보세요.',
  [ResultCode.inviteNotFound]: '초대 코드를 찾을 수 없습니다. 친구에게 받은 코드를 다시 확인해 주세요. 내 코드는 쓸 수 없습니다.',
}

/** /event/invitePopup: a member who joined without a code uses a friend's (inviteApply). */
export const inviteAct: PageAct = async ({ form, write }) => {
  const code = field(form, 'invite_code').trim()
  if (!code) return { ok: false, message: '친구에게 받은 초대 코드를 입력해 주세요.' }
  try {
    const out = await write('inviteApply', { invite_code: code })
    return { ok: true, message: `초대 코드 ${out.used_code}로 초대 혜택을 받았습니다.` }
  } catch (error) {
    const refused = resultCodeOf(error)
    return {
      ok: false,
      message: (refused !== undefined ? inviteNextStep[refused] : undefined) ?? viewerMessageOf(error),
      ...(refused === undefined ? {} : { code: refused }),
    }
  }
}
