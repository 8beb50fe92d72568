import { Link } from 'react-router'
import { CURRENCY_NAME } from '../../../core/contract/index.ts'
import type { CurrencyBalanceOutput, CurrencyEntry, CurrencyHistoryOutput } from '../../../core/api/schemas.money.ts'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import type { currencyLoad } from './loader.ts'
import type { HistoryKind } from '../../pay/historyKinds.ts'
import { usePageData, usePart } from '../../data/pageData.ts'
import { paths } from '../../paths.ts'
import { Pager } from '../../pay/Pager.tsx'
import { bbtan, entryKindNames, hostDate, hostDateTime, signedCount } from '../../pay/money.ts'
import './CurrencySettingsPage.css'

/**
 * /settings/bbtan (login required): the member's 빵탄 (paid and bonus, what a refund may return,
 * when each lot lapses), 충전하기 to /pay's packs, and the history by kind and page (?kind=&page=).
 */
export default function CurrencySettingsPage() {
  const { balance, history, kind } = usePageData<typeof currencyLoad>()
  return (
    <PageFrame>
      <div className="wallet">
        <Balance part={usePart(balance)} />
        <section className="wallet__section" aria-labelledby="wallet-history">
          <h2 id="wallet-history">충전·사용 내역</h2>
          <nav className="wallet__kinds" aria-label="내역 종류">
            <ul>
              {(Object.keys(entryKindNames) as HistoryKind[]).map((k) => (
                <li key={k}>
                  <Link className="pill-link" to={paths.settingsCurrency(k)} aria-current={k === kind ? 'page' : undefined}>
                    {entryKindNames[k]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <History part={usePart(history)} kind={kind} />
        </section>
        <p className="wallet__guide">
          <Link to={paths.buyingGuide()}>{CURRENCY_NAME} 이용 안내</Link> · 보너스 {CURRENCY_NAME}부터 쓰이고, 충전 후 7일 안에 쓰지 않은 {CURRENCY_NAME}은
          환불할 수 있습니다.
        </p>
      </div>
    </PageFrame>
  )
}

type PartOf<T> = ReturnType<typeof usePart<T>>

function Balance({ part }: { part: PartOf<CurrencyBalanceOutput> }) {
  if (part.status === 'error')
    return <ErrorState title={`보유 ${CURRENCY_NAME}을 불러오지 못했습니다`} message={part.message} error={part.error} onRetry={part.retry} />
  const b = part.status === 'ok' ? part.data : undefined
  return (
    <section className="wallet__section wallet__balance" aria-labelledby="wallet-balance" aria-busy={b ? undefined : 'true'}>
      <h2 id="wallet-balance">보유 {CURRENCY_NAME}</h2>
      <p className="wallet__total" data-testid="wallet-total">
        {b ? bbtan(b.total) : '불러오는 중입니다…'}
      </p>
      {b ? (
        <>
          <p className="wallet__split">
            유료 {bbtan(b.paid)} · 보너스 {bbtan(b.bonus)}
          </p>
          {b.refundable > 0 ? (
            <p className="wallet__refund">
              환불할 수 있는 {bbtan(b.refundable)}
              {b.refundable_until ? ` · ${hostDate(b.refundable_until)}까지` : ''} (충전 후 7일 안, 쓰지 않은 충전분)
            </p>
          ) : null}
          {b.expiring.length > 0 ? (
            <ul className="wallet__lots" aria-label="소멸 예정">
              {b.expiring.map((lot) => (
                <li key={`${lot.kind}-${lot.expires_at}`}>
                  {lot.kind === 'bonus' ? '보너스' : '유료'} {bbtan(lot.amount)} · {hostDate(lot.expires_at)} 소멸
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      <Link className="button button--primary wallet__charge" to={paths.payCharge(paths.settingsCurrency())}>
        충전하기
      </Link>
    </section>
  )
}

function History({ part, kind }: { part: PartOf<CurrencyHistoryOutput>; kind: HistoryKind }) {
  if (part.status === 'loading') return <p aria-busy="true">내역을 불러오는 중입니다…</p>
  if (part.status === 'error') return <ErrorState title="내역을 불러오지 못했습니다" message={part.message} error={part.error} onRetry={part.retry} />
  const { list, total, page, count } = part.data
  if (list.length === 0) {
    if (total > 0) return <EmptyState message="이 페이지에는 내역이 없습니다" action={{ to: paths.settingsCurrency(kind), label: '첫 페이지로' }} />
    return kind === '' ? (
      <EmptyState
        message={`${CURRENCY_NAME} 충전·사용 내역이 없습니다`}
        detail={`${CURRENCY_NAME}을 충전하면 이곳에 내역이 남습니다.`}
        action={{ to: paths.payCharge(paths.settingsCurrency()), label: `${CURRENCY_NAME} 충전하기` }}
      />
    ) : (
      <EmptyState message={`${entryKindNames[kind]} 내역이 없습니다`} action={{ to: paths.settingsCurrency(), label: '전체 내역 보기' }} />
    )
  }
  return (
    <>
      <ol className="wallet__entries" aria-label={`${entryKindNames[kind]} 내역`}>
        {list.map((entry) => (
          <Entry key={entry.entry_id} entry={entry} />
        ))}
      </ol>
      <Pager page={page} count={count} total={total} to={(p) => paths.settingsCurrency(kind, p)} />
    </>
  )
}

function Entry({ entry }: { entry: CurrencyEntry }) {
  const split = [entry.paid ? `유료 ${signedCount(entry.paid)}` : '', entry.bonus ? `보너스 ${signedCount(entry.bonus)}` : ''].filter(Boolean).join(' · ')
  return (
    <li className="wallet__entry" data-testid="wallet-entry">
      <div className="wallet__entry-what">
        <span className="wallet__entry-kind">{entryKindNames[entry.kind]}</span> {entry.what}
        <span className="wallet__entry-when">{hostDateTime(entry.at)}</span>
        {entry.expires_at ? <span className="wallet__entry-when">{hostDate(entry.expires_at)} 소멸 예정</span> : null}
      </div>
      <div className="wallet__entry-amount">
        <strong className={entry.amount < 0 ? 'wallet__out' : 'wallet__in'}>{signedCount(entry.amount)}</strong>
        <span>{split}</span>
        <span>잔액 {bbtan(entry.balance_after)}</span>
      </div>
    </li>
  )
}
