/**
 * The first screen's font (docs/decisions/1944): a small cut of Pretendard holding only the Korean
 * characters of the served pages, preloaded and declared in each page's own HTML, so a device with
 * no Korean font of its own draws the first paint's Korean in it, not as boxes. The rest of
 * Pretendard comes later, as before (decision 0803). Pure text work: the build cuts the font.
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
const FAMILY = 'Pretendard Variable'

/** The variable font's weight axis: one file draws every weight the pages use. */
const WEIGHTS = '45 920'

/**
 * The Korean characters drawn in `html`'s body: the text between its tags, not scripts, styles or
 * attributes, from U+1100 (Hangul jamo) up. Latin and digits are left out on purpose: the local
 * fallback face is sized to Pretendard's Latin, and Pretendard's Latin with its kerning would
 * triple the file.
 */
export const koreanOf = (html: string): readonly number[] => {
  const body = html.slice(Math.max(0, html.indexOf('<body')))
  return koreanCodesOf(body.replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' '))
}

/** The characters of plain `text` from U+1100 up, sorted: what a cut for that text must hold. */
export const koreanCodesOf = (text: string): readonly number[] => {
  const codes = new Set<number>()
  for (const char of text) {
    const code = char.codePointAt(0)!
    if (code >= 0x1100) codes.add(code)
  }
  return [...codes].sort((a, b) => a - b)
}

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
 * never drawn as a box while the few kilobytes come; the face only ever serves a device with no
 * Korean font (the stack names the system's first), and Latin is outside its range, so nothing else waits.
 */
export const firstFontBlock = (href: string, codes: readonly number[], mark = FIRST_FONT_MARK): string =>
  `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin ${mark}>\n` +
  `    <style ${mark}>@font-face{font-family:'${FAMILY}';font-style:normal;font-weight:${WEIGHTS};font-display:block;` +
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
