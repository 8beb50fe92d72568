import { ResultCode } from '../../../core/contract/index.ts'
import { type PageAct, field, tryWrite } from '../../data/actions.ts'

/**
 * /user/findPassword (docs/decisions/1440): ask for a temporary password (intent request), then set
 * a new password with it; a refusal in this page's own words where the code's would not say what to do next.
 */
export const act: PageAct = ({ form, write }) => {
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
