import { ResultCode } from '../../core/contract/index.ts'
import type { Words } from './actions.ts'

/**
 * The profiles' refusals (누가 보나요? and 관리, docs/decisions/1902) in these pages' own words,
 * where the code's general message would not say what to do next.
 */
export const profileWords: Words = {
  [ResultCode.wrongPassword]: '계정 비밀번호가 맞지 않습니다. 다시 입력해 주세요.',
  [ResultCode.adultVerificationRequired]: '19세 이상 관람가는 계정의 성인 인증을 마친 뒤에 고를 수 있습니다.',
  [ResultCode.profileCountLimit]: '프로필은 한 계정에 5개까지 만들 수 있습니다.',
  [ResultCode.lastProfile]: '계정의 첫 프로필은 지울 수 없습니다. 계정에는 늘 프로필이 하나 이상 있어야 하기 때문입니다.',
  [ResultCode.kidsProfileCannotManage]: '키즈 프로필에서는 프로필을 관리할 수 없습니다. 보호자 프로필로 바꾼 뒤 다시 시도해 주세요.',
}
