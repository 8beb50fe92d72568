import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSafeLink, renderMarkdown, slugify } from '../../cli/hosts/help/markdown.ts'

/** The help centre's renderer (docs/decisions/1600): raw HTML escaped, links checked, headings anchored. */

/** The tags and attributes Markdown may produce here; anything else in the output is a leak. */
const allowedTags: Readonly<Record<string, readonly string[]>> = {
  p: [],
  h1: [],
  h2: ['id'],
  h3: ['id'],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: ['start'],
  li: [],
  a: ['href', 'title'],
  strong: [],
  em: [],
  code: ['class'],
  pre: [],
  blockquote: [],
  hr: [],
  br: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['style'],
  td: ['style'],
}
const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[a-zA-Z_:][-a-zA-Z0-9_:.]*(?:="[^"<>]*")?)*)\s*\/?>/g
const attrPattern = /\s+([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"<>]*)")?/g

const decodeEntities = (text: string): string =>
  text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** What is wrong with the HTML, read as a strict sequence of allowed tags between escaped text; [] when nothing. */
const problemsOf = (html: string): string[] => {
  const problems: string[] = []
  if (/<script/i.test(html)) problems.push('a <script')
  for (const [, , name, attrs = ''] of html.matchAll(tagPattern)) {
    const tag = name!.toLowerCase()
    if (!Object.hasOwn(allowedTags, tag)) problems.push(`tag <${tag}>`)
    for (const [, attr, value = ''] of attrs.matchAll(attrPattern)) {
      const key = attr!.toLowerCase()
      if (key.startsWith('on')) problems.push(`handler ${key}`)
      if (!allowedTags[tag]?.includes(key)) problems.push(`attribute ${key} on <${tag}>`)
      // Browsers drop control characters and spaces inside a scheme: so does this check.
      const url = decodeEntities(value)
        .replace(/[\u0000-\u0020]/g, '')
        .toLowerCase()
      if ((key === 'href' || key === 'src') && /^(javascript|vbscript|data):/.test(url)) problems.push(`${key}="${value}"`)
    }
  }
  // Every "<" left once the allowed tags are gone is a tag the strict pattern could not read.
  if (html.replace(tagPattern, '').includes('<')) problems.push('an unreadable tag')
  return problems
}

const hostile = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(\'xss\')">',
  '<a href="javascript:alert(1)">눌러 보세요</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<div onclick="steal()">클릭</div>',
  '<svg onload=alert(1)>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<!-- <script>x</script> -->',
  '<![CDATA[<script>x</script>]]>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;script&#62;',
  '<javascript:alert(1)>',
  '<vbscript:msgbox(1)>',
  '<data:text/html,<script>alert(1)</script>>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](&#x6A;avascript&#58;alert(1))',
  '[x](java&#x09;script:alert(1))',
  '[x](<javascript:alert(1)>)',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD4=)',
  '[x](data:image/png;base64,AAAA)',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml,<svg onload=alert(1)>)',
  '[x]: javascript:alert(1)\n\n[x]',
  '[x](/settings/help/privacy "제목\\" onmouseover=\\"alert(1)")',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '    <iframe src=x>',
  '> <img src=x onerror=alert(1)>',
  '| a | <b onclick=x> |\n|---|---|\n| <script> | [x](javascript:y) |',
]
const safeLinks = ['/settings/help/privacy', '/main/policy/app', '#빵탄-환불', 'https://example.com/a?b=1&c=2', 'mailto:help@example.com', 'tel:1588-0000']

