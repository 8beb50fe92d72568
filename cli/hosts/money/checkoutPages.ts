import { PaymentMethod } from '../../../core/contract/index.ts'

/** The stand-in payment window's HTML (docs/decisions/1510): self-contained, everything escaped. */

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** The carriers the phone window offers. */
export const carriers = ['SKT', 'KT', 'LG U+', '알뜰폰'] as const

const won = (amount: number): string => `${amount.toLocaleString('ko-KR')}원`

const frame = (
  title: string,
  body: string,
): string => `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" href="data:,"><style>
body{margin:0;word-break:keep-all;font-family:'Pretendard Variable',system-ui,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;background:#f2f4f6;color:#191f28}
header{background:#fff;border-bottom:1px solid #e5e8eb;padding:14px 16px;display:flex;justify-content:space-between;align-items:center}
header strong{color:#3182f6;font-size:18px}header span{font-size:13px;color:#6b7684}
main{max-width:440px;margin:16px auto;padding:0 12px}
.card{background:#fff;border-radius:16px;padding:20px;margin-bottom:12px}
h1{font-size:20px;margin:0 0 12px}.row{display:flex;justify-content:space-between;gap:12px;margin:8px 0}.row dt{color:#6b7684}.row dd{margin:0;font-weight:600;text-align:right}
.amount dd{font-size:22px;color:#3182f6}
label{display:block;margin:14px 0 6px;font-weight:600}input,select,button{font-family:inherit;font-size:16px}
input,select{box-sizing:border-box;width:100%;padding:12px;border:1px solid #d1d6db;border-radius:10px;background:#fff}
input[aria-invalid=true],select[aria-invalid=true]{border-color:#f04452}
.problem{color:#f04452;font-size:14px;margin:6px 0 0}
.buttons{display:flex;gap:8px;margin-top:20px}button{flex:1;padding:15px;border-radius:12px;border:0;cursor:pointer;font-weight:700}
.pay{background:#3182f6;color:#fff}.cancel{background:#e8f3ff;color:#1b64da}
.note{font-size:13px;color:#4e5968;background:#f9fafb;border-radius:12px;padding:12px 14px;line-height:1.6}.note ul{margin:4px 0 0;padding-left:18px}
a.back{display:block;text-align:center;background:#3182f6;color:#fff;text-decoration:none;padding:15px;border-radius:12px;font-weight:700;margin-top:16px}
</style></head><body><header><strong>안전결제</strong><span>로컬 대역 테스트 결제창</span></header><main>${body}</main></body></html>`

export interface CheckoutShown {
  readonly orderId: string
  readonly itemName: string
  readonly amountWon: number
  readonly method: number
}

const field = (name: string, label: string, input: string, problems: Readonly<Record<string, string>>): string => {
  const problem = problems[name]
  return `<label for="${name}">${label}</label>${input.replace('<input', `<input${problem ? ` aria-invalid="true" aria-describedby="${name}-problem"` : ''}`).replace('<select', `<select${problem ? ` aria-invalid="true" aria-describedby="${name}-problem"` : ''}`)}${problem ? `<p class="problem" id="${name}-problem" role="alert">${escapeHtml(problem)}</p>` : ''}`
}

const cardFields = (form: Readonly<Record<string, string>>, problems: Readonly<Record<string, string>>): string =>
  field(
    'card_number',
    '카드 번호',
    `<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" maxlength="19" placeholder="0000 0000 0000 0000" value="${escapeHtml(form.card_number ?? '')}">`,
    problems,
  )

