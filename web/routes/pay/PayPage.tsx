import { josa } from 'es-hangul'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useFetcher, useLocation, useNavigate, useSearchParams } from 'react-router'
import type { CurrencyBalanceOutput, Item, ItemListOutput, Pass } from '../../../core/api/schemas.money.ts'
import { ItemGroup, ItemType, PaymentMethod, ResultCode } from '../../../core/contract/index.ts'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import type { payLoad } from './loader.ts'
import { usePageData, usePart } from '../../data/pageData.ts'
import { useKidsWatching } from '../../data/watchingProfile.ts'
import type { PayResult } from '../../pay/payResult.ts'
import { type PayIntent, type PayMethod, waitingPurchase } from '../../pay/intent.ts'
import { bbtan, hostDate, won } from '../../pay/money.ts'
import { fullPath, paths } from '../../paths.ts'
import { safeReturnPath } from '../../returnAddress.ts'
import { useApp } from '../../shell/appContext.ts'
import './Pay.css'
// The page's writes (its route's action): in this module, so a form's write waits for no more code.
export { act } from './action.ts'

/**
 * /pay (login required; docs/decisions/1511): what is sold by group with its price in 원 and 빵탄
 * and what it unlocks, the member's passes and 빵탄. 구매하기 with a card or phone goes to the
 * checkout; with 빵탄 the app asks to confirm the deduction (or leads to a charge first and back
 * to the same purchase). The query (item_group, item_type, movie_url) puts what the viewer needs
 * first; movie_url or return_url is where a paid purchase goes back to.
 */
export default function PayPage() {
  const data = usePageData<typeof payLoad>()
  const items = usePart(data.items)
  const balance = usePart(data.balance)
  const bought = usePart(data.bought)
  // A kids profile buys nothing: a grown-up's profile does (docs/decisions/1902).
  if (useKidsWatching()) return <KidsNoPurchase />
  if (items.status === 'loading')
    return (
      <PageFrame>
        <p className="pay__waiting" role="status">
          상품을 불러오고 있습니다…
        </p>
      </PageFrame>
    )
  if (items.status === 'error') {
    return (
      <PageFrame>
        <ErrorState
          title="상품을 불러오지 못했습니다"
          message={items.message}
          error={items.error}
          onRetry={items.retry}
          action={{ to: paths.appBuyGuide(), label: '구매 안내 보기' }}
        />
      </PageFrame>
    )
  }
  return (
    <PageFrame>
      <Shop list={items.data} balance={balance.status === 'ok' ? balance.data : null} firstTime={bought.status === 'ok' && bought.data.total === 0} />
    </PageFrame>
  )
}

/** What /pay says to a kids profile: buying is a grown-up's, from their own profile. */
function KidsNoPurchase() {
  const location = useLocation()
  return (
    <PageFrame>
      <EmptyState
        message="키즈 프로필에서는 구매할 수 없습니다. 보호자 프로필로 바꾼 뒤 구매해 주세요."
        action={{ to: paths.profiles(fullPath(location)), label: '프로필 바꾸기' }}
      />
    </PageFrame>
  )
}

const groupNames: Readonly<Record<number, string>> = {
  [ItemGroup.premium]: '프리미엄',
  [ItemGroup.playy]: '플레이',
  [ItemGroup.skytv]: '스카이TV',
  [ItemGroup.cable]: '케이블',
}

/** What the viewer may choose on the web for an item: card, phone, and 빵탄 where it is sold for 빵탄. */
const webMethods = (item: Item): PayMethod[] => [
  ...(item.payment_methods.includes(PaymentMethod.webCard) ? [5 as const] : []),
  ...(item.payment_methods.includes(PaymentMethod.webMobilePhone) ? [4 as const] : []),
  ...(item.price_bbtan !== null && item.item_type !== ItemType.consumable ? ['bbtan' as const] : []),
]

const methodLabel = (method: PayMethod, item: Item): string =>
  method === 'bbtan' ? bbtan(item.price_bbtan ?? 0) : method === 5 ? '신용·체크카드' : '휴대폰 결제'

/** A pass of this item in force blocks buying it again when it renews or is a single title's. */
const blocks = (item: Item, pass: Pass | undefined): boolean => pass !== undefined && (item.renews === 1 || item.item_type === ItemType.single)

interface Short {
  readonly intent: PayIntent
  readonly missing: number
}

/**
 * The shop's shelves: first what the title or the refusal that sent the viewer here asked for, then
 * every other pass by its group, then the 빵탄 packs.
 */
