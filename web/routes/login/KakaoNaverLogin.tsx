import { useLocation, useSearchParams } from 'react-router'
import { KAKAO_NAVER_PROBLEM, type KakaoNaverProblem, type KakaoNaverProvider, readKakaoNaverConfig, startKakaoNaver } from '../../adapters/kakaoNaverKit.ts'
import { readHosts } from '../../config.ts'
import { RETURN_PARAM, paths } from '../../paths.ts'
import { safeReturnPath } from '../../returnAddress.ts'
import { TestId } from '../../testids.ts'
import './KakaoNaverLogin.css'

const buttons: readonly { readonly provider: KakaoNaverProvider; readonly label: string; readonly mark: string }[] = [
  // Kakao's speech bubble and Naver's N, drawn small beside the label as their brand guides show them.
  {
    provider: 'kakao',
    label: '카카오로 계속하기',
    mark: 'M12 4C7 4 3 7.1 3 11c0 2.5 1.7 4.7 4.2 6l-1 3.7c-.1.3.3.6.6.4l4.4-2.9c.3 0 .5.1.8.1 5 0 9-3.1 9-7.3S17 4 12 4z',
  },
  { provider: 'naver', label: '네이버로 계속하기', mark: 'M14.6 12.6 9.2 5H5v14h4.4v-7.6L14.8 19H19V5h-4.4z' },
]

/**
 * 카카오로 계속하기 and 네이버로 계속하기 on /login: each leaves for its provider's sign-in page and
 * comes back to /user/oauth/{provider}. A sign-in that failed there comes back here with its reason.
 */
export function KakaoNaverLogin() {
  const [params] = useSearchParams()
  const location = useLocation()
  const returnTo = safeReturnPath(params.get(RETURN_PARAM), window.location.origin) ?? paths.home()
  const problem = (location.state as Record<string, KakaoNaverProblem | undefined> | null)?.[KAKAO_NAVER_PROBLEM]
  const start = (provider: KakaoNaverProvider) =>
    startKakaoNaver(provider, readKakaoNaverConfig(readHosts()), `${window.location.origin}${paths.oauthCallback(provider)}`, returnTo)
  return (
    <div className="kakao-naver" data-testid={TestId.kakaoNaverLogin}>
      {problem ? (
        <p className="kakao-naver__problem" role="alert" data-testid={TestId.kakaoNaverProblem}>
          {problem.message}
        </p>
      ) : null}
      <ul className="kakao-naver__buttons">
        {buttons.map(({ provider, label, mark }) => (
          <li key={provider}>
            <button type="button" className={`kakao-naver__button kakao-naver__button--${provider}`} onClick={() => start(provider)}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d={mark} fill="currentColor" />
              </svg>
              {label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
