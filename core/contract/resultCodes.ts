import { CURRENCY_NAME } from './constants.ts'

/**
 * The result-code table of docs/product.md §8: every `retval` the hosts can answer, with a name,
 * a category and the Korean message a viewer sees. Nothing else in the project types a code.
 */

export const ResultCategory = [
  'auth',
  'service',
  'data',
  'parameter',
  'ticket',
  'token',
  'login',
  'account',
  'adult',
  'content',
  'playback',
  'purchase',
  'currency',
  'invite',
  'device',
  'profile',
] as const
export type ResultCategory = (typeof ResultCategory)[number]

interface Entry {
  readonly code: number
  readonly category: ResultCategory
  readonly message: string
}

const entry = (code: number, category: ResultCategory, message: string): Entry => ({ code, category, message })

export const ResultCode = {
  success: 0,
  authError: -1,
  serviceError: -2,
  dataNotFound: -3,
  requiredParameterMissing: -10,
  parameterInvalid: -11,
  ticketRegistrationTokenExpired: -12,
  ticketInvalid: -13,
  tokenError: -20,
  tokenCreationFailed: -21,
  tokenMissing: -22,
  tokenExpired: -23,
  tokenInvalid: -24,
  tokenParseError: -25,
  loginError: -41,
  accountAlreadyRegistered: -49,
  adultVerificationRequired: -50,
  cropTimeLimit: -61,
  contentServiceStopped: -71,
  emailAlreadyRegistered: -201,
  deviceAccountCountExceeded: -204,
  ticketError: -102,
  ticketExpired: -103,
  wrongPassword: -104,
  userNotFound: -105,
  temporaryPasswordExpired: -106,
  contentFileNotFound: -108,
  loginRequired: -109,
  itemRequired: -110,
  playbackCountLimitExceeded: -111,
  multiSessionLimitExceeded: -113,
  insufficientCurrency: -115,
  currencyDeductionConfirmation: -116,
  currencyPurchaseUseExpired: -117,
  inviteUseStopped: -118,
  inviteAlreadyUsedSameDevice: -11919,
  inviteNotFound: -120,
  adultLoginRequired: -121,
  singleItemRequired: -122,
  singlePurchaseExpired: -123,
  dormantAccount: -125,
  playyOnlyProductRequired: -127,
  // Designed for /cert (docs/decisions/1450): numbered after the decision that made them.
  adultUnderAge: -1450,
  adultCertCodeInvalid: -1451,
  // Designed for devices and streams (docs/decisions/1810, 1811).
  signedOutElsewhere: -1810,
  streamEnded: -1811,
  // Designed for the limits on guessing (docs/decisions/1831): output.retry_after says when to try again.
  tooManyAttempts: -1831,
  // Designed for profiles (docs/decisions/1900, 1901): a title above the profile's limit answers the limit's own code.
  profileCountLimit: -1900,
  lastProfile: -1901,
  profilePinWrong: -1902,
  profilePinLocked: -1903,
  kidsProfileCannotManage: -1904,
  profileLimitAll: -1910,
  profileLimit7: -1911,
  profileLimit12: -1912,
  profileLimit15: -1913,
} as const
export type ResultCodeName = keyof typeof ResultCode
export type ResultCode = (typeof ResultCode)[ResultCodeName]
/** Every code but success: the ones that become errors. */
export type FailureCodeName = Exclude<ResultCodeName, 'success'>

