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

/** An @font-face field's value in a rule's body (one pattern per field, made once). */
const fieldPatterns = new Map<string, RegExp>()
const fieldOf = (body: string, name: string): string | undefined => {
  let pattern = fieldPatterns.get(name)
  if (!pattern) fieldPatterns.set(name, (pattern = new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`)))
  return pattern.exec(body)?.[1]?.trim()
}

/** The @font-face rules of a stylesheet's text, their urls resolved against `base`. */
export const faceRulesOf = (css: string, base: string): FaceRule[] =>
  [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, body = '']) => {
    const family = fieldOf(body, 'font-family')?.replace(/^['"]|['"]$/g, '')
    const src = fieldOf(body, 'src')?.replace(
      /url\((['"]?)([^'")]+)\1\)/g,
      (_, quote: string, url: string) => `url(${quote}${new URL(url, base).href}${quote})`,
    )
    if (!family || !src) return []
    const descriptors: Record<string, string> = {}
    for (const [css, key] of [
      ['font-style', 'style'],
      ['font-weight', 'weight'],
      ['font-display', 'display'],
      ['unicode-range', 'unicodeRange'],
    ] as const) {
      const value = fieldOf(body, css)
      if (value) descriptors[key] = value
    }
    return [{ family, source: src, descriptors: descriptors as FontFaceDescriptors }]
  })

/** The distinct characters of `text`, as code points, ascending. */
export const codePointsOf = (text: string): readonly number[] => [...new Set(Array.from(text, (char) => char.codePointAt(0)!))].sort((a, b) => a - b)

type Span = readonly [number, number]

/** A unicode-range's spans (`U+ac00-ac7f, U+1100, U+AC??`), as [low, high] code points. */
const spansOf = (range: string): Span[] =>
  range.split(',').flatMap((part) => {
    const m = /U\+([0-9a-f?]+)(?:-([0-9a-f]+))?/i.exec(part.trim())
    if (!m) return []
    const low = Number.parseInt(m[1]!.replace(/\?/g, '0'), 16)
    const high = m[2] ? Number.parseInt(m[2], 16) : Number.parseInt(m[1]!.replace(/\?/g, 'f'), 16)
    return [[low, high] as const]
  })

/** The index of the first of `sorted` (ascending) at or past `value`, by halving. */
const firstAtOrPast = (sorted: readonly number[], value: number): number => {
  let [at, end] = [0, sorted.length]
  while (at < end) {
    const mid = (at + end) >> 1
    if (sorted[mid]! < value) at = mid + 1
    else end = mid
  }
  return at
}

/**
 * Whether any span holds one of `codes` (ascending). By halving, not span by code: a Korean
 * subset's range has hundreds of spans, a page hundreds of characters, and the web font's
 * ninety-odd faces are all checked in one task on a slow phone.
 */
const spansCover = (spans: readonly Span[], codes: readonly number[]): boolean =>
  spans.some(([low, high]) => (codes[firstAtOrPast(codes, low)] ?? Number.POSITIVE_INFINITY) <= high)

/** Whether a unicode-range (`U+ac00-ac7f, U+1100`) holds any of the code points (in any order). */
export const rangeCovers = (range: string | undefined, codes: readonly number[]): boolean =>
  !range ||
  spansCover(
    spansOf(range),
    [...codes].sort((a, b) => a - b),
  )

/** `spans` without the code points of `held` (ascending). */
const spansWithout = (spans: readonly Span[], held: readonly number[]): Span[] => {
  const out: Span[] = []
  const push = (low: number, high: number) => low <= high && out.push([low, high])
  for (const [low, high] of spans) {
    let at = firstAtOrPast(held, low)
    let from = low
    for (; at < held.length && held[at]! <= high; at++) {
      push(from, held[at]! - 1)
      from = held[at]! + 1
    }
    push(from, high)
  }
  return out
}

/** Spans as a unicode-range; '' for none. */
const rangeOf = (spans: readonly Span[]): string => {
  const hex = (n: number) => n.toString(16)
  return spans.map(([low, high]) => (low === high ? `U+${hex(low)}` : `U+${hex(low)}-${hex(high)}`)).join(', ')
}

/** `range` without the code points of `held` (sorted, ascending), as a unicode-range; '' when nothing is left. */
export const rangeWithout = (range: string, held: readonly number[]): string => rangeOf(spansWithout(spansOf(range), held))

/**
 * The characters `family` already draws from the page's own cuts (the first screen's and the
 * edge's, declared in its head with their unicode-range): the full faces need not fetch them again.
 */
const heldCodes = (family: string): number[] => {
  const held = new Set<number>()
  document.fonts.forEach((face) => {
    // A cut that did not load (its file refused) holds nothing: the full faces draw those characters.
    if (face.family.replace(/^['"]|['"]$/g, '') !== family || face.unicodeRange === 'U+0-10FFFF' || face.status === 'error') return
    for (const [low, high] of spansOf(face.unicodeRange)) for (let code = low; code <= high; code++) held.add(code)
  })
  return [...held].sort((a, b) => a - b)
}

/** The text under `root` that can be drawn: not a <noscript>'s (never shown with scripts on), a script's or a style's. */
const drawnText = (root: HTMLElement | null): string => {
  if (!root) return ''
  const hidden = new Set(['NOSCRIPT', 'SCRIPT', 'STYLE', 'TEMPLATE'])
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement && hidden.has(node.parentElement.tagName) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  })
  let text = ''
  for (let node = walker.nextNode(); node; node = walker.nextNode()) text += node.textContent ?? ''
  return text
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
    const rules = faceRulesOf(css, new URL(stylesheet, window.location.href).href)
    // Each face leaves out what the page's cuts draw: the same glyphs, not fetched and laid out twice.
    const held = heldCodes(rules[0]?.family ?? '')
    const codes = codePointsOf(drawnText(document.getElementById('root')))
    // Each range is read once: its spans decide both what the face holds and whether the page needs it now.
    const faces = rules.flatMap((rule) => {
      const range = rule.descriptors.unicodeRange
      if (range === undefined) return [{ face: new FontFace(rule.family, rule.source, rule.descriptors), needed: true }]
      const spans = spansWithout(spansOf(range), held)
      if (spans.length === 0) return []
      return [{ face: new FontFace(rule.family, rule.source, { ...rule.descriptors, unicodeRange: rangeOf(spans) }), needed: spansCover(spans, codes) }]
    })
    await Promise.allSettled(faces.filter((face) => face.needed).map(({ face }) => face.load()))
    for (const { face } of faces) document.fonts.add(face)
  } catch {
    // The stylesheet did not come: the device's fonts stay, as before the font was asked for.
    delete document.documentElement.dataset[MARK]
    return
  }
  // The stylesheet's address, read by the inline script in web/index.html on the next visit; storage
  // refused (private mode, quota): the next visit waits for quiet again.
  browserLocalStore().setItem(StorageKey.fontSeen, stylesheet)
}
