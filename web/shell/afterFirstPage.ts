import { prefetchNextPages } from './prefetchPages.ts'
import { addWebFontWhenQuiet } from './webFont.ts'

/**
 * What waits for the first page to be drawn and quiet: the web font, then the next pages' code.
 * Their own code is a chunk of its own too, asked for as the app starts, so the first page's
 * JavaScript carries none of it.
 */
export const afterFirstPage = (isQuiet: () => boolean): void => {
  addWebFontWhenQuiet(isQuiet)
  prefetchNextPages(isQuiet)
}
