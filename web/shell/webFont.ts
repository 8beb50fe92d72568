import stylesheet from 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css?url'

/**
 * Pretendard comes in once the first page is quiet (docs/decisions/0803-korean-web-font.md): on a
 * slow phone its subsets (about 230 KB for the home) would otherwise share the first seconds'
 * bandwidth with the code, the boot's calls and the first row's art. Until then Korean is drawn
 * in the device's own font (every phone and desktop OS has one) and Latin in the size-adjusted
 * fallback. A device that has fetched it before has the files cached: index.html's first script
 * adds the stylesheet at once from the address kept under SEEN_KEY.
 */

/** The stylesheet's address, kept once fetched; read by the inline script in web/index.html. */
export const SEEN_KEY = 'webFont'
/** However busy the first page stays, the font is asked for this long after the load event. */
const LATEST_MS = 3000
/** How often a busy page is looked at again. */
const RECHECK_MS = 100

/** Marks the document once this build's faces are in (tests and the next check read it). */
const MARK = 'webFont'

/** This build's font is in: its stylesheet (the return-visit script) or its faces (a kept address from an older build does not count). */
const present = (): boolean =>
  document.documentElement.dataset[MARK] === stylesheet ||
  [...document.querySelectorAll('link[data-web-font]')].some((link) => link.getAttribute('href') === stylesheet)

/** One @font-face rule of the stylesheet: its family, source and descriptors. */
export interface FaceRule {
  readonly family: string
  readonly source: string
  readonly descriptors: FontFaceDescriptors
}

/** The @font-face rules of a stylesheet's text, their urls resolved against `base`. */
export const faceRulesOf = (css: string, base: string): FaceRule[] =>
  [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, body = '']) => {
    const field = (name: string) => new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`).exec(body)?.[1]?.trim()
    const family = field('font-family')?.replace(/^['"]|['"]$/g, '')
    const src = field('src')?.replace(/url\((['"]?)([^'")]+)\1\)/g, (_, quote: string, url: string) => `url(${quote}${new URL(url, base).href}${quote})`)
    if (!family || !src) return []
    const descriptors: Record<string, string> = {}
    for (const [css, key] of [['font-style', 'style'], ['font-weight', 'weight'], ['font-display', 'display'], ['unicode-range', 'unicodeRange']] as const) {
      const value = field(css)
      if (value) descriptors[key] = value
    }
    return [{ family, source: src, descriptors: descriptors as FontFaceDescriptors }]
  })

/** The distinct characters of `text`, as code points. */
export const codePointsOf = (text: string): readonly number[] => [...new Set(Array.from(text, (char) => char.codePointAt(0)!))]

/** Whether a unicode-range (`U+ac00-ac7f, U+1100`) holds any of the code points. */
export const rangeCovers = (range: string | undefined, codes: readonly number[]): boolean => {
  if (!range) return true
  const spans = range.split(',').flatMap((part) => {
    const m = /U\+([0-9a-f?]+)(?:-([0-9a-f]+))?/i.exec(part.trim())
    if (!m) return []
    const low = Number.parseInt(m[1]!.replace(/\?/g, '0'), 16)
    const high = m[2] ? Number.parseInt(m[2], 16) : Number.parseInt(m[1]!.replace(/\?/g, 'f'), 16)
    return [[low, high] as const]
  })
  return codes.some((code) => spans.some(([low, high]) => code >= low && code <= high))
}

/**
 * Adds this build's faces once, all in one change: the subsets the page's text needs are loaded
 * first, then every face goes into the document's font set together, so the page is laid out
 * again once, not once per arriving subset (each such layout, on a device drawing Korean from
 * fallback boxes, costs a slow phone a long task). Remembers the address for the next visit.
 */
export const addWebFont = async (): Promise<void> => {
  if (present()) return
  document.documentElement.dataset[MARK] = stylesheet
  try {
    // Asked for as CSS: Vite's dev server (npm start) answers a plain fetch of a .css with its JavaScript module.
    const response = await fetch(stylesheet, { headers: { Accept: 'text/css' } })
    if (!response.ok || !response.headers.get('content-type')?.includes('text/css')) throw new Error(`web font stylesheet: ${response.status}`)
    const css = await response.text()
    const faces = faceRulesOf(css, new URL(stylesheet, window.location.href).href).map((rule) => new FontFace(rule.family, rule.source, rule.descriptors))
    const codes = codePointsOf(document.getElementById('root')?.textContent ?? '')
    await Promise.allSettled(faces.filter((face) => rangeCovers(face.unicodeRange, codes)).map((face) => face.load()))
    for (const face of faces) document.fonts.add(face)
  } catch {
    // The stylesheet did not come: the device's fonts stay, as before the font was asked for.
    delete document.documentElement.dataset[MARK]
    return
  }
  try {
    localStorage.setItem(SEEN_KEY, stylesheet)
  } catch {
    // Storage refused (private mode, quota): the next visit waits for quiet again.
  }
}

const whenIdle = (run: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 500 })
  else setTimeout(run, 0)
}

/**
 * Adds the font after the load event, once `isQuiet` (nothing the page waits for in flight) holds
 * in an idle moment, or LATEST_MS after the load event at the latest.
 */
export const addWebFontWhenQuiet = (isQuiet: () => boolean): void => {
  if (present()) return
  const start = () => {
    const latest = setTimeout(() => void addWebFont(), LATEST_MS)
    const look = () =>
      whenIdle(() => {
        if (!isQuiet()) return void setTimeout(look, RECHECK_MS)
        clearTimeout(latest)
        void addWebFont()
      })
    look()
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
