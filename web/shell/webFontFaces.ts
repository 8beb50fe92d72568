import { fetchStylesheet } from '../adapters/mediaFiles.ts'
import { StorageKey } from '../../core/ports/storage.ts'
import { browserLocalStore } from '../adapters/sessionStore.ts'
import { MARK, present, stylesheet } from './webFontMark.ts'

/**
 * The web font's faces, added once the first page is quiet (web/shell/webFont.ts decides when).
 * A chunk of its own: none of this is needed for the first paint or boot (decision 1250).
 */

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
    for (const [css, key] of [
      ['font-style', 'style'],
      ['font-weight', 'weight'],
      ['font-display', 'display'],
      ['unicode-range', 'unicodeRange'],
    ] as const) {
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
    const css = await fetchStylesheet(stylesheet)
    const faces = faceRulesOf(css, new URL(stylesheet, window.location.href).href).map((rule) => new FontFace(rule.family, rule.source, rule.descriptors))
    const codes = codePointsOf(document.getElementById('root')?.textContent ?? '')
    await Promise.allSettled(faces.filter((face) => rangeCovers(face.unicodeRange, codes)).map((face) => face.load()))
    for (const face of faces) document.fonts.add(face)
  } catch {
    // The stylesheet did not come: the device's fonts stay, as before the font was asked for.
    delete document.documentElement.dataset[MARK]
    return
  }
  // The stylesheet's address, read by the inline script in web/index.html on the next visit; storage
  // refused (private mode, quota): the next visit waits for quiet again.
  browserLocalStore().setItem(StorageKey.fontSeen, stylesheet)
}
