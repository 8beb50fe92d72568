import { useEffect, useRef } from 'react'
import { Link, useFetcher, useSearchParams } from 'react-router'
import { MyPageTab } from '../../../core/contract/index.ts'
import { PageFrame } from '../../components/PageFrame.tsx'
import type { PayResult } from '../../pay/payResult.ts'
import { bbtan, hostDate } from '../../pay/money.ts'
import { paths } from '../../paths.ts'
import '../pay/Pay.css'
// The page's writes (its route's action): in this module, so a form's write waits for no more code.
export { act } from './action.ts'

/**
 * /pay/return (docs/decisions/1511): where the checkout sends the viewer back (and a 빵탄
 * purchase goes once confirmed). It confirms the order with the tab's key for it (its action:
 * purchaseConfirm, which answers the first answer again on a refresh), then says how it went and
 * leads back to where the viewer was: the player for a title, the rest of a purchase a charge was
 * for, or /pay.
 */
export default function PayReturnPage() {
  const [query] = useSearchParams()
  const fetcher = useFetcher<PayResult>()
  const asked = useRef(false)
  const confirm = () =>
    void fetcher.submit(
      { order_id: query.get('order_id') ?? '', payment_key: query.get('payment_key') ?? '', code: query.get('code') ?? '' },
      { method: 'post' },
    )
  useEffect(() => {
    if (asked.current) return
    asked.current = true
    confirm()
  })
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  return (
    <PageFrame>
      {result ? (
        <Outcome result={result} onRetry={confirm} />
      ) : (
        <p className="pay__waiting" role="status">
          결제 결과를 확인하고 있습니다…
        </p>
      )}
    </PageFrame>
  )
}

function Outcome({ result, onRetry }: { readonly result: PayResult; readonly onRetry: () => void }) {
  const { intent, purchase } = result
  const history = (
    <Link className="button" to={paths.myPageTab(MyPageTab.purchased)}>
      구매 내역
    </Link>
  )
  // 다시 시도: /pay again for the same title, or with where the viewer was going.
  const movie = intent?.forItem?.movieUrl ?? intent?.movieUrl
  const again = movie ? paths.payWith({ movie_url: movie }) : intent && intent.back !== paths.pay() ? paths.payWith({ return_url: intent.back }) : paths.pay()
  if (result.ok && purchase?.status === 'paid' && intent) {
    const pass = purchase.pass
    const goOn = intent.forItem
    return (
      <section className="pay-done" data-testid="pay-outcome" data-outcome="paid" aria-labelledby="pay-done-title">
        <h2 id="pay-done-title">{goOn ? '빵탄을 충전했습니다' : '구매를 마쳤습니다'}</h2>
        <p>
          {intent.itemName}
          {pass ? ` · ${hostDate(pass.ends_at)}까지 이용할 수 있습니다.` : ''}
        </p>
        {purchase.balance ? <p className="pay__note">보유 빵탄: {bbtan(purchase.balance.total)}</p> : null}
        <div className="pay-done__actions">
          {goOn ? (
            <Link className="button button--primary" to={paths.payWith({ resume: goOn.itemId, movie_url: goOn.movieUrl })}>
              구매 계속하기
            </Link>
          ) : (
            <Link className="button button--primary" to={intent.back}>
              {intent.back.startsWith('/player/') ? '바로 보기' : '확인'}
            </Link>
          )}
          {history}
        </div>
      </section>
    )
  }
  if (purchase?.status === 'declined' || result.code !== undefined) {
    return (
      <section className="pay-done" data-testid="pay-outcome" data-outcome="declined" role="alert" aria-labelledby="pay-done-title">
        <h2 id="pay-done-title">결제되지 않았습니다</h2>
        <p>{result.message}</p>
        <div className="pay-done__actions">
          <Link className="button button--primary" to={again}>
            다시 시도
          </Link>
          {history}
        </div>
      </section>
    )
  }
  // No intent in this tab, or the network: nothing is known to be charged; say what to check.
  return (
    <section className="pay-done" data-testid="pay-outcome" data-outcome="unknown" role="alert" aria-labelledby="pay-done-title">
      <h2 id="pay-done-title">결제 결과를 확인하지 못했습니다</h2>
      <p>{result.message}</p>
      <div className="pay-done__actions">
        {intent ? (
          <button type="button" className="button button--primary" onClick={onRetry}>
            다시 시도
          </button>
        ) : (
          <Link className="button button--primary" to={paths.pay()}>
            이용권 구매로
          </Link>
        )}
        {history}
      </div>
    </section>
  )
}
