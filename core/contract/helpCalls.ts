import { type CallSpec, call } from './callSpec.ts'

/**
 * The help centre (designed, docs/contract.md "Help calls"; docs/decisions/1600): the FAQ,
 * notices, policy documents and guides, rendered by the host from its Markdown. All on the API
 * host, POST and unsigned: they are read before any login, as recentNoticeInfo is.
 */
const help = (path: string, fields: readonly string[], required: readonly string[]): CallSpec =>
  call({ method: 'POST', host: 'api', path, fields, required, signing: 'none', origin: 'designed' })

export const helpCalls = {
  /** Every FAQ category in order, each with its questions and their answers as HTML. */
  faqList: help('/v3/help/faqList', [], []),
  /** The notices, newest first, a page at a time (page from 1, count 1–100, default 20). */
  noticeList: help('/v3/help/noticeList', ['page', 'count'], []),
  /** One notice as HTML with its table of contents; -3 for an unknown number. */
  noticeDetail: help('/v3/help/noticeDetail', ['notice_no'], ['notice_no']),
  /**
   * A policy document (terms, privacy, youth, …) in the version asked for, or the one in force
   * when `version` is empty, with every version's date; -3 for an unknown name or version.
   * `view_type` is the page's view (`app`: the chromeless view an app opens); the answer is the same.
   */
  policyDocument: help('/v3/help/policyDocument', ['name', 'view_type', 'version'], ['name']),
  /** A guide (transition, first-time) as HTML with its table of contents; -3 for an unknown name. */
  guideDocument: help('/v3/help/guideDocument', ['name'], ['name']),
} as const satisfies Record<string, CallSpec>
