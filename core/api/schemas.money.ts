import type { SchemaKit } from './schemaKit.ts'

/**
 * Output schemas of the money calls (designed, docs/contract.md "Money calls"; docs/decisions/1500);
 * pipeline.ts merges the areas. Amounts are whole 원 or whole 빵탄; times are host times (KST).
 */
export const moneySchemas = (Schema: SchemaKit) => {
  const ZeroOrOne = Schema.Literals([0, 1])

  const Item = Schema.Struct({
    item_id: Schema.String,
    /** ItemGroup: premium 1, playy 2, skytv 3, cable 4. */
    item_group: Schema.Number,
    /** ItemType: subscription 1, consumable 2 (a 빵탄 pack), single 3, skytv 4. */
    item_type: Schema.Number,
    name: Schema.String,
    /** What it unlocks, in one Korean line. */
    summary: Schema.String,
    price_won: Schema.Number,
    /** Its price in 빵탄; null when it is not sold for 빵탄. */
    price_bbtan: Schema.NullOr(Schema.Number),
    /** How long a pass lasts; null for a 빵탄 pack. */
    period_days: Schema.NullOr(Schema.Number),
    /** 1: renews every period until cancelled. */
    renews: ZeroOrOne,
    /** A 빵탄 pack's paid 빵탄 and its bonus; 0 for other items. */
    bbtan: Schema.Number,
    bonus_bbtan: Schema.Number,
    /** PaymentMethod values it may be bought by (4 and 5 on the web; the others through their app). */
    payment_methods: Schema.Array(Schema.Number),
    /** A single item's title. */
    movie_url: Schema.NullOr(Schema.String),
  })

  /** How a purchase was paid: by a payment method, with 빵탄, or granted by an admin. */
  const PaidWith = Schema.Literals(['money', 'currency', 'grant'])

  /** A pass the member holds: what it unlocks and until when. */
  const Pass = Schema.Struct({
    purchase_id: Schema.String,
    item_id: Schema.String,
    item_type: Schema.Number,
    item_group: Schema.Number,
    name: Schema.String,
    /** A single item's title and its name. */
    movie_url: Schema.NullOr(Schema.String),
    title: Schema.NullOr(Schema.String),
    starts_at: Schema.String,
    ends_at: Schema.String,
    /** 1 while it renews; 0 once cancelled (the paid period stays) or for passes that never renew. */
    renews: ZeroOrOne,
    paid_with: PaidWith,
  })

  const ItemListOutput = Schema.Struct({
    items: Schema.Array(Item),
    /** The member's passes in force (none for a guest). */
    passes: Schema.Array(Pass),
  })

  const Expiring = Schema.Struct({
    kind: Schema.Literals(['paid', 'bonus']),
    amount: Schema.Number,
    expires_at: Schema.String,
  })

  const CurrencyBalanceOutput = Schema.Struct({
    paid: Schema.Number,
    bonus: Schema.Number,
    total: Schema.Number,
    /** Paid 빵탄 of charges within 7 days and still unused: what a refund may return. */
    refundable: Schema.Number,
    /** When the soonest refundable charge stops being refundable (its 7 days end); null when nothing is refundable. */
    refundable_until: Schema.NullOr(Schema.String),
    /** Lots that expire, soonest first (bonus 빵탄 within 90 days of its charge). */
    expiring: Schema.Array(Expiring),
  })

  const PurchaseStatus = Schema.Literals(['pending', 'paid', 'declined'])

  /** purchase, purchaseConfirm and currencyCharge: the order as it stands. */
  const PurchaseOutput = Schema.Struct({
    purchase_id: Schema.String,
    status: PurchaseStatus,
    item_id: Schema.String,
    amount_won: Schema.Number,
    /** The 빵탄 it cost, when paid with 빵탄. */
    amount_bbtan: Schema.NullOr(Schema.Number),
    payment_method: Schema.NullOr(Schema.Number),
    /** Pending by card or phone: the checkout page to send the viewer to. */
    checkout_url: Schema.NullOr(Schema.String),
    /** Declined: why, in Korean (한도 초과, 잔액 부족, 결제 취소 …). */
    decline_reason: Schema.NullOr(Schema.String),
    /** Paid: the pass it granted (none for a 빵탄 pack). */
    pass: Schema.NullOr(Pass),
    /** Paid with or for 빵탄: the balance after it. */
    balance: Schema.NullOr(CurrencyBalanceOutput),
  })

  const CurrencyEntryKind = Schema.Literals(['charge', 'bonus', 'spend', 'expire', 'refund', 'grant'])

  const CurrencyEntry = Schema.Struct({
    entry_id: Schema.String,
    kind: CurrencyEntryKind,
    /** The change to the balance: positive in, negative out; paid + bonus. */
    amount: Schema.Number,
    paid: Schema.Number,
    bonus: Schema.Number,
    /** What it was for, in Korean (the pack, the title or the pass). */
    what: Schema.String,
    at: Schema.String,
    /** A charge's or bonus's expiry. */
    expires_at: Schema.NullOr(Schema.String),
    /** The total balance after this entry. */
    balance_after: Schema.Number,
  })

  const CurrencyHistoryOutput = Schema.Struct({
    list: Schema.Array(CurrencyEntry),
    page: Schema.Number,
    count: Schema.Number,
    total: Schema.Number,
  })

  const PurchaseRecord = Schema.Struct({
    purchase_id: Schema.String,
    item_id: Schema.String,
    item_name: Schema.String,
    item_type: Schema.Number,
    item_group: Schema.Number,
    movie_url: Schema.NullOr(Schema.String),
    title: Schema.NullOr(Schema.String),
    /** pending (at the checkout), paid (a 빵탄 pack), active or expired (a pass), declined, voided (an approval never confirmed), refunded. */
    status: Schema.Literals(['pending', 'paid', 'active', 'expired', 'declined', 'voided', 'refunded']),
    paid_with: PaidWith,
    payment_method: Schema.NullOr(Schema.Number),
    amount_won: Schema.Number,
    amount_bbtan: Schema.NullOr(Schema.Number),
    bought_at: Schema.String,
    /** A pass's end. */
    ends_at: Schema.NullOr(Schema.String),
    renews: ZeroOrOne,
    /** When its renewal was stopped. */
    cancelled_at: Schema.NullOr(Schema.String),
    /** 1: an automatic renewal of an earlier pass. */
    renewal: ZeroOrOne,
    /** Declined or voided: why, in Korean. */
    decline_reason: Schema.NullOr(Schema.String),
    /** A declined renewal: the pass plays until then while the member can pay. */
    grace_until: Schema.NullOr(Schema.String),
    /** Refunded: when, and what came back (원 to the method, 빵탄 to the balance). */
    refunded_at: Schema.NullOr(Schema.String),
    refund_won: Schema.NullOr(Schema.Number),
    refund_bbtan: Schema.NullOr(Schema.Number),
  })

  const PurchaseHistoryOutput = Schema.Struct({
    list: Schema.Array(PurchaseRecord),
    page: Schema.Number,
    count: Schema.Number,
    total: Schema.Number,
  })

  const SubscriptionCancelOutput = Schema.Struct({ purchase: PurchaseRecord })

  /** One thing the member is told before it costs anything (docs/decisions/1550). */
  const MoneyNotice = Schema.Struct({
    /** renewal (within 7 days), grace (a declined renewal), price (a rise to answer). */
    kind: Schema.Literals(['renewal', 'grace', 'price']),
    purchase_id: Schema.String,
    item_id: Schema.String,
    name: Schema.String,
    /** When it renews (renewal, price) or until when it plays unpaid (grace). */
    at: Schema.String,
    /** What the renewal costs. */
    amount_won: Schema.Number,
    payment_method: Schema.NullOr(Schema.Number),
    /** price: the price paid so far and from when the new one applies; 'agree' once agreed. */
    old_won: Schema.NullOr(Schema.Number),
    effective_at: Schema.NullOr(Schema.String),
    answer: Schema.NullOr(Schema.Literals(['agree'])),
    /** grace: why the renewal was declined. */
    reason: Schema.NullOr(Schema.String),
  })
  const MoneyNoticesOutput = Schema.Struct({ notices: Schema.Array(MoneyNotice) })

  /** What a refund would give back, or why not (docs/decisions/1551). */
  const RefundQuoteOutput = Schema.Struct({
    purchase_id: Schema.String,
    refundable: ZeroOrOne,
    /** 원 back to the method, 빵탄 back to the balance. */
    amount_won: Schema.Number,
    amount_bbtan: Schema.Number,
    /** withdraw (청약철회, in full), late (paid 빵탄 after 7 days, less the fee); null when not refundable. */
    kind: Schema.NullOr(Schema.Literals(['withdraw', 'late'])),
    /** Not refundable: why, in Korean. */
    reason: Schema.NullOr(Schema.String),
  })
  const RefundRequestOutput = Schema.Struct({
    refunded: ZeroOrOne,
    quote: RefundQuoteOutput,
    purchase: PurchaseRecord,
  })
  const RenewalPayOutput = Schema.Struct({ paid: ZeroOrOne, reason: Schema.NullOr(Schema.String), purchase: PurchaseRecord })
  const PriceConsentOutput = Schema.Struct({ purchase: PurchaseRecord })

  const outputs = {
    itemList: ItemListOutput,
    purchase: PurchaseOutput,
    purchaseConfirm: PurchaseOutput,
    currencyBalance: CurrencyBalanceOutput,
    currencyCharge: PurchaseOutput,
    currencyHistory: CurrencyHistoryOutput,
    purchaseHistory: PurchaseHistoryOutput,
    subscriptionCancel: SubscriptionCancelOutput,
    moneyNotices: MoneyNoticesOutput,
    refundQuote: RefundQuoteOutput,
    refundRequest: RefundRequestOutput,
    renewalPay: RenewalPayOutput,
    priceConsent: PriceConsentOutput,
  } as const
  return {
    Item,
    PaidWith,
    Pass,
    ItemListOutput,
    Expiring,
    CurrencyBalanceOutput,
    PurchaseStatus,
    PurchaseOutput,
    CurrencyEntryKind,
    CurrencyEntry,
    CurrencyHistoryOutput,
    PurchaseRecord,
    PurchaseHistoryOutput,
    SubscriptionCancelOutput,
    MoneyNotice,
    MoneyNoticesOutput,
    RefundQuoteOutput,
    RefundRequestOutput,
    RenewalPayOutput,
    PriceConsentOutput,
    outputs,
  }
}

