import type { LoadAt } from '../../data/pageData.ts'

/** /view/{view_type}: the home's rows (the page keeps those of one view type). */
export const viewTypeLoad = (at: LoadAt) => ({
  home: at.read('homeContents'),
})
