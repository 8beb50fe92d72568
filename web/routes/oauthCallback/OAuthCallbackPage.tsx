import { useEffect } from 'react'
import { Navigate, useFetcher, useLocation, useParams } from 'react-router'
import { selectSessionReady } from '../../../core/actors/session/session.selectors.ts'
import { KAKAO_NAVER_PROBLEM, type KakaoNaverProblem, isKakaoNaverProvider } from '../../adapters/kakaoNaverKit.ts'
import { PageFrame } from '../../components/PageFrame.tsx'
import type { KakaoNaverResult } from './action.ts'
import { paths } from '../../paths.ts'
import { useApp } from '../../shell/appContext.ts'
import { useSelector } from '../../shell/useSelector.ts'
import { TestId } from '../../testids.ts'
// The page's writes (its route's action): in this module, so a form's write waits for no more code.
export { act } from './action.ts'

/** Answers already posted, by history entry: StrictMode's second effect must not spend a one-time code again. */
const posted = new Set<string>()

/** Whether the address carries a provider's answer (a code, a token or an error, with or without state). */
const hasAnswer = (search: string, hash: string): boolean => {
  const fields = new URLSearchParams([...new URLSearchParams(search), ...new URLSearchParams(hash.slice(1))])
  return ['code', 'id_token', 'error', 'state'].some((name) => fields.has(name))
}

/**
 * /user/oauth/{provider}: where Kakao and Naver sign-in come back. Once the session is ready it
 * posts its own address to the route's action (action.ts), then goes on to the return address
 * signed in, or to /login with the Korean reason and the buttons to try again.
 */
export default function OAuthCallbackPage() {
  const { provider } = useParams()
  const location = useLocation()
  const { actors } = useApp()
  const ready = useSelector(actors.session, selectSessionReady)
  const fetcher = useFetcher<KakaoNaverResult>()
  const answered = hasAnswer(location.search, location.hash)
  useEffect(() => {
    if (!ready || !answered || posted.has(location.key)) return
    posted.add(location.key)
    void fetcher.submit({ address: window.location.href }, { method: 'post' })
  }, [ready, answered, location.key, fetcher])

  const result = fetcher.data
  if (result?.ok) return <Navigate to={result.returnTo} replace />
  if (result || !answered) {
    const problem: KakaoNaverProblem = {
      message: result?.message ?? '간편 로그인 응답이 없습니다. 아래에서 로그인 방법을 다시 골라 주세요.',
      provider: isKakaoNaverProvider(provider) ? provider : 'kakao',
    }
    const returnTo = result?.returnTo ?? paths.home()
    return <Navigate to={paths.login(returnTo === paths.home() ? undefined : returnTo)} replace state={{ [KAKAO_NAVER_PROBLEM]: problem }} />
  }
  return (
    <PageFrame>
      <p className="kakao-naver__progress" role="status" data-testid={TestId.kakaoNaverProgress}>
        {provider === 'naver' ? '네이버' : '카카오'} 계정으로 로그인하는 중…
      </p>
    </PageFrame>
  )
}
