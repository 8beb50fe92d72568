import type { LoadAt } from '../../data/pageData.ts'

/** /tag/adult: the adult tags, asked for only once the viewer is verified (nothing adult before). */
export const adultTagLoad = (at: LoadAt) => ({
  tags: at.viewer().then((viewer) => (viewer.adult ? at.read('tagList') : null)),
})
