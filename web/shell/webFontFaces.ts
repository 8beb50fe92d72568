import { fetchStylesheet } from '../adapters/mediaFiles.ts'
import { StorageKey } from '../../core/ports/storage.ts'
import { browserLocalStore } from '../adapters/sessionStore.ts'
import { FIRST_FONT_FAMILY, drawsGlyph } from '../../core/firstPaint/firstFont.ts'
import { MARK, WAITING_MARK, present, stylesheet } from './webFontMark.ts'

/**
 * The web font's faces, added once the first page is quiet (web/shell/webFont.ts decides when) and
 * draws a character the page's cuts do not hold (decision 1944). A chunk of its own: none of this
 * is needed for the first paint or boot (decision 1250).
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

const HIDDEN = new Set(['NOSCRIPT', 'SCRIPT', 'STYLE', 'TEMPLATE'])
const HIDDEN_SELECTOR = [...HIDDEN].join(', ')

/** The text under `root` outside a hidden element (a <noscript>'s is never shown with scripts on), node by node. */
const textOutsideHidden = (root: Element): string => {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement && HIDDEN.has(node.parentElement.tagName) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  })
  let text = ''
  for (let node = walker.nextNode(); node; node = walker.nextNode()) text += node.textContent ?? ''
  return text
}

/** Fields whose value is not drawn as its characters (a password's dots, a hidden field's nothing). */
const VALUE_NOT_DRAWN = new Set(['hidden', 'password', 'checkbox', 'radio', 'range', 'color', 'file'])

/** What a field draws: its placeholder, and its value where that is drawn as its characters. */
const fieldText = (field: HTMLInputElement | HTMLTextAreaElement): string =>
  field instanceof HTMLInputElement && VALUE_NOT_DRAWN.has(field.type) ? ` ${field.placeholder}` : ` ${field.placeholder} ${field.value}`

/**
 * What `node` draws: its text (not a hidden element's) and its fields' placeholders and values.
 * Read with `textContent`, which is native and quick: a walk calling a filter for every node took
 * about 25 ms on the home. Only a node holding a hidden element is read node by node.
 */
const drawnBy = (node: Node | null): string => {
  if (!node) return ''
  if (!(node instanceof Element)) return node.parentElement && HIDDEN.has(node.parentElement.tagName) ? '' : (node.textContent ?? '')
  if (HIDDEN.has(node.tagName)) return ''
  const fields = [...(node.matches('input, textarea') ? [node] : []), ...node.querySelectorAll('input, textarea')] as (HTMLInputElement | HTMLTextAreaElement)[]
  const text = node.querySelector(HIDDEN_SELECTOR) ? textOutsideHidden(node) : (node.textContent ?? '')
  return fields.reduce((all, field) => all + fieldText(field), text)
}

/** media-chrome's controls draw their words in shadow roots a page's text does not show: once it is on the page, so is its text. */
const drawsUnread = (): boolean => customElements.get('media-controller') !== undefined

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
    const codes = codePointsOf(drawnBy(document.getElementById('root')))
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

/**
 * Adds the faces once the page draws a character its cuts do not hold (decision 1944): at once if
 * it already does, else when it first does (a page reached by a click, a row that comes later, a
 * word typed in a field). A page whose every character is in its cuts draws nothing differently
 * with the full faces, and adding them lays the whole page out again: a long task on a slow phone,
 * for nothing. A page with no cut, or a custom element's text it cannot read, gets them at once.
 */
export const addWebFontWhenDrawn = (): void => {
  if (present()) return
  const root = document.getElementById('root')
  const held = new Set(heldCodes(FIRST_FONT_FAMILY))
  const lacking = (text: string) => {
    for (const char of text) {
      const code = char.codePointAt(0)!
      if (drawsGlyph(code) && !held.has(code)) return true
    }
    return false
  }
  const lacks = (node: Node) => lacking(drawnBy(node))
  if (!root || held.size === 0 || drawsUnread() || lacks(root)) return void addWebFont()
  const add = () => {
    observer.disconnect()
    document.removeEventListener('input', typed, true)
    delete document.documentElement.dataset[WAITING_MARK]
    void addWebFont()
  }
  const typed = (event: Event) => {
    const field = event.target
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && lacking(fieldText(field))) add()
  }
  const observer = new MutationObserver((records) => {
    const drawsMore = drawsUnread() || records.some((record) => (record.type === 'childList' ? [...record.addedNodes].some(lacks) : lacks(record.target)))
    if (drawsMore) add()
  })
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['placeholder', 'value'] })
  document.addEventListener('input', typed, true)
  document.documentElement.dataset[WAITING_MARK] = ''
}