type Made = ReturnType<typeof moneySchemas>
export type Item = Made['Item']['Type']
export type PaidWith = Made['PaidWith']['Type']
export type Pass = Made['Pass']['Type']
export type ItemListOutput = Made['ItemListOutput']['Type']
export type Expiring = Made['Expiring']['Type']
export type CurrencyBalanceOutput = Made['CurrencyBalanceOutput']['Type']
export type PurchaseStatus = Made['PurchaseStatus']['Type']
export type PurchaseOutput = Made['PurchaseOutput']['Type']
export type CurrencyEntryKind = Made['CurrencyEntryKind']['Type']
export type CurrencyEntry = Made['CurrencyEntry']['Type']
export type CurrencyHistoryOutput = Made['CurrencyHistoryOutput']['Type']
export type PurchaseRecord = Made['PurchaseRecord']['Type']
export type PurchaseHistoryOutput = Made['PurchaseHistoryOutput']['Type']
export type SubscriptionCancelOutput = Made['SubscriptionCancelOutput']['Type']
export type MoneyNotice = Made['MoneyNotice']['Type']
export type MoneyNoticesOutput = Made['MoneyNoticesOutput']['Type']
export type RefundQuoteOutput = Made['RefundQuoteOutput']['Type']
export type RefundRequestOutput = Made['RefundRequestOutput']['Type']
/** The money calls' output schemas, for the type of each call's output. */
export type MoneyOutputs = Made['outputs']
