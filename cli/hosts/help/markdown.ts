import MarkdownIt from 'markdown-it'
import anchor from 'markdown-it-anchor'

/**
 * The help centre's Markdown as HTML (docs/decisions/1600): CommonMark plus tables, raw HTML
 * escaped (never passed through), no images, links only to site paths, http(s), mailto and tel,
 * and an id on every `##`/`###` heading for the table of contents. Stand-in only: the web gets HTML.
 */

/** One heading of a document's table of contents. */
export interface TocEntry {
  readonly level: 2 | 3
  readonly id: string
  readonly text: string
}

export interface RenderedMarkdown {
  readonly html: string
  readonly toc: readonly TocEntry[]
}

/** A heading's id: lower case, spaces as `-`, letters (Hangul kept) and digits only. */
export const slugify = (text: string): string =>
  text
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '') || 'section'

/** Schemes a link may carry; anything else with a scheme (javascript:, data:, vbscript:, file:) is dropped. */
const allowedSchemes = new Set(['http', 'https', 'mailto', 'tel'])

/** Whether a link's target is safe: a path, a fragment or an allowed scheme (control characters and spaces inside a scheme do not hide it). */
export const isSafeLink = (url: string): boolean => {
  // Browsers drop tabs, newlines and other control characters in a URL before reading its scheme.
  const bare = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase()
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(bare)
  if (scheme) return allowedSchemes.has(scheme[1]!)
  // An encoded colon before any slash could be decoded into a scheme by a later step: refuse it.
  return !/^[^/?#]*%3a/i.test(bare)
}

const md = new MarkdownIt('commonmark', { html: false, linkify: false, typographer: false })
md.enable('table')
md.disable('image')
md.validateLink = isSafeLink
md.use(anchor, { level: [2, 3], slugify, tabIndex: false })

type Tokens = ReturnType<typeof md.parse>

/** A heading's words without their Markdown (emphasis, code marks, link targets). */
const headingText = (tokens: Tokens, open: number): string =>
  (tokens[open + 1]?.children ?? [])
    .filter((c) => c.type === 'text' || c.type === 'code_inline')
    .map((c) => c.content)
    .join('')

const tocOf = (tokens: Tokens): TocEntry[] =>
  tokens.flatMap((token, i) =>
    token.type === 'heading_open' && (token.tag === 'h2' || token.tag === 'h3')
      ? [{ level: token.tag === 'h2' ? 2 : 3, id: String(token.attrGet('id') ?? ''), text: headingText(tokens, i) }]
      : [],
  )

/** Renders one document's Markdown: its HTML and its table of contents. */
export const renderMarkdown = (source: string): RenderedMarkdown => {
  const env = {}
  const tokens = md.parse(source, env)
  return { html: md.renderer.render(tokens, md.options, env), toc: tocOf(tokens) }
}

/** The line ranges markdown-it records for each top-level `##` heading: how a FAQ's questions are split. */
export const questionLines = (source: string): { readonly line: number; readonly end: number; readonly text: string }[] => {
  const tokens = md.parse(source, {})
  return tokens.flatMap((token, i) =>
    token.type === 'heading_open' && token.tag === 'h2' && token.level === 0 && token.map
      ? [{ line: token.map[0], end: token.map[1], text: headingText(tokens, i) }]
      : [],
  )
}