const words = fc.constantFrom('빵탄', '이용권', '환불', '성인 인증', '7일', 'Q&A', '"인용"', "'따옴표'", '*강조*', '**굵게**', '<', '>', '&', '&amp;', '=', '/')
const text = fc.array(fc.oneof(words, fc.string({ maxLength: 12 })), { minLength: 1, maxLength: 5 }).map((parts) => parts.join(' '))
const block = fc.oneof(
  fc.tuple(fc.constantFrom('## ', '### ', '# ', '#### '), text).map(([mark, t]) => mark + t),
  text,
  fc.tuple(text, fc.constantFrom(...safeLinks, ...hostile.filter((h) => !h.startsWith('['))), text).map(([a, url, b]) => `${a} [${a}](${url}) ${b}`),
  fc.constantFrom(...hostile),
  fc.tuple(fc.constantFrom('- ', '1. ', '> '), text, fc.constantFrom(...hostile)).map(([mark, t, h]) => `${mark}${t} ${h}`),
)
const markdown = fc.array(fc.tuple(block, fc.constantFrom('\n', '\n\n', ' ')), { maxLength: 12 }).map((parts) => parts.map(([b, sep]) => b + sep).join(''))

describe('renderMarkdown', () => {
  it('never lets a script, a handler, an unsafe link or a tag off the allow-list through', () => {
    fc.assert(
      fc.property(markdown, (source) => {
        expect(problemsOf(renderMarkdown(source).html)).toEqual([])
      }),
    )
  })

  it('control: the check finds each kind of leak it looks for', () => {
    expect(problemsOf('<p>안내</p><script>x</script>')).toContain('a <script')
    expect(problemsOf('<p onclick="x">a</p>')).toEqual(expect.arrayContaining(['handler onclick']))
    expect(problemsOf('<a href="java&#x09;script:alert(1)">a</a>')).toEqual(['href="java&#x09;script:alert(1)"'])
    expect(problemsOf('<iframe src="x"></iframe>')).toContain('tag <iframe>')
    expect(problemsOf('<p>a <img src=x onerror=y></p>')).toContain('an unreadable tag')
  })

  it('escapes raw HTML as text and keeps the safe links', () => {
    const { html } = renderMarkdown('<b>굵게</b> [개인정보처리방침](/settings/help/privacy) [x](javascript:alert(1))')
    expect(html).toBe('<p>&lt;b&gt;굵게&lt;/b&gt; <a href="/settings/help/privacy">개인정보처리방침</a> [x](javascript:alert(1))</p>\n')
  })

  it('renders tables', () => {
    expect(renderMarkdown('| 이용권 | 가격 |\n|---|--:|\n| 프리미엄 | 9,900원 |').html).toContain('<td style="text-align:right">9,900원</td>')
  })

  it('gives every ## and ### heading a Hangul id, unique in the document, and lists them in order', () => {
    const { html, toc } = renderMarkdown('## 빵탄은 무엇인가요?\n\n본문\n\n### 환불 (7일 이내)\n\n#### 세부\n\n## 빵탄은 무엇인가요?\n')
    expect(toc).toEqual([
      { level: 2, id: '빵탄은-무엇인가요', text: '빵탄은 무엇인가요?' },
      { level: 3, id: '환불-7일-이내', text: '환불 (7일 이내)' },
      { level: 2, id: '빵탄은-무엇인가요-1', text: '빵탄은 무엇인가요?' },
    ])
    expect(html).toContain('<h2 id="빵탄은-무엇인가요">')
    expect(html).toContain('<h4>세부</h4>')
  })
})

describe('slugify', () => {
  it('is stable, keeps Hangul and digits, and never yields an empty id or one with a space', () => {
    fc.assert(
      fc.property(fc.string(), (heading) => {
        const id = slugify(heading)
        expect(id).toBe(slugify(heading))
        expect(id).toMatch(/^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u)
      }),
    )
    expect(slugify('  제3조 (이용 계약의 성립)  ')).toBe('제3조-이용-계약의-성립')
  })
})

describe('isSafeLink', () => {
  it('takes site paths, fragments, http(s), mailto and tel; refuses other schemes however written', () => {
    for (const url of safeLinks) expect(isSafeLink(url), url).toBe(true)
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:x',
      'java\tscript:x',
      'vbscript:x',
      'data:image/png;base64,AA',
      'file:///etc/passwd',
      'javascript%3Aalert(1)',
    ])
      expect(isSafeLink(url), url).toBe(false)
  })
})
