import type { LoadAt } from '../../data/pageData.ts'

/** /bshorts/{bshorts_url}: the feed of short clips starting at this one. */
export const shortsLoad = (at: LoadAt) => ({
  feed: at.read('shortsFeed', { bshorts_url: at.params['bshorts_url'] ?? '' }),
})
