import { ResultCode } from '../../../core/contract/index.ts'
import { type PageAct, type Words, field, tryWrite } from '../../data/actions.ts'

/** What an invite refusal tells the member to do next. */
const inviteNextStep: Words = {
  [ResultCode.inviteUseStopped]: '초대 이벤트가 끝나 초대 코드를 더 받지 않습니다. 진행 중인 다른 이벤트는 홈에서 볼 수 있습니다.',
  [ResultCode.inviteAlreadyUsedSameDevice]: '초대 코드는 한 기기(그리고 한 계정)에서 한 번만 쓸 수 있습니다. 내 초대 코드를 친구에게 보내 혜택을 받아 보세요.',
  [ResultCode.inviteNotFound]: '초대 코드를 찾을 수 없습니다. 친구에게 받은 코드를 다시 확인해 주세요. 내 코드는 쓸 수 없습니다.',
}

/** /event/invitePopup: a member who joined without a code uses a friend's (inviteApply). */
export const act: PageAct = async ({ form, write }) => {
  const code = field(form, 'invite_code').trim()
  if (!code) return { ok: false, message: '친구에게 받은 초대 코드를 입력해 주세요.' }
  return tryWrite(
    () => write('inviteApply', { invite_code: code }),
    (out) => `초대 코드 ${out.used_code}로 초대 혜택을 받았습니다.`,
    inviteNextStep,
  )
}