export const resultCodeTable: { readonly [K in FailureCodeName]: Entry } = {
  authError: entry(-1, 'auth', '인증에 실패했습니다. 다시 로그인해 주세요.'),
  serviceError: entry(-2, 'service', '서비스에 일시적인 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.'),
  dataNotFound: entry(-3, 'data', '요청하신 정보를 찾을 수 없습니다.'),
  requiredParameterMissing: entry(-10, 'parameter', '필요한 정보가 빠져 있습니다. 주소를 확인해 주세요.'),
  parameterInvalid: entry(-11, 'parameter', '요청 정보가 올바르지 않습니다. 주소를 확인해 주세요.'),
  ticketRegistrationTokenExpired: entry(-12, 'ticket', '로그인 유효 시간이 지났습니다. 다시 로그인해 주세요.'),
  ticketInvalid: entry(-13, 'ticket', '로그인 정보가 올바르지 않습니다. 다시 로그인해 주세요.'),
  tokenError: entry(-20, 'token', '로그인 정보를 확인할 수 없습니다. 다시 로그인해 주세요.'),
  tokenCreationFailed: entry(-21, 'token', '로그인 정보를 만들지 못했습니다. 잠시 후 다시 시도해 주세요.'),
  tokenMissing: entry(-22, 'token', '로그인 정보가 없습니다. 다시 로그인해 주세요.'),
  tokenExpired: entry(-23, 'token', '로그인 시간이 만료되었습니다. 다시 로그인해 주세요.'),
  tokenInvalid: entry(-24, 'token', '로그인 정보가 올바르지 않습니다. 다시 로그인해 주세요.'),
  tokenParseError: entry(-25, 'token', '로그인 정보를 읽을 수 없습니다. 다시 로그인해 주세요.'),
  loginError: entry(-41, 'login', '로그인에 실패했습니다. 아이디와 비밀번호를 확인해 주세요.'),
  accountAlreadyRegistered: entry(-49, 'account', '이미 가입된 계정입니다.'),
  adultVerificationRequired: entry(-50, 'adult', '성인 인증이 필요한 콘텐츠입니다.'),
  cropTimeLimit: entry(-61, 'content', '구간 길이가 허용 범위를 벗어났습니다.'),
  contentServiceStopped: entry(-71, 'content', '서비스가 중단된 콘텐츠입니다.'),
  emailAlreadyRegistered: entry(-201, 'account', '이미 가입된 이메일입니다.'),
  deviceAccountCountExceeded: entry(-204, 'device', '이 기기에서 가입할 수 있는 계정 수를 넘었습니다.'),
  ticketError: entry(-102, 'ticket', '로그인 처리 중 문제가 생겼습니다. 다시 로그인해 주세요.'),
  ticketExpired: entry(-103, 'ticket', '로그인 유효 시간이 지났습니다. 다시 로그인해 주세요.'),
  wrongPassword: entry(-104, 'login', '비밀번호가 올바르지 않습니다.'),
  userNotFound: entry(-105, 'login', '가입되지 않은 계정입니다.'),
  temporaryPasswordExpired: entry(-106, 'login', '임시 비밀번호의 사용 기간이 지났습니다. 비밀번호 찾기를 다시 해 주세요.'),
  contentFileNotFound: entry(-108, 'playback', '영상 파일을 찾을 수 없습니다.'),
  loginRequired: entry(-109, 'login', '로그인이 필요합니다.'),
  itemRequired: entry(-110, 'purchase', '이용권이 필요한 콘텐츠입니다.'),
  playbackCountLimitExceeded: entry(-111, 'playback', '재생 가능 횟수를 모두 사용했습니다.'),
  multiSessionLimitExceeded: entry(-113, 'device', '동시에 로그인할 수 있는 기기 수를 넘었습니다.'),
  insufficientCurrency: entry(-115, 'currency', `${CURRENCY_NAME}이 부족합니다. 충전 후 이용해 주세요.`),
  currencyDeductionConfirmation: entry(-116, 'currency', `${CURRENCY_NAME}이 차감됩니다. 계속하시겠습니까?`),
  currencyPurchaseUseExpired: entry(-117, 'currency', `${CURRENCY_NAME}으로 구매한 이용 기간이 끝났습니다.`),
  inviteUseStopped: entry(-118, 'invite', '초대 이벤트가 종료되었습니다.'),
  inviteAlreadyUsedSameDevice: entry(-11919, 'invite', '이 기기에서 이미 초대 혜택을 받았습니다.'),
  inviteNotFound: entry(-120, 'invite', '초대 코드를 찾을 수 없습니다.'),
  adultLoginRequired: entry(-121, 'adult', '성인 콘텐츠는 로그인 후 이용할 수 있습니다.'),
  singleItemRequired: entry(-122, 'purchase', '개별 구매가 필요한 콘텐츠입니다.'),
  singlePurchaseExpired: entry(-123, 'purchase', '개별 구매 이용 기간이 끝났습니다.'),
  dormantAccount: entry(-125, 'account', '휴면 계정입니다. 본인 확인 후 이용해 주세요.'),
  playyOnlyProductRequired: entry(-127, 'purchase', '플레이 전용 이용권이 필요한 콘텐츠입니다.'),
  adultUnderAge: entry(-1450, 'adult', '만 19세 미만은 성인 인증을 할 수 없습니다. 생년월일을 잘못 입력했다면 고쳐서 다시 인증번호를 받아 주세요.'),
  signedOutElsewhere: entry(-1810, 'device', '다른 기기에서 이 기기를 로그아웃했습니다. 다시 로그인해 주세요.'),
  streamEnded: entry(-1811, 'playback', '이 기기의 재생이 끝났습니다. 다른 기기에서 재생을 시작했거나 오래 응답이 없었습니다.'),
  adultCertCodeInvalid: entry(-1451, 'adult', '인증번호가 맞지 않거나 입력 시간이 지났습니다. 문자로 받은 6자리를 확인하거나 인증번호를 다시 받아 주세요.'),
  tooManyAttempts: entry(-1831, 'auth', '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.'),
  profileCountLimit: entry(-1900, 'profile', '프로필은 한 계정에 5개까지 만들 수 있습니다.'),
  lastProfile: entry(-1901, 'profile', '기본 프로필(계정으로 만든 첫 프로필)은 삭제할 수 없습니다. 프로필은 늘 하나 이상 남습니다.'),
  profilePinWrong: entry(-1902, 'profile', 'PIN 번호가 맞지 않습니다. 5번 틀리면 잠시 동안 이 프로필을 열 수 없습니다.'),
  profilePinLocked: entry(-1903, 'profile', 'PIN 번호를 5번 틀려 이 프로필이 잠겼습니다. 잠시 후 다시 시도하거나 계정 비밀번호로 PIN을 다시 설정해 주세요.'),
  kidsProfileCannotManage: entry(-1904, 'profile', '키즈 프로필에서는 프로필을 관리할 수 없습니다. 다른 프로필로 바꿔 주세요.'),
  profileLimitAll: entry(-1910, 'profile', '이 프로필은 전체 관람가 콘텐츠만 볼 수 있습니다.'),
  profileLimit7: entry(-1911, 'profile', '이 프로필은 7세 이상 관람가까지만 볼 수 있습니다.'),
  profileLimit12: entry(-1912, 'profile', '이 프로필은 12세 이상 관람가까지만 볼 수 있습니다.'),
  profileLimit15: entry(-1913, 'profile', '이 프로필은 15세 이상 관람가까지만 볼 수 있습니다.'),
}

/** A result-code entry with its name, as carried by typed errors. */
export interface ResultEntry extends Entry {
  readonly name: FailureCodeName
}

const byCode: ReadonlyMap<number, ResultEntry> = new Map(
  (Object.keys(resultCodeTable) as FailureCodeName[]).map((name) => [resultCodeTable[name].code, { name, ...resultCodeTable[name] }]),
)

/** The result-code entry for a non-zero retval, or undefined when the code is not a known result code. */
export const lookupResult = (code: number): ResultEntry | undefined => byCode.get(code)

export const isSuccess = (code: number): boolean => code === ResultCode.success
/** serviceLogin: the multi-session-limit result also counts as a successful login (docs/product.md §8). */
export const isLoginSuccess = (code: number): boolean => code === ResultCode.success || code === ResultCode.multiSessionLimitExceeded

/** What a viewer sees for a code the result-code table does not know. */
export const UNKNOWN_RESULT_MESSAGE = '알 수 없는 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'

/** The result code a call's typed error carries (its result-code entry), or undefined (transport, decode, ...). */
export const resultCodeOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null || !('entry' in error)) return undefined
  const entry = (error as { entry?: { code?: unknown } }).entry
  return typeof entry?.code === 'number' ? entry.code : undefined
}
