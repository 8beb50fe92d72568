import { ResultCode } from '../../../core/contract/index.ts'
import { type PageAct, field, tryWrite } from '../../data/actions.ts'
import { readWatching } from '../../data/watchingProfile.ts'

/**
 * /settings/account (docs/decisions/1440): the profile (name, picture), the password, or 이 기기 외
 * 모두 로그아웃, by the form's intent.
 */
export const act: PageAct = async ({ form, write, profileChanged }) => {
  const intent = field(form, 'intent')
  if (intent === 'profile') {
    return tryWrite(
      async () => {
        const changed = await write('profileUpdate', { name: field(form, 'name'), profile_picture: field(form, 'profile_picture') })
        profileChanged(changed)
        // The first profile carries the account's name and picture: who is watching is read again for the header.
        await readWatching()
        return changed
      },
      () => '프로필을 바꿨습니다.',
      { [ResultCode.parameterInvalid]: '이름은 1자 이상 20자 이하로 입력해 주세요.' },
    )
  }
  if (intent === 'password') {
    return tryWrite(
      () => write('passwordChange', { password: field(form, 'password'), new_password: field(form, 'new_password') }),
      (changed) => `비밀번호를 바꿨습니다.${changed.ended_sessions > 0 ? ` 다른 기기 ${changed.ended_sessions}대는 로그아웃되었습니다.` : ''}`,
      {
        [ResultCode.wrongPassword]: '현재 비밀번호가 올바르지 않습니다. 다시 입력하거나 비밀번호 찾기를 이용해 주세요.',
        [ResultCode.parameterInvalid]: '새 비밀번호가 규칙에 맞지 않습니다. 아래 규칙을 모두 지켜 주세요.',
      },
    )
  }
  if (intent === 'deviceLogout') {
    return tryWrite(
      () => write('deviceLogout', { device_id: field(form, 'device_id') }),
      () => '그 기기를 로그아웃했습니다. 재생 중이던 영상도 곧 멈춥니다.',
      { [ResultCode.dataNotFound]: '이미 로그아웃된 기기입니다.' },
    )
  }
  return tryWrite(
    () => write('endOtherSessions'),
    (ended) => (ended.ended_sessions > 0 ? `다른 기기 ${ended.ended_sessions}대를 로그아웃했습니다.` : '로그인한 다른 기기가 없습니다.'),
  )
}
