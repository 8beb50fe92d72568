import type { LoadAt } from '../../data/pageData.ts'

/** /user/tag and /settings/tag: every tag and the member's taste. */
export const tasteLoad = (at: LoadAt) => ({
  tags: at.read('tagList'),
  taste: at.read('tasteGet'),
})
