import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { EmptyState } from './EmptyState.tsx'
import { adultGateTarget } from '../browse/links.ts'
import { fullPath } from '../paths.ts'
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
      detail="만 19세 이상 이용 가능한 콘텐츠입니다. 로그인 후 성인 인증을 해 주세요."
      action={{ to: adultGateTarget(fullPath(location), session.isLogin), label: session.isLogin ? '성인 인증하기' : '로그인' }}
    />
  )
}
