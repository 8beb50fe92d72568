import type { LoadAt } from '../../data/pageData.ts'

/** /search: the top searches. */
export const searchLoad = (at: LoadAt) => ({
  popular: at.read('popularKeywords'),
})
