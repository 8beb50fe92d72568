import { viewerMessageOf } from '../../core/app/commands.ts'
import { ResultCode, resultCodeOf } from '../../core/contract/index.ts'
import { type ActResult, type PageAct, field } from './actions.ts'
import { readWatching } from './watchingProfile.ts'

/**
 * The account pages' writes (docs/decisions/1440): 비밀번호 찾기, the account page's profile,
 * password and devices, and 회원 탈퇴. A refusal comes back in this page's own Korean words where
 * the code's general message would not say what to do next.
 */

/** The write's answer, or the refusal in Korean (a page's own sentence for the codes it names). */
const tryWrite = async <A>(send: () => Promise<A>, done: (answer: A) => string, words: Partial<Record<number, string>> = {}): Promise<ActResult> => {
  try {
    return { ok: true, message: done(await send()) }
  } catch (error) {
    const code = resultCodeOf(error)
    return { ok: false, message: (code === undefined ? undefined : words[code]) ?? viewerMessageOf(error), ...(code === undefined ? {} : { code }) }
  }
}

/** /user/findPassword: ask for a temporary password (intent request), then set a new password with it. */
export const findPasswordAct: PageAct = ({ form, write }) => {
  const email = field(form, 'email').trim()
  if (!email) return Promise.resolve({ ok: false, message: '가입한 이메일을 입력해 주세요.' })
  if (field(form, 'intent') === 'request') {
    return tryWrite(
      () => write('passwordResetRequest', { email }),
      // The same words for any email: whether it is a member's is not said (docs/decisions/1832).
      (sent) =>
        `가입된 이메일이라면 ${email}(으)로 임시 비밀번호를 보냈습니다. ${Math.round(sent.expires_in / 60)}분 안에 아래에 입력해 주세요. 메일이 오지 않으면 이메일을 다시 확인하거나 회원가입해 주세요.`,
      {},
    )
  }
  return tryWrite(
    () => write('passwordReset', { email, temp_password: field(form, 'temp_password'), new_password: field(form, 'new_password') }),
    () => '비밀번호를 바꿨습니다. 새 비밀번호로 로그인해 주세요.',
    {
      [ResultCode.userNotFound]: '이 이메일로 가입한 계정이 없습니다. 이메일을 다시 확인하거나 회원가입해 주세요.',
      [ResultCode.wrongPassword]: '임시 비밀번호가 맞지 않습니다. 메일로 받은 10자리를 다시 확인해 주세요.',
      [ResultCode.temporaryPasswordExpired]: '임시 비밀번호의 사용 기간이 지났습니다. 임시 비밀번호를 다시 받아 주세요.',
      [ResultCode.parameterInvalid]: '새 비밀번호가 규칙에 맞지 않습니다. 아래 규칙을 모두 지켜 주세요.',
    },
  )
}

/** /settings/account: the profile (name, picture), the password, or 이 기기 외 모두 로그아웃, by the form's intent. */
export const accountAct: PageAct = async ({ form, write, profileChanged }) => {
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

/** /user/unregister (after the confirm): the account goes; the page then goes on to goodbye and logs out. */
export const unregisterAct: PageAct = ({ write }) =>
  tryWrite(
    () => write('unregister'),
    () => '탈퇴했습니다.',
  )
