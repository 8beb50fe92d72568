import type { KakaoNaverProvider } from './kakaoNaverCalls.ts'

/** The stand-in's Kakao and Naver pages: a consent page in each provider's colours, and a problem page. */

const brand: Readonly<Record<KakaoNaverProvider, { name: string; background: string; color: string }>> = {
  kakao: { name: '카카오', background: '#FEE500', color: '#191919' },
  naver: { name: '네이버', background: '#03C75A', color: '#FFFFFF' },
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

const frame = (provider: KakaoNaverProvider, body: string): string => {
  const b = brand[provider]
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${b.name} 로그인 (로컬 대역)</title><link rel="icon" href="data:,"><style>
body{margin:0;font-family:'Pretendard Variable',system-ui,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;background:#f5f5f5;color:#191919}
header{background:${b.background};color:${b.color};padding:16px;font-weight:700;font-size:20px;text-align:center}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
label{display:block;margin:16px 0 6px;font-weight:600}input,button{font-family:inherit}input{box-sizing:border-box;width:100%;padding:12px;font-size:16px;border:1px solid #ccc;border-radius:8px}
ul{padding-left:20px;line-height:1.7}.note{color:#666;font-size:14px}.problem{color:#c00;font-weight:600}
.buttons{display:flex;gap:8px;margin-top:24px}button{flex:1;padding:14px;font-size:16px;border-radius:8px;border:0;cursor:pointer}
.agree{background:${b.background};color:${b.color};font-weight:700}.cancel{background:#e5e5e5;color:#191919}
</style></head><body><header>${b.name} 로그인</header><main>${body}</main></body></html>`
}

/** The consent page: who signs in (email and name of a test person) and what the app gets, 동의하고 계속하기 or 취소. */
export const consentPage = (
  provider: KakaoNaverProvider,
  fields: Readonly<Record<string, string>>,
  person: { readonly email: string; readonly name: string },
  problem?: string,
): string => {
  const hidden = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('')
  return frame(
    provider,
    `<h1 style="font-size:20px;margin-top:0">서비스 이용 동의</h1>
<p>이 서비스가 ${brand[provider].name} 계정의 다음 정보를 요청합니다.</p><ul><li>이메일</li><li>닉네임</li></ul>
<p class="note">로컬 대역의 ${brand[provider].name} 로그인입니다. 테스트할 사람의 이메일과 이름을 적어 주세요. 같은 이메일은 같은 사람입니다.</p>
${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post">${hidden}
<label for="email">이메일</label><input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(person.email)}">
<label for="name">이름</label><input id="name" name="name" type="text" maxlength="20" value="${escapeHtml(person.name)}" placeholder="예: 홍길동">
<div class="buttons"><button class="cancel" type="submit" name="decision" value="cancel">취소</button>
<button class="agree" type="submit" name="decision" value="agree">동의하고 계속하기</button></div></form>`,
  )
}

/** A request the provider refuses to act on (unknown app, unregistered return address): said on its own page. */
export const problemPage = (provider: KakaoNaverProvider, message: string): string =>
  frame(
    provider,
    `<h1 style="font-size:20px;margin-top:0">로그인할 수 없습니다</h1><p role="alert">${escapeHtml(message)}</p><p class="note">서비스로 돌아가 다시 시도해 주세요.</p>`,
  )
