import { ItemGroup, ItemType, PaymentMethod, ServiceId } from '../../../core/contract/index.ts'
import type { CatalogueTitle } from '../titles/title.ts'

/**
 * What the stand-in sells (docs/decisions/1500): passes by ItemGroup, 빵탄 packs, and one single
 * item per single title. 1 빵탄 is 100원. A subscription renews every period until cancelled.
 */
export interface SaleItem {
  readonly id: string
  readonly group: ItemGroup
  readonly type: ItemType
  readonly name: string
  readonly summary: string
  readonly priceWon: number
  /** null: not sold for 빵탄. */
  readonly priceBbtan: number | null
  /** A pass's length; null for a 빵탄 pack. */
  readonly periodDays: number | null
  readonly renews: boolean
  /** A pack's paid 빵탄 and bonus. */
  readonly bbtan: number
  readonly bonus: number
  readonly methods: readonly PaymentMethod[]
  /** A single item's title. */
  readonly movieUrl: string | null
}

/** The web's own methods (a checkout page) and the apps' (a guide). */
const web = [PaymentMethod.webCard, PaymentMethod.webMobilePhone] as const
const everywhere = [
  ...web,
  PaymentMethod.iosAppStore,
  PaymentMethod.googlePlayStore,
  PaymentMethod.oneStore,
  PaymentMethod.galaxyApps,
  PaymentMethod.naverPay,
] as const

const pass = (item: Omit<SaleItem, 'bbtan' | 'bonus' | 'movieUrl'>): SaleItem => ({ ...item, bbtan: 0, bonus: 0, movieUrl: null })

const pack = (bbtan: number, bonus: number): SaleItem => ({
  id: `bbtan-${bbtan}`,
  group: ItemGroup.premium,
  type: ItemType.consumable,
  name: `빵탄 ${bbtan}개`,
  summary: bonus > 0 ? `보너스 ${bonus}개 포함 · 개별 구매와 7일 이용권에 사용` : '개별 구매와 7일 이용권에 사용',
  priceWon: bbtan * 100,
  priceBbtan: null,
  periodDays: null,
  renews: false,
  bbtan,
  bonus,
  methods: everywhere,
  movieUrl: null,
})

export const saleItems: readonly SaleItem[] = [
  pass({
    id: 'premium-month',
    group: ItemGroup.premium,
    type: ItemType.subscription,
    name: '프리미엄 월 이용권',
    summary: '프리미엄·무협·시리즈·영화관의 이용권 콘텐츠와 스카이TV 콘텐츠를 30일 동안 · 매월 자동 결제',
    priceWon: 9900,
    priceBbtan: null,
    periodDays: 30,
    renews: true,
    methods: everywhere,
  }),
  pass({
    id: 'premium-week',
    group: ItemGroup.premium,
    type: ItemType.subscription,
    name: '프리미엄 7일 이용권',
    summary: '프리미엄 월 이용권과 같은 콘텐츠를 7일 동안 · 자동 결제 없음',
    priceWon: 3900,
    priceBbtan: 39,
    periodDays: 7,
    renews: false,
    methods: web,
  }),
  pack(10, 0),
  pack(50, 3),
  pack(100, 10),
  pack(300, 45),
  pass({
    id: 'playy-month',
    group: ItemGroup.playy,
    type: ItemType.subscription,
    name: '플레이 월 이용권',
    summary: '플레이 전용관의 모든 콘텐츠를 30일 동안 · 매월 자동 결제',
    priceWon: 7900,
    priceBbtan: null,
    periodDays: 30,
    renews: true,
    methods: everywhere,
  }),
  pass({
    id: 'skytv-month',
    group: ItemGroup.skytv,
    type: ItemType.skytv,
    name: '스카이TV 월 이용권',
    summary: '스카이TV 콘텐츠를 30일 동안 · 매월 자동 결제',
    priceWon: 5500,
    priceBbtan: null,
    periodDays: 30,
    renews: true,
    methods: everywhere,
  }),
  pass({
    id: 'cable-month',
    group: ItemGroup.cable,
    type: ItemType.subscription,
    name: '케이블 가입자 월 이용권',
    summary: '케이블 방송 가입자 요금으로 프리미엄 월 이용권과 같은 콘텐츠를 30일 동안 · 휴대폰 결제',
    priceWon: 6600,
    priceBbtan: null,
    periodDays: 30,
    renews: true,
    methods: [PaymentMethod.webMobilePhone],
  }),
]

/** How long a single title stays open once bought (대여): 7 days. */
export const SINGLE_PERIOD_DAYS = 7

const SINGLE_PREFIX = 'single:'

/** A single title's price: 1,500원 to 3,000원 by its address (deterministic), 1 빵탄 per 100원. */
const singlePrice = (movieUrl: string): number => {
  let sum = 0
  for (const ch of movieUrl) sum = (sum * 31 + ch.charCodeAt(0)) >>> 0
  return movieUrl.startsWith('qa-') ? 1500 : 1500 + (sum % 4) * 500
}

/** The single item of a title sold one by one. */
export const singleItem = (title: Pick<CatalogueTitle, 'movieUrl' | 'title'>): SaleItem => {
  const priceWon = singlePrice(title.movieUrl)
  return {
    id: `${SINGLE_PREFIX}${title.movieUrl}`,
    group: ItemGroup.premium,
    type: ItemType.single,
    name: `${title.title} (${SINGLE_PERIOD_DAYS}일 대여)`,
    summary: `이 작품 하나를 ${SINGLE_PERIOD_DAYS}일 동안`,
    priceWon,
    priceBbtan: priceWon / 100,
    periodDays: SINGLE_PERIOD_DAYS,
    renews: false,
    bbtan: 0,
    bonus: 0,
    methods: web,
    movieUrl: title.movieUrl,
  }
}

/** The title a single item's id names, if it is one. */
export const singleTitleOf = (itemId: string): string | undefined => (itemId.startsWith(SINGLE_PREFIX) ? itemId.slice(SINGLE_PREFIX.length) : undefined)

/** A sale item by id; a single item needs its title found by the caller. */
export const saleItem = (id: string): SaleItem | undefined => saleItems.find((item) => item.id === id)

/**
 * Which passes open a title (the item rule of playInfo): a premium or cable subscription opens
 * subscription and skytv titles; a skytv pass skytv titles; a playy pass the playy line; a single
 * item its own title.
 */
export const passOpens = (
  pass: { readonly itemType: number; readonly itemGroup: number; readonly movieUrl: string | null },
  title: Pick<CatalogueTitle, 'movieUrl' | 'serviceId' | 'itemType'>,
): boolean => {
  if (title.serviceId === ServiceId.playy) return pass.itemGroup === ItemGroup.playy
  if (pass.itemGroup === ItemGroup.playy) return false
  if (title.itemType === ItemType.single) return pass.itemType === ItemType.single && pass.movieUrl === title.movieUrl
  if (pass.itemType === ItemType.single) return false
  if (title.itemType === ItemType.skytv) return pass.itemType === ItemType.skytv || pass.itemType === ItemType.subscription
  return pass.itemType === ItemType.subscription
}