const phoneFields = (form: Readonly<Record<string, string>>, problems: Readonly<Record<string, string>>): string =>
  field(
    'carrier',
    '통신사',
    `<select id="carrier" name="carrier"><option value="">선택해 주세요</option>${carriers
      .map((c) => `<option value="${escapeHtml(c)}"${form.carrier === c ? ' selected' : ''}>${escapeHtml(c)}</option>`)
      .join('')}</select>`,
    problems,
  ) +
  field(
    'phone',
    '휴대폰 번호',
    `<input id="phone" name="phone" type="tel" inputmode="numeric" autocomplete="tel" placeholder="010-0000-0000" value="${escapeHtml(form.phone ?? '')}">`,
    problems,
  ) +
  field(
    'code',
    '인증번호',
    `<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" placeholder="숫자 6자리" value="${escapeHtml(form.code ?? '')}">`,
    problems,
  )

const testNote = (method: number): string =>
  method === PaymentMethod.webMobilePhone
    ? '<ul><li>010-0000-0000: 승인</li><li>010-0000-0002: 거절</li><li>인증번호: 아무 숫자 6자리</li></ul>'
    : '<ul><li>4242 4242 4242 4242: 승인</li><li>4000 0000 0000 0002: 거절</li><li>4000 0000 0000 9995: 잔액 부족</li></ul>'

/** The window: the order, the method's fields (with what to fix), 결제하기 and 결제 취소, and the test numbers. */
export const checkoutPage = (shown: CheckoutShown, form: Readonly<Record<string, string>> = {}, problems: Readonly<Record<string, string>> = {}): string => {
  const phone = shown.method === PaymentMethod.webMobilePhone
  return frame(
    '결제하기',
    `<section class="card" aria-labelledby="order"><h1 id="order">결제 정보</h1><dl>
<div class="row"><dt>상품</dt><dd data-testid="checkout-item">${escapeHtml(shown.itemName)}</dd></div>
<div class="row"><dt>결제 수단</dt><dd>${phone ? '휴대폰 결제' : '신용·체크카드'}</dd></div>
<div class="row amount"><dt>결제 금액</dt><dd data-testid="checkout-amount">${escapeHtml(won(shown.amountWon))}</dd></div></dl></section>
<form class="card" method="post" novalidate>${phone ? phoneFields(form, problems) : cardFields(form, problems)}
<div class="buttons"><button class="cancel" type="submit" name="decision" value="cancel" formnovalidate>결제 취소</button>
<button class="pay" type="submit" name="decision" value="pay">결제하기</button></div></form>
<aside class="note" aria-label="테스트 결제"><strong>테스트 결제</strong> · 실제로 돈이 나가지 않습니다.${testNote(shown.method)}</aside>`,
  )
}

export type OrderState =
  | { readonly kind: 'paid' | 'approved' | 'unknown'; readonly back: string }
  | { readonly kind: 'declined'; readonly reason: string; readonly back: string }

const stateWords = {
  paid: { title: '이미 결제를 마친 주문입니다', text: '같은 주문은 두 번 결제되지 않습니다.', back: '서비스로 돌아가기' },
  approved: { title: '결제가 승인된 주문입니다', text: '서비스로 돌아가면 구매가 완료됩니다. 다시 결제되지 않습니다.', back: '서비스로 돌아가 구매 완료하기' },
  declined: { title: '결제되지 않은 주문입니다', text: '이 주문은 더 결제할 수 없습니다. 서비스에서 다시 구매해 주세요.', back: '서비스로 돌아가기' },
  unknown: { title: '주문을 찾을 수 없습니다', text: '결제할 수 있는 주문이 아닙니다. 서비스에서 다시 구매해 주세요.', back: '서비스로 돌아가기' },
} as const

/** An order the window does not take (paid, approved and waiting, declined, unknown): said on its own page, with the way back. */
export const orderStatePage = (state: OrderState): string => {
  const words = stateWords[state.kind]
  const reason = state.kind === 'declined' && state.reason ? `<p>${escapeHtml(state.reason)}</p>` : ''
  return frame(
    words.title,
    `<section class="card"><h1>${words.title}</h1>${reason}<p>${words.text}</p><a class="back" href="${escapeHtml(state.back)}">${words.back}</a></section>`,
  )
}
