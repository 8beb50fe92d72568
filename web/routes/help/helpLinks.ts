import { CURRENCY_NAME } from '../../../core/contract/index.ts'
import { paths } from '../../paths.ts'

/**
 * Every help document and page, for the help centre and /settings/help alike (one list, so the two
 * never disagree). Only the help pages import it, so it loads with them, never with the first page.
 */
export const helpLinks: readonly { readonly to: string; readonly label: string; readonly description?: string }[] = [
  { to: paths.notice(), label: '공지사항', description: '점검, 새 기능, 이벤트, 약관 개정 소식' },
  { to: paths.faq(), label: '자주 묻는 질문' },
  { to: paths.firstGuide(), label: '처음 이용 안내' },
  { to: paths.transitionHelp(), label: '서비스 이전 안내', description: '예전 앱이나 사이트를 쓰던 회원' },
  { to: paths.buyingGuide(), label: `이용권·${CURRENCY_NAME} 구매 안내` },
  { to: paths.appBuyGuide(), label: '앱 구매 안내', description: '스토어에서 산 이용권의 관리와 해지' },
  { to: paths.about(), label: '서비스 소개' },
  { to: paths.agree(), label: '이용약관' },
  { to: paths.privacy(), label: '개인정보처리방침' },
  { to: paths.protect(), label: '청소년 보호정책' },
  { to: paths.policy('app'), label: '앱 이용 정책' },
  { to: paths.policy('premium'), label: '프리미엄 이용권 정책' },
  { to: paths.policy('playy'), label: '플레이 이용권 정책' },
  { to: paths.policy('bolaa'), label: '볼라 제휴 서비스 이용 정책' },
  { to: paths.policy('skytv'), label: '스카이TV 이용권 정책' },
]

/** The FAQ's address with a category (by its name) or a search (docs/decisions/1635). */
export const faqAt = (query: { readonly category?: string; readonly q?: string } = {}): string => {
  const params = new URLSearchParams()
  if (query.category) params.set('category', query.category)
  if (query.q) params.set('q', query.q)
  const search = params.toString()
  return search ? `${paths.faq()}?${search}` : paths.faq()
}

/** The notices list at a page (1: the bare address). */
export const noticesAt = (page: number): string => (page > 1 ? `${paths.notice()}?page=${page}` : paths.notice())
