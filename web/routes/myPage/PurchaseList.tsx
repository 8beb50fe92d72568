import { useEffect, useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { ItemType, MyPageTab } from '../../../core/contract/index.ts'
import type { PurchaseHistoryOutput, PurchaseRecord } from '../../../core/api/schemas.money.ts'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import type { ActResult } from '../../data/actions.ts'
import { type Part, usePart } from '../../data/pageData.ts'
import { paths } from '../../paths.ts'
import { Pager } from '../../pay/Pager.tsx'
import { bbtan, cancelWhere, hostDate, methodName, purchaseStatusName, won } from '../../pay/money.ts'
import { refundAmount } from '../../pay/refundAmount.ts'
import { useApp } from '../../shell/appContext.ts'
import './PurchaseList.css'
import { hostRead } from '../../data/hostReads.ts'

/**
 * My page's 구매 내역 (purchaseHistory, ?tab=2&page=): what was bought, when, for how much and by
 * what, until when, its status, and 자동 결제 해지 for a renewing pass (after a confirm in the
 * app's alert; the paid period stays).
 */
export function PurchaseList({ part }: { part: Part<PurchaseHistoryOutput> }) {
  const history = usePart(part)
  const [message, setMessage] = useState('')
  if (history.status === 'loading')
    return (
      <p className="my-list__loading" aria-busy="true">
        구매 내역을 불러오는 중입니다…
      </p>
    )
  if (history.status === 'error')
    return <ErrorState title="구매 내역을 불러오지 못했습니다" message={history.message} error={history.error} onRetry={history.retry} />
  const { list, total, page, count } = history.data
  if (list.length === 0)
    return total > 0 ? (
      <EmptyState message="이 페이지에는 구매 내역이 없습니다" action={{ to: paths.myPageTab(MyPageTab.purchased), label: '첫 페이지로' }} />
    ) : (
      <EmptyState
        message="구매 내역이 없습니다"
        detail="이용권이나 빵탄을 구매하면 이곳에 표시됩니다."
        action={{ to: paths.pay(), label: '이용권 보러 가기' }}
      />
    )
  return (
    <>
      <ul className="purchases" aria-label="구매 내역">
        {list.map((record) => (
          <Purchase key={record.purchase_id} record={record} onResult={setMessage} />
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
      <Pager page={page} count={count} total={total} to={(p) => paths.myPageTab(MyPageTab.purchased, p)} />
    </>
  )
}

/** How it was paid: "9,900원 · 신용·체크카드", "빵탄 15개", "관리자 지급". */
const paidLine = (r: PurchaseRecord): string =>
  r.paid_with === 'currency'
    ? bbtan(r.amount_bbtan ?? 0)
    : r.paid_with === 'grant'
      ? methodName(r.payment_method)
      : `${won(r.amount_won)} · ${methodName(r.payment_method)}`

/** Where it stands: its status, and for a cancelled subscription until when it still plays. */
const statusLine = (r: PurchaseRecord): string =>
  r.status === 'active' && r.grace_until
    ? `결제 실패 · ${hostDate(r.grace_until)}까지 이용 가능`
    : r.cancelled_at && r.status === 'active' && r.ends_at
      ? `해지됨 · ${hostDate(r.ends_at)}까지 이용 가능`
      : purchaseStatusName(r.status)

/** Where a refund may be asked here: paid on the web or with 빵탄, not yet refunded (the host says whether the terms allow it, and why not). */
const mayAskRefund = (r: PurchaseRecord): boolean =>
  ['paid', 'active', 'expired'].includes(r.status) && r.paid_with !== 'grant' && cancelWhere({ ...r, renews: 1, status: 'active' }) !== 'store'

function Purchase({ record: r, onResult }: { record: PurchaseRecord; onResult: (message: string) => void }) {
  const { commands } = useApp()
  const fetcher = useFetcher<ActResult>()
  const result = fetcher.data
  useEffect(() => {
    if (result) onResult(result.message)
  }, [result, onResult])
  const stop = async () => {
    if (fetcher.state !== 'idle') return
    const until = r.ends_at ? ` ${hostDate(r.ends_at)}까지는 계속 이용할 수 있습니다.` : ''
    const sure = await commands.confirm({ title: '자동 결제 해지', message: `${r.item_name}의 다음 결제를 멈춥니다.${until} 해지하시겠습니까?` })
    if (sure) void fetcher.submit({ intent: 'subscriptionCancel', purchase_id: r.purchase_id }, { method: 'post' })
  }
  const cancel = cancelWhere(r)
  const [refusal, setRefusal] = useState('')
  const askRefund = async () => {
    if (fetcher.state !== 'idle') return
    setRefusal('')
    const quote = await hostRead('refundQuote', { purchase_id: r.purchase_id }, { answer: 'fresh' }).catch(() => undefined)
    if (!quote) return setRefusal('환불 가능 여부를 확인하지 못했습니다. 잠시 후 다시 시도해 주세요.')
    if (quote.refundable !== 1) return setRefusal(quote.reason ?? '환불할 수 없는 구매입니다.')
    const amount = refundAmount(quote.amount_won, quote.amount_bbtan)
    const back = quote.amount_bbtan > 0 ? '빵탄 잔액으로' : '결제한 수단으로'
    const fee = quote.kind === 'late' ? ' (남은 유료 빵탄 금액에서 수수료 10%, 최소 1,000원을 뺀 금액)' : ''
    const ends = r.ends_at && r.status === 'active' ? ' 환불하면 이용권은 바로 끝납니다.' : ''
    const sure = await commands.confirm({ title: '환불 요청', message: `${amount}${fee}을 ${back} 돌려드립니다.${ends} 환불하시겠습니까?` })
    if (sure)
      void fetcher.submit(
        { intent: 'refundRequest', purchase_id: r.purchase_id, amount_won: String(quote.amount_won), amount_bbtan: String(quote.amount_bbtan) },
        { method: 'post' },
      )
  }
  const single = r.item_type === ItemType.single && r.movie_url && r.title
  return (
    <li className="purchases__item" data-testid="purchase" data-status={r.status} data-renewal={r.renewal}>
      <div className="purchases__what">
        <strong>{single ? <Link to={paths.movie(r.movie_url!)}>{r.title}</Link> : r.item_name}</strong>
        {single ? <span className="purchases__meta">{r.item_name}</span> : null}
        <span className="purchases__meta">
          {hostDate(r.bought_at)} 구매 · {paidLine(r)}
        </span>
        {r.status === 'refunded' && r.refunded_at ? (
          <span className="purchases__meta" data-testid="refund-line">
            {hostDate(r.refunded_at)} 환불 · {refundAmount(r.refund_won ?? 0, r.refund_bbtan ?? 0)}
          </span>
        ) : null}
        {r.status === 'voided' && r.decline_reason ? <span className="purchases__meta">{r.decline_reason}</span> : null}
        {r.ends_at && r.status !== 'refunded' ? (
          <span className="purchases__meta">
            {r.renewal === 1 ? '자동 결제로 이어진 기간 · ' : ''}
            {hostDate(r.ends_at)}까지{cancel ? ' · 자동 결제' : ''}
          </span>
        ) : null}
      </div>
      <div className="purchases__side">
        <span className={`purchases__status purchases__status--${r.status}`}>{statusLine(r)}</span>
        {cancel === 'web' ? (
          <button type="button" className="button purchases__cancel" aria-disabled={fetcher.state !== 'idle'} onClick={() => void stop()}>
            자동 결제 해지
          </button>
        ) : cancel === 'store' ? (
          <Link to={paths.appBuyGuide()}>{methodName(r.payment_method)}에서 해지하기</Link>
        ) : null}
        {mayAskRefund(r) ? (
          <button type="button" className="button purchases__refund" aria-disabled={fetcher.state !== 'idle'} onClick={() => void askRefund()}>
            환불 요청
          </button>
        ) : null}
        {refusal ? (
          <p className="purchases__problem" role="alert" data-testid="refund-refusal">
            {refusal}
          </p>
        ) : null}
        {result?.ok === false ? (
          <p className="purchases__problem" role="alert">
            {result.message}
          </p>
        ) : null}
      </div>
    </li>
  )
}
