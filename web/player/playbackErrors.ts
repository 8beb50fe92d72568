import { remedyOf } from '../../core/app/remedy.ts'
import { ItemType, ResultCode } from '../../core/contract/index.ts'
import { ADULT_WHY, ADULT_WHY_GUEST, adultGateTarget } from '../browse/links.ts'
import { paths } from '../paths.ts'

/** What the viewer can do about a playback refusal: a link or trying again. */
export type NextStep = { readonly label: string; readonly to: string } | { readonly label: string; readonly retry: true }

export interface PlaybackProblem {
  readonly title: string
  readonly message: string
  readonly steps: readonly NextStep[]
}

const codeOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number' ? error.code : undefined

/**
 * The screen for a playInfo failure (docs/decisions/1102): the result code's Korean message and the
 * step that helps: login and back (-109), /pay with the item (-110, -117, -122, -123, -127), /cert and
 * back to the player (-50; a guest's -121 says why and logs in first, docs/decisions/1450), 처음부터 보기 for an address the host refuses (-10, -11, -61: never 다시 시도, which
 * cannot succeed; docs/decisions/1220), the title's page or trying again for the rest. `here` is
 * the player's full path.
 */
export const playbackProblem = (error: unknown, message: string, movieUrl: string, here: string): PlaybackProblem => {
  const detail = { label: '작품 정보로', to: paths.movie(movieUrl) }
  const retry = { label: '다시 시도', retry: true } as const
  const pay = (itemType: number) => ({ label: '이용권 구매하기', to: paths.payFor(itemType, movieUrl) })
  switch (codeOf(error)) {
    case ResultCode.loginRequired:
      return { title: '로그인이 필요합니다', message, steps: [{ label: '로그인하기', to: paths.login(here) }, detail] }
    case ResultCode.itemRequired:
      return { title: '이용권이 필요합니다', message, steps: [pay(ItemType.subscription), detail] }
    case ResultCode.singleItemRequired:
    case ResultCode.singlePurchaseExpired:
      return { title: '개별 구매가 필요합니다', message, steps: [{ label: '개별 구매하기', to: paths.payFor(ItemType.single, movieUrl) }, detail] }
    case ResultCode.currencyPurchaseUseExpired:
      // Bought with 빵탄 and lapsed: /pay for the title offers what opens it (its single item first, if it is sold singly).
      return { title: '이용 기간이 끝났습니다', message, steps: [{ label: '다시 구매하기', to: paths.payWith({ movie_url: movieUrl }) }, detail] }
    case ResultCode.playyOnlyProductRequired:
      return {
        title: '플레이 이용권이 필요합니다',
        message,
        steps: [{ label: '플레이 이용권 보기', to: paths.payFor(ItemType.subscription, movieUrl, 2) }, detail],
      }
    case ResultCode.adultVerificationRequired:
      return {
        title: '성인 인증이 필요합니다',
        message: ADULT_WHY,
        steps: [
          { label: '성인 인증하기', to: adultGateTarget(here, true) },
          { label: '홈으로', to: paths.home() },
        ],
      }
    case ResultCode.adultLoginRequired:
      return {
        title: '성인 인증이 필요한 작품입니다',
        message: ADULT_WHY_GUEST,
        steps: [
          { label: '로그인', to: adultGateTarget(here, false) },
          { label: '취소', to: paths.home() },
        ],
      }
    case ResultCode.playbackCountLimitExceeded:
      return { title: '재생 횟수를 모두 사용했습니다', message, steps: [detail, { label: '고객센터', to: paths.help() }] }
    case ResultCode.contentServiceStopped:
      return { title: '서비스가 중단된 작품입니다', message, steps: [{ label: '다른 작품 보기', to: paths.home() }] }
    // The address itself is wrong (a range the host refuses): trying again can never succeed.
    case ResultCode.requiredParameterMissing:
    case ResultCode.parameterInvalid:
      return { title: '재생할 수 없는 주소입니다', message, steps: [{ label: '처음부터 보기', to: paths.player(movieUrl) }, detail] }
    case ResultCode.cropTimeLimit:
      return { title: '구간을 재생할 수 없습니다', message, steps: [{ label: '처음부터 보기', to: paths.player(movieUrl) }, detail] }
    case ResultCode.contentFileNotFound:
      return { title: '영상을 찾을 수 없습니다', message, steps: [retry, detail] }
    case ResultCode.dataNotFound:
      return { title: '작품을 찾을 수 없습니다', message, steps: [{ label: '홈으로', to: paths.home() }] }
    // Above the watching profile's viewing age (the code names the limit): trying again never helps; another profile may.
    case ResultCode.profileLimitAll:
    case ResultCode.profileLimit7:
    case ResultCode.profileLimit12:
    case ResultCode.profileLimit15:
      return {
        title: '이 프로필의 시청 연령을 넘는 작품입니다',
        message,
        steps: [
          { label: '다른 작품 보기', to: paths.home() },
          { label: '프로필 바꾸기', to: paths.profiles(here) },
        ],
      }
    default:
      // Refused for its token even after the session's renewal: only a new login helps.
      if (remedyOf(error) === 'login') return { title: '다시 로그인해 주세요', message, steps: [{ label: '다시 로그인', to: paths.login(here) }, detail] }
      return { title: '재생을 시작하지 못했습니다', message, steps: [retry, detail] }
  }
}

/** An hls.js fatal error in Korean (the player then offers 다시 시도). */
export const streamProblemMessage = (type: string | undefined): string =>
  type === 'networkError'
    ? '영상을 불러오는 중 네트워크 오류가 발생했습니다. 연결을 확인하고 다시 시도해 주세요.'
    : '영상을 재생하는 중 오류가 발생했습니다. 다시 시도해 주세요.'
