import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import type { MoneyNotice, MoneyNoticesOutput } from '../../../core/api/schemas.money.ts'
import type { ActResult } from '../../data/actions.ts'
import { type Part, usePart } from '../../data/pageData.ts'
import { hostDate, methodName, won } from '../../pay/money.ts'
import { useApp } from '../../shell/appContext.ts'
import './MoneyNotices.css'

/**
 * What the member is told before it costs anything (moneyNotices; docs/decisions/1550): a renewal
 * within 7 days, a declined renewal's grace with 결제하기, a price rise to agree to (동의) or
 * cancel (해지). On every tab of /myPage; `title` names the list (구매 내역: 결제 예정).
 */
export function MoneyNotices({ part, title }: { part: Part<MoneyNoticesOutput>; title: string }) {
  const notices = usePart(part)
  const [message, setMessage] = useState('')
  if (notices.status !== 'ok' || notices.data.notices.length === 0) return null
  return (
    <section className="money-notices" aria-label={title} data-testid="money-notices">
      <h2 className="money-notices__title">{title}</h2>
      <ul>
        {notices.data.notices.map((n) => (
          <Notice key={`${n.kind}-${n.purchase_id}`} notice={n} onResult={setMessage} />
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
    </section>
  )
}

const lineOf = (n: MoneyNotice): string => {
  if (n.kind === 'grace') return `자동 결제에 실패했습니다. ${hostDate(n.at)}까지 이용할 수 있으며, 그 전에 결제하면 이용권이 이어집니다. (${n.reason ?? ''})`
  if (n.kind === 'price')
    return n.answer === 'agree'
      ? `요금 변경에 동의했습니다: ${hostDate(n.at)}부터 ${won(n.amount_won)}`
      : `요금이 ${won(n.old_won ?? 0)}에서 ${won(n.amount_won)}으로 바뀝니다. ${hostDate(n.at)} 자동 결제 전에 동의하지 않으면 이용권은 이번 기간이 끝나는 날 종료되며, 오른 요금은 결제되지 않습니다.`
  return `${hostDate(n.at)}에 ${won(n.amount_won)}이 ${methodName(n.payment_method)}로 자동 결제됩니다.`
}

function Notice({ notice: n, onResult }: { notice: MoneyNotice; onResult: (message: string) => void }) {
  const { commands } = useApp()
  const fetcher = useFetcher<ActResult>()
  const result = fetcher.data
  useEffect(() => {
    if (result) onResult(result.message)
  }, [result, onResult])
  const busy = fetcher.state !== 'idle'
  const send = (fields: Record<string, string>) => {
    if (!busy) void fetcher.submit({ purchase_id: n.purchase_id, ...fields }, { method: 'post' })
  }
  const cancel = async () => {
    const sure = await commands.confirm({
      title: '자동 결제 해지',
      message: `${n.name}의 다음 결제를 멈춥니다. 이번 기간이 끝날 때까지는 계속 이용할 수 있습니다. 해지하시겠습니까?`,
    })
    if (sure) send({ intent: 'priceConsent', answer: 'cancel' })
  }
  return (
    <li className={`money-notice money-notice--${n.kind}`} data-testid="money-notice" data-kind={n.kind}>
      <strong>{n.kind === 'grace' ? `${n.name} · 결제 실패` : n.kind === 'price' ? `${n.name} · 요금 변경 안내` : `${n.name} · 결제 예정`}</strong>
      <span>{lineOf(n)}</span>
      {n.kind === 'grace' ? (
        <span className="money-notice__acts">
          <button type="button" className="button button--primary" aria-disabled={busy} onClick={() => send({ intent: 'renewalPay' })}>
            {won(n.amount_won)} 결제하기
          </button>
        </span>
      ) : n.kind === 'price' && n.answer === null ? (
        <span className="money-notice__acts">
          <button type="button" className="button button--primary" aria-disabled={busy} onClick={() => send({ intent: 'priceConsent', answer: 'agree' })}>
            동의
          </button>
          <button type="button" className="button" aria-disabled={busy} onClick={() => void cancel()}>
            해지
          </button>
        </span>
      ) : null}
      {result?.ok === false ? (
        <span className="money-notice__problem" role="alert">
          {result.message}
        </span>
      ) : null}
    </li>
  )
}
