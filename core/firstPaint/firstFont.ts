import { decodeHTML } from 'entities'

/**
 * The first screen's font (docs/decisions/1944): a small cut of Pretendard holding the characters
 * of the served pages, preloaded and declared in each page's own HTML, so a device with no Korean
 * font of its own draws the first paint in it, never Korean as boxes. The rest of Pretendard comes
 * when a page draws a character the cuts lack (decision 0803). Pure text work: the build cuts the font.
 */

/** Marks the block in a page, so a page is given it once. */
export const FIRST_FONT_MARK = 'data-first-font'

/** The build's cut, as the build leaves it for the edge (in its `_edge/` directory). */
export interface FirstFont {
  /** Its address. */
  readonly href: string
  /** The characters it holds. */
  readonly codes: readonly number[]
}
export const FIRST_FONT_FILE = 'first-font.json'

/** Where the edge serves the cuts it makes for its pages' own words. */
export const PAGE_FONT_PATH = /^\/page-font\/([\w-]{10,64})\.woff2$/

/** The family the page's font stack already names: the later full faces take over the same characters with the same glyphs. */
export const FIRST_FONT_FAMILY = 'Pretendard Variable'

/** The variable font's weight axis: one file draws every weight the pages use. */
const WEIGHTS = '45 920'

/** Whether a character is drawn with a glyph: not a space or a control character. */
export const drawsGlyph = (code: number): boolean => code > 0x20 && (code < 0x7f || code > 0x9f)

/**
 * The characters drawn in `html`'s body: the text between its tags (its entities read) and its
 * fields' placeholders and values, not scripts, styles or other attributes. Latin, digits and
 * symbols too: a cut that holds every character of the page's first screen leaves the full font
 * nothing to do on it (web/shell/webFontFaces.ts adds it when the page draws one more).
 */
export const drawnOf = (html: string): readonly number[] => {
  const body = html.slice(Math.max(0, html.indexOf('<body'))).replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/gi, ' ')
  const fields = [...body.matchAll(/<(?:input|textarea)\b[^>]*>/gi)].flatMap(([tag]) =>
    [...tag.matchAll(/\s(?:placeholder|value)="([^"]*)"/gi)].map((m) => m[1] ?? ''),
  )
  return codesOf(decodeHTML([body.replace(/<[^>]*>/g, ' '), ...fields].join(' ')))
}

/** The drawn characters of plain `text`, sorted: what a cut for that text must hold. */
export const codesOf = (text: string): readonly number[] => {
  const codes = new Set<number>()
  for (const char of text) {
    const code = char.codePointAt(0)!
    if (drawsGlyph(code)) codes.add(code)
  }
  return [...codes].sort((a, b) => a - b)
}

/**
 * The OpenType features a cut keeps: those browsers apply by default (kerning, ligatures, marks,
 * local forms) and tabular digits, which the player's times ask for. The rest (fractions,
 * superscripts, case forms, stylistic sets) would bring their alternate glyphs along: a page's
 * few digits and letters cost three times as much with them.
 */
const CUT_FEATURES = ['kern', 'liga', 'clig', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rclt', 'tnum']

/**
 * How every cut is made, the build's and the edge's alike (both with subset-font): from
 * Pretendard's variable TrueType file as the npm package ships it (harfbuzz reads TrueType, not the
 * web's woff2), as woff2, with CUT_FEATURES.
 */
export const CUT_SOURCE = 'pretendard/dist/public/variable/PretendardVariable.ttf'
export const CUT_OPTIONS = { targetFormat: 'woff2', keepFeatures: CUT_FEATURES } as const

/** A unicode-range for sorted code points, neighbours joined into spans (`U+ac00-ac01, U+b098`). */
export const unicodeRangeOf = (codes: readonly number[]): string => {
  const spans: [number, number][] = []
  for (const code of [...new Set(codes)].sort((a, b) => a - b)) {
    const last = spans.at(-1)
    if (last && code === last[1] + 1) last[1] = code
    else spans.push([code, code])
  }
  const hex = (n: number) => n.toString(16)
  return spans.map(([low, high]) => (low === high ? `U+${hex(low)}` : `U+${hex(low)}-${hex(high)}`)).join(', ')
}

/**
 * The head's lines for the first font at `href` holding `codes`: its preload (the file is asked for
 * while the head is parsed, beside the code) and its face. `font-display: block`: a Korean glyph is
 * never drawn as a box while the few kilobytes come, and the page's Latin is not drawn in the fallback
 * first and swapped after; the face only ever serves a device with no Korean font (the stack names
 * the system's first).
 */
export const firstFontBlock = (href: string, codes: readonly number[], mark = FIRST_FONT_MARK): string =>
  `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin ${mark}>\n` +
  `    <style ${mark}>@font-face{font-family:'${FIRST_FONT_FAMILY}';font-style:normal;font-weight:${WEIGHTS};font-display:block;` +
  `src:url(${href}) format('woff2-variations'),url(${href}) format('woff2');unicode-range:${unicodeRangeOf(codes)}}</style>`

/** `html` with `block` early in its head (after the title: before the large inline style and the module preloads), once per `mark`. */
export const withFirstFont = (html: string, block: string, mark = FIRST_FONT_MARK): string => {
  if (html.includes(mark)) return html
  const at = html.indexOf('</title>')
  if (at < 0) return html.replace('</head>', `  ${block}\n  </head>`)
  const end = at + '</title>'.length
  return `${html.slice(0, end)}\n    ${block}${html.slice(end)}`
}

/** The edge's second block, for the words of a page the build's cut does not hold (a title's name, its synopsis). */
export const PAGE_FONT_MARK = 'data-page-font'
