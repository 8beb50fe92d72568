import { type ReactNode, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { MyPageTab } from '../../core/contract/index.ts'
import type { MoneyNotice } from '../../core/api/schemas.money.ts'
import { hostDate } from '../pay/money.ts'
import { paths } from '../paths.ts'
import { useSession } from '../shell/hooks.ts'
import './GraceNotice.css'
import { hostRead } from '../data/hostReads.ts'

/**
 * A declined renewal's grace, said on the player (docs/decisions/1550): the pass still plays until
 * the grace ends, and 결제하기 leads to 구매 내역 where the member pays. Read once per title
 * (moneyNotices), quietly: a guest's refusal or a failure shows nothing.
 */
export const useGraceNotice = (movieUrl: string): ReactNode => {
  const { isLogin } = useSession()
  const [grace, setGrace] = useState<MoneyNotice>()
  useEffect(() => {
    // Only a member holds passes: a guest's player asks nothing.
    if (!isLogin) return setGrace(undefined)
    let live = true
    hostRead('moneyNotices', {}, { answer: 'fresh' }).then(
      (answer) => live && setGrace(answer.notices.find((n) => n.kind === 'grace')),
      () => live && setGrace(undefined),
    )
    return () => void (live = false)
  }, [isLogin, movieUrl])
  if (!grace) return null
  return (
    <div className="grace-notice" role="status" data-testid="grace-notice">
      <span>
        {grace.name} 자동 결제에 실패했습니다. {hostDate(grace.at)}까지 볼 수 있어요.
      </span>
      <Link className="grace-notice__pay" to={paths.myPageTab(MyPageTab.purchased)}>
        결제하기
      </Link>
    </div>
  )
}