const shelvesOf = (items: readonly Item[], movieUrl: string | null, group: string | null, type: string | null) => {
  // A title's refusal names its item type (and group 2 for a 플레이 title): a 플레이 pass opens nothing else, so it is not offered first otherwise.
  const wanted = (item: Item) =>
    item.item_type !== ItemType.consumable &&
    ((movieUrl !== null && item.movie_url === movieUrl) ||
      ((type !== null || group !== null) &&
        (type === null || String(item.item_type) === type) &&
        (group !== null ? String(item.item_group) === group : movieUrl === null || item.item_group !== ItemGroup.playy)))
  const rest = items.filter((i) => !wanted(i) && i.item_type !== ItemType.consumable)
  return {
    first: items.filter(wanted),
    rest,
    packs: items.filter((i) => i.item_type === ItemType.consumable),
    groups: [...new Set(rest.map((i) => i.item_group))],
  }
}

/** 보유 빵탄 and 이용 중인 상품, and the first-purchase guide for a first-time buyer. */
function Wallet({
  passes,
  balance,
  firstTime,
}: {
  readonly passes: ItemListOutput['passes']
  readonly balance: CurrencyBalanceOutput | null
  readonly firstTime: boolean
}) {
  return (
    <section className="pay__wallet" aria-label="내 이용 현황">
      <div>
        <p className="pay__label">보유 빵탄</p>
        <p className="pay__balance" data-testid="pay-balance">
          {balance ? bbtan(balance.total) : '—'}
        </p>
        {balance && balance.bonus > 0 ? (
          <p className="pay__note">
            유료 {balance.paid.toLocaleString('ko-KR')} · 보너스 {balance.bonus.toLocaleString('ko-KR')}
          </p>
        ) : null}
      </div>
      <div className="pay__passes">
        <p className="pay__label">이용 중인 상품</p>
        {passes.length === 0 ? (
          <p className="pay__note">이용 중인 이용권이 없습니다.</p>
        ) : (
          <ul>
            {passes.map((p) => (
              <li key={p.purchase_id} data-testid="pay-pass">
                {p.title ?? p.name} <span className="pay__badge">이용 중 · ~{hostDate(p.ends_at)}</span>
                {p.renews ? <span className="pay__note"> 자동 결제</span> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      {firstTime ? (
        <Link className="pay__first" to={paths.payFirstGuide()}>
          처음 구매하시나요? 첫 구매 안내 보기
        </Link>
      ) : null}
    </section>
  )
}

function Shop({ list, balance, firstTime }: { readonly list: ItemListOutput; readonly balance: CurrencyBalanceOutput | null; readonly firstTime: boolean }) {
  const [query] = useSearchParams()
  const navigate = useNavigate()
  const { commands } = useApp()
  const fetcher = useFetcher<PayResult>()
  const [problem, setProblem] = useState('')
  const [short, setShort] = useState<Short | null>(null)
  const [leaving, setLeaving] = useState(false)
  const handled = useRef<PayResult | undefined>(undefined)
  const sending = useRef(false)
  const packsRef = useRef<HTMLElement>(null)
  const movieUrl = query.get('movie_url')
  const back = safeReturnPath(query.get('return_url'), window.location.origin) ?? (movieUrl ? paths.player(movieUrl) : paths.pay())
  const busy = fetcher.state !== 'idle' || leaving

  const submit = (fields: Record<string, string>) => {
    if (sending.current) return
    sending.current = true
    setProblem('')
    void fetcher.submit(fields, { method: 'post' })
  }
  const buy = (item: Item, method: PayMethod, forItem?: PayIntent) =>
    submit({
      intent: 'buy',
      call: item.item_type === ItemType.consumable ? 'currencyCharge' : 'purchase',
      item_id: item.item_id,
      item_name: item.name,
      method: String(method),
      movie_url: item.movie_url ?? '',
      amount: String(method === 'bbtan' ? (item.price_bbtan ?? 0) : item.price_won),
      back: forItem ? forItem.back : back,
      ...(forItem ? { for_item: forItem.itemId, for_movie: forItem.movieUrl ?? '' } : {}),
    })

  // The host's answer: to the checkout, to the outcome, the deduction to confirm, a charge to make, or why not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer (`handled`), whatever the form's functions are by then
  useEffect(() => {
    const result = fetcher.data
    if (fetcher.state !== 'idle' || !result || handled.current === result) return
    handled.current = result
    sending.current = false
    if (result.checkoutUrl) {
      sending.current = true
      setLeaving(true)
      return void window.location.assign(result.checkoutUrl)
    }
    if (result.purchase && result.purchase.status !== 'pending') return void navigate(paths.payReturn(result.purchase.purchase_id))
    const intent = result.intent
    if (result.code === ResultCode.currencyDeductionConfirmation && intent) {
      const after = (balance?.total ?? 0) - intent.amount
      void commands
        .confirm({
          title: '빵탄으로 구매',
          message: `${josa(intent.itemName, '을/를')} ${bbtan(intent.amount)}로 구매합니다. 사용 후 잔액: ${bbtan(Math.max(after, 0))}`,
        })
        .then((yes) => yes && submit({ intent: 'confirm', key: intent.key }))
      return
    }
    if (result.code === ResultCode.insufficientCurrency && intent) {
      setShort({ intent, missing: Math.max(intent.amount - (balance?.total ?? 0), 1) })
      packsRef.current?.scrollIntoView({ block: 'start' })
    }
    setProblem(result.message)
  }, [fetcher.state, fetcher.data, balance, commands, navigate])

  // Back from a charge made for a 빵탄 purchase: the same purchase again, with its key.
  const resumed = useRef(false)
  useEffect(() => {
    const itemId = query.get('resume')
    if (resumed.current || !itemId) return
    resumed.current = true
    const waiting = waitingPurchase(itemId, movieUrl)
    const item = list.items.find((i) => i.item_id === itemId)
    if (waiting && item) buy(item, 'bbtan')
  })

  const passOf = (item: Item) => list.passes.find((p) => p.item_id === item.item_id)
  const { first, rest, packs, groups } = shelvesOf(list.items, movieUrl, query.get('item_group'), query.get('item_type'))
  const card = (item: Item, forItem?: PayIntent) => (
    <ItemCard key={item.item_id} item={item} pass={passOf(item)} busy={busy} onBuy={(method) => buy(item, method, forItem)} />
  )

  return (
    <div className="pay">
      <Wallet passes={list.passes} balance={balance} firstTime={firstTime} />

      <p className="pay__problem" role="alert" data-testid="pay-problem">
        {problem}
      </p>

      {first.length > 0 ? (
        <section className="pay__group" aria-labelledby="pay-first">
          <h2 id="pay-first">{movieUrl ? '이 작품을 보려면' : '추천 상품'}</h2>
          <div className="pay__items">{first.map((i) => card(i))}</div>
        </section>
      ) : null}
      {groups.map((g) => (
        <section key={g} className="pay__group" aria-labelledby={`pay-group-${g}`}>
          <h2 id={`pay-group-${g}`}>{groupNames[g] ?? '기타'} 이용권</h2>
          <div className="pay__items">{rest.filter((i) => i.item_group === g).map((i) => card(i))}</div>
        </section>
      ))}
      <section className="pay__group" aria-labelledby="pay-packs" ref={packsRef}>
        <h2 id="pay-packs">빵탄 충전</h2>
        {short ? (
          <p className="pay__short" role="status" data-testid="pay-short">
            빵탄이 {short.missing.toLocaleString('ko-KR')}개 부족합니다. 충전을 마치면 {short.intent.itemName} 구매를 이어서 합니다.
          </p>
        ) : (
          <p className="pay__note">1빵탄 = 100원 · 개별 구매와 7일 이용권에 쓸 수 있습니다.</p>
        )}
        <div className="pay__items">{packs.map((i) => card(i, short?.intent))}</div>
      </section>
      {/* App Store, Google Play, 원스토어, 갤럭시 스토어 and 네이버페이 sell in the apps (-11 here): the guide says how. */}
      <p className="pay__note">
        App Store, Google Play, 원스토어, 갤럭시 스토어, 네이버페이 결제는 앱에서 할 수 있습니다. <Link to={paths.appBuyGuide()}>앱에서 구매하는 방법</Link>
      </p>
    </div>
  )
}

function ItemCard({
  item,
  pass,
  busy,
  onBuy,
}: {
  readonly item: Item
  readonly pass: Pass | undefined
  readonly busy: boolean
  readonly onBuy: (method: PayMethod) => void
}) {
  const methods = webMethods(item)
  const [method, setMethod] = useState<PayMethod | undefined>(methods[0])
  const name = useId()
  return (
    <article className="pay-item" data-testid="pay-item" data-item={item.item_id} aria-label={item.name}>
      <h3 className="pay-item__name">{item.name}</h3>
      <p className="pay-item__summary">{item.summary}</p>
      <p className="pay-item__price">
        {won(item.price_won)}
        {item.price_bbtan !== null ? <span className="pay-item__bbtan"> 또는 {bbtan(item.price_bbtan)}</span> : null}
        {item.bonus_bbtan > 0 ? <span className="pay-item__bbtan"> · 보너스 {item.bonus_bbtan}개</span> : null}
      </p>
      {pass ? <p className="pay__badge">이용 중 · ~{hostDate(pass.ends_at)}</p> : null}
      {blocks(item, pass) ? null : methods.length > 0 ? (
        <form
          className="pay-item__form"
          onSubmit={(event) => {
            event.preventDefault()
            if (!busy && method !== undefined) onBuy(method)
          }}
        >
          <fieldset>
            <legend className="visually-hidden">{item.name} 결제 수단</legend>
            {methods.map((m) => (
              <label key={String(m)} className="pay-item__method">
                <input type="radio" name={name} value={String(m)} checked={method === m} onChange={() => setMethod(m)} />
                {methodLabel(m, item)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button--primary pay-item__buy" disabled={busy} aria-busy={busy}>
            {busy ? '처리 중…' : method === 'bbtan' ? `${bbtan(item.price_bbtan ?? 0)}로 구매하기` : `${won(item.price_won)} 결제하기`}
          </button>
        </form>
      ) : null}
    </article>
  )
}
