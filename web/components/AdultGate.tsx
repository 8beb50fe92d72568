import type { ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { EmptyState } from './EmptyState.tsx'
import './AdultGate.css'
import { ADULT_WHY_GUEST, adultGateTarget } from '../browse/links.ts'
import { fullPath, paths } from '../paths.ts'
import { useSession } from '../shell/hooks.ts'

/**
 * Renders adult content only for a session whose adult flag is Y; anyone else is told why and
 * led to log in or to /cert (design: nothing adult before verification).
 */
export function AdultGate({ children }: { readonly children: ReactNode }) {
  const session = useSession()
  const location = useLocation()
  if (session.adultVerified) return <>{children}</>
  return (
    <EmptyState
      message="성인 인증이 필요한 콘텐츠입니다"
      detail="청소년 보호법에 따라 만 19세 이상만 볼 수 있는 콘텐츠입니다. 로그인 후 성인 인증을 해 주세요."
      action={{ to: adultGateTarget(fullPath(location), session.isLogin), label: session.isLogin ? '성인 인증하기' : '로그인' }}
    />
  )
}

/**
 * A guest on an adult title: why it asks (the law), then 로그인 (which goes on to /cert and back
 * to `returnTo`) or 취소 (back where the guest came from, else home). docs/decisions/1450.
 */
export function AdultLoginAsk({ returnTo }: { readonly returnTo: string }) {
  const navigate = useNavigate()
  // react-router numbers the entries of this tab: 0 is the first, with nowhere to go back to.
  const canGoBack = typeof window !== 'undefined' && Number((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0
  return (
    <EmptyState message="성인 인증이 필요한 작품입니다" detail={ADULT_WHY_GUEST}>
      <div className="adult-ask" data-testid="adult-login-ask">
        <Link className="button button--primary" to={adultGateTarget(returnTo, false)}>
          로그인
        </Link>
        <button type="button" className="button" onClick={() => void (canGoBack ? navigate(-1) : navigate(paths.home()))}>
          취소
        </button>
      </div>
    </EmptyState>
  )
}
