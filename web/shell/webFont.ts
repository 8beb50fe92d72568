import { whenIdle } from '../adapters/idle.ts'
import { present } from './webFontMark.ts'

/**
 * Pretendard comes in once the first page is quiet (docs/decisions/0803-korean-web-font.md): on a
 * slow phone its subsets (about 230 KB for the home) would otherwise share the first seconds'
 * bandwidth with the code, the boot's calls and the first row's art. Until then Korean is drawn
 * in the device's own font (every phone and desktop OS has one) and Latin in the size-adjusted
 * fallback. A device that has fetched it before has the files cached: index.html's first script
 * adds the stylesheet at once from the address kept under StorageKey.fontSeen. A built page's
 * own cuts hold every character it draws (decision 1944): its faces then wait for a character the
 * cuts lack (webFontFaces.ts).
 */

/** However busy the first page stays, the font is asked for this long after the load event. */
const LATEST_MS = 3000
/** How often a busy page is looked at again. */
const RECHECK_MS = 100

/** The faces' code comes only now: the first page never waits for it. They are added once the page draws a character its cuts lack. */
const addWebFont = (): void =>
  void import('./webFontFaces.ts').then(
    (faces) => faces.addWebFontWhenDrawn(),
    () => {},
  )

/**
 * Adds the font after the load event, once `isQuiet` (nothing the page waits for in flight) holds
 * in an idle moment, or LATEST_MS after the load event at the latest.
 */
export const addWebFontWhenQuiet = (isQuiet: () => boolean): void => {
  if (present()) return
  const start = () => {
    const latest = setTimeout(() => addWebFont(), LATEST_MS)
    const look = () =>
      whenIdle(() => {
        if (!isQuiet()) return void setTimeout(look, RECHECK_MS)
        clearTimeout(latest)
        addWebFont()
      })
    look()
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
