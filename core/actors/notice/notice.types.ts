import type { Notice, NoticeOutput } from '../../api/schemas.ts'

/** Settings state's top_notice_list (docs/product.md §3). */
export interface NoticeContext {
  readonly top_notice_list: readonly Notice[]
}

export type NoticeEvent =
  | { readonly type: 'notice.load' }
  /** Boot, on a return visit: the kept copy of the last notices, shown until the load answers. */
  | { readonly type: 'notice.cached'; readonly top_notice_list: readonly Notice[] }

export type { Notice, NoticeOutput }
