import { ResultCode, resultCodeOf } from '../../../core/contract/index.ts'
import {
  type KakaoNaverProvider,
  exchangeKakaoCode,
  isKakaoNaverProvider,
  readKakaoNaverConfig,
  redirectUriOf,
  takePending,
} from '../../adapters/kakaoNaverKit.ts'
import { readHosts } from '../../config.ts'
import { paths } from '../../paths.ts'
import type { ActAt, ActResult } from '../../data/actions.ts'

/** The callback's outcome: signed in, or the Korean reason; either way, where the viewer was going. */
export interface KakaoNaverResult extends ActResult {
  readonly returnTo: string
}

const nameOf: Readonly<Record<KakaoNaverProvider, string>> = { kakao: '카카오', naver: '네이버' }

/** Each failure in Korean, with its next step (docs/decisions/1460). */
export const kakaoNaverMessage = (
  provider: KakaoNaverProvider,
  failure: 'cancelled' | 'state' | 'expired' | 'network' | 'refused' | 'taken' | 'other',
): string => {
  const name = nameOf[provider]
  const again = `${name}로 계속하기를 다시 눌러 주세요.`
  switch (failure) {
    case 'cancelled':
      return `${name} 로그인을 취소했습니다. 다시 하려면 ${again}`
    case 'state':
      return `로그인 요청을 확인하지 못해 보안을 위해 멈췄습니다. ${again}`
    case 'expired':
      return `${name} 로그인 시간이 지났거나 이미 처리된 요청입니다. ${again}`
    case 'network':
      return `네트워크 연결을 확인한 뒤 ${again}`
    case 'refused':
      return `${name} 계정을 확인하지 못했습니다. ${again}`
    case 'taken':
      return '이 이메일은 이미 이메일 계정으로 가입되어 있습니다. 이메일과 비밀번호로 로그인해 주세요.'
    default:
      return `${name} 로그인을 마치지 못했습니다. ${again}`
  }
}

/** Errors the provider or the auth host's Naver callback sends back, by kind. */
const failureOfError = (error: string): 'cancelled' | 'state' | 'expired' | 'other' =>
  error === 'access_denied' ? 'cancelled' : error === 'state_mismatch' || error === 'state_missing' ? 'state' : error === 'invalid_grant' ? 'expired' : 'other'

/**
 * /user/oauth/{provider}: the provider's answer (the page posts its own address) checked against
 * this tab's state, Kakao's code traded for its ID token, then socialLogin through the session.
 */
export const act = async ({ params, form, signIn }: ActAt): Promise<KakaoNaverResult> => {
  const provider = params['provider']
  if (!isKakaoNaverProvider(provider)) return { ok: false, message: '지원하지 않는 간편 로그인입니다. 이메일로 로그인해 주세요.', returnTo: paths.home() }
  const address = new URL(String(form.get('address') ?? ''), window.location.origin)
  const pending = takePending(provider)
  const returnTo = pending?.returnTo ?? paths.home()
  const fail = (failure: Parameters<typeof kakaoNaverMessage>[1]): KakaoNaverResult => ({ ok: false, message: kakaoNaverMessage(provider, failure), returnTo })
  // Naver's token comes in the fragment (never sent to a server); errors and Kakao's code in the query.
  const answer = new URLSearchParams([...address.searchParams, ...new URLSearchParams(address.hash.slice(1))])
  const error = answer.get('error')
  if (error) return fail(failureOfError(error))
  if (!pending || answer.get('state') !== pending.state) return fail('state')
  const config = readKakaoNaverConfig(readHosts())
  let idToken = answer.get('id_token') ?? ''
  if (provider === 'kakao') {
    const callback = `${address.origin}${address.pathname}`
    const exchanged = await exchangeKakaoCode(config, answer.get('code') ?? '', redirectUriOf('kakao', config, callback))
    if ('failed' in exchanged) return fail(exchanged.failed === 'network' ? 'network' : 'expired')
    idToken = exchanged.idToken
  }
  if (!idToken) return fail('other')
  const result = await signIn({ call: 'socialLogin', params: { provider, id_token: idToken } }, true)
  if (result.ok) return { ok: true, message: '', returnTo }
  const code = resultCodeOf(result.error)
  if (code === ResultCode.loginError) return fail('refused')
  if (code === ResultCode.accountAlreadyRegistered) return fail('taken')
  return { ok: false, message: result.message, returnTo, ...(code === undefined ? {} : { code }) }
}
