import { ResultCode } from '../../../core/contract/index.ts'
import { type ActAt, type Words, field } from '../../data/actions.ts'
import { type PayMethod, findIntent, intentFor } from '../../pay/intent.ts'
import { type PayResult, answered, refused } from '../../pay/payResult.ts'
import { paths } from '../../paths.ts'

/**
 * /pay's writes (docs/decisions/1511): buying (purchase or currencyCharge with the intent's one
 * idempotency key) and the 빵탄 deduction's confirmation. Every refusal is Korean with the next
 * step the page offers.
 */

/** What -11 means when buying: the item is already in force, or not sold this way on the web. */
const buyWords: Words = {
  [ResultCode.parameterInvalid]:
    '이미 이용 중인 상품이거나 이 결제 수단으로 살 수 없는 상품입니다. 이용 중인 이용권을 확인하거나 다른 결제 수단을 골라 주세요.',
  [ResultCode.dataNotFound]: '판매하지 않는 상품입니다. 다른 상품을 골라 주세요.',
  [ResultCode.insufficientCurrency]: '빵탄이 부족합니다. 빵탄을 충전하면 이어서 구매할 수 있습니다.',
}

const methodOf = (text: string): PayMethod => (text === '4' ? 4 : text === '5' ? 5 : 'bbtan')

/** 구매하기: the intent (its key made once), then purchase / currencyCharge; 빵탄 answers -116 (confirm) or -115 (charge first). */
const buy = async ({ form, write }: ActAt): Promise<PayResult> => {
  const method = methodOf(field(form, 'method'))
  const forItem = field(form, 'for_item')
  const intent = intentFor({
    call: field(form, 'call') === 'currencyCharge' ? 'currencyCharge' : 'purchase',
    itemId: field(form, 'item_id'),
    itemName: field(form, 'item_name'),
    method,
    movieUrl: field(form, 'movie_url') || null,
    amount: Number(field(form, 'amount')),
    back: field(form, 'back') || paths.pay(),
    ...(forItem ? { forItem: { itemId: forItem, movieUrl: field(form, 'for_movie') || null } } : {}),
  })
  const common = { item_id: intent.itemId, idempotency_key: intent.key }
  try {
    if (method === 'bbtan')
      return answered(intent, await write('purchase', { ...common, use_currency: 1, ...(intent.movieUrl ? { movie_url: intent.movieUrl } : {}) }))
    const web = { ...common, payment_method: method, return_url: `${window.location.origin}${paths.payReturn()}` }
    const out =
      intent.call === 'currencyCharge'
        ? await write('currencyCharge', web)
        : await write('purchase', { ...web, ...(intent.movieUrl ? { movie_url: intent.movieUrl } : {}) })
    return answered(intent, out)
  } catch (error) {
    return refused(error, intent, buyWords)
  }
}

/** 확인 in the deduction's alert: purchaseConfirm for the 빵탄 amount the viewer saw. */
const confirmCurrency = async ({ form, write }: ActAt): Promise<PayResult> => {
  const intent = findIntent({ key: field(form, 'key') })
  if (!intent) return { ok: false, message: '구매 정보를 찾지 못했습니다. 상품을 다시 골라 주세요.' }
  try {
    return answered(intent, await write('purchaseConfirm', { idempotency_key: intent.key, amount: intent.amount }))
  } catch (error) {
    return refused(error, intent, { [ResultCode.insufficientCurrency]: '그사이 빵탄이 줄어 부족합니다. 빵탄을 충전하면 이어서 구매할 수 있습니다.' })
  }
}

export const act = (at: ActAt): Promise<PayResult> => (field(at.form, 'intent') === 'confirm' ? confirmCurrency(at) : buy(at))
