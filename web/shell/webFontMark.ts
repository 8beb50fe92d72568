import stylesheet from 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css?url'

/**
 * Which build's web font the page has: read by the check that asks for it (webFont.ts) and by the
 * code that adds its faces (webFontFaces.ts), which webFont.ts loads only when it is needed.
 */

/** This build's stylesheet, emitted as its own file (Vite's `?url`). */
export { stylesheet }

/** Marks the document once this build's faces are in (tests and the next check read it). */
export const MARK = 'webFont'

/** Marks the document while its cuts hold every character it draws and the faces wait for one more (tests read it). */
export const WAITING_MARK = 'webFontWaiting'

/** This build's font is in: its stylesheet (the return-visit script) or its faces (a kept address from an older build does not count). */
export const present = (): boolean =>
  document.documentElement.dataset[MARK] === stylesheet ||
  [...document.querySelectorAll('link[data-web-font]')].some((link) => link.getAttribute('href') === stylesheet)
