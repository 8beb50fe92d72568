import { pageOf } from '../browse/listChoice.ts'
import type { LoadAt } from './pageData.ts'

/**
 * What each help page reads (docs/contract.md "Help calls"; docs/decisions/1630); `helpLoad`
 * (below) makes each the page's one part, `help`: `usePageData<HelpLoad<'faq'>>().help`.
 */

/** The help addresses that show a policy document, by the document's name in the content. */
const documentByPath: Readonly<Record<string, string>> = {
  '/settings/help/agree': 'terms',
  '/settings/help/privacy': 'privacy',
  '/settings/help/protect': 'youth',
  '/settings/help/about': 'about',
}

/**
 * The document of a policy address: a help address's own, else /main/policy/{app|bolaa|skytv}, else
 * /main/policy/{product}: that product's policy (`product-premium`).
 */
const policyNameOf = (at: Pick<LoadAt, 'url' | 'params'>): string => {
  const product = at.params['product']
  if (product !== undefined) return `product-${product}`
  return documentByPath[at.url.pathname.replace(/\/+$/, '')] ?? at.url.pathname.split('/')[3] ?? ''
}

/** The guides, by address. */
const guideByPath: Readonly<Record<string, string>> = {
  '/settings/transitionHelp': 'transition',
  '/help/firstGuide': 'first-time',
}

/** The notices list's page size, and how many the help centre's front shows. */
const NOTICES_PER_PAGE = 20
const LATEST_NOTICES = 5

export const helpReads = {
  /** /help, /help/main: the FAQ's categories and the latest notices (none shown rather than the page lost when they fail). */
  centre: (at: LoadAt) =>
    Promise.all([at.read('faqList'), at.read('noticeList', { page: 1, count: LATEST_NOTICES }).catch(() => null)]).then(([faq, notices]) => ({ faq, notices })),
  /** /settings/help/faq: every category and question. */
  faq: (at: LoadAt) => at.read('faqList'),
  /** /settings/help/notice?page=: a page of notices, newest first. */
  notices: (at: LoadAt) => at.read('noticeList', { page: pageOf(at), count: NOTICES_PER_PAGE }),
  /** /settings/help/notice/{notice_no}: one notice. */
  notice: (at: LoadAt) => at.read('noticeDetail', { notice_no: at.params['notice_no'] ?? '' }),
  /** A policy document's page, ?version= an earlier version; the view type is the page's layout. */
  policy: (at: LoadAt) =>
    at.read('policyDocument', { name: policyNameOf(at), view_type: at.params['view_type'] ?? '', version: at.url.searchParams.get('version') ?? '' }),
  /** /settings/transitionHelp, /help/firstGuide. */
  guide: (at: LoadAt) => at.read('guideDocument', { name: guideByPath[at.url.pathname.replace(/\/+$/, '')] ?? '' }),
} as const

export type HelpRead = keyof typeof helpReads

/** A help page's loader as helpLoad makes it: the read's answer as the part `help`. */
export type HelpLoad<R extends HelpRead> = (at: LoadAt) => { readonly help: ReturnType<(typeof helpReads)[R]> }

/** A help page's loader (each help route folder's loader.ts): its read as the one part, `help`. */
export const helpLoad =
  <R extends HelpRead>(read: R): HelpLoad<R> =>
  (at) => {
    const help = helpReads[read](at) as ReturnType<HelpLoad<R>>['help']
    // Drawn or not (a navigation left before its page rendered), its failure is never unhandled.
    help.catch(() => {})
    return { help }
  }
