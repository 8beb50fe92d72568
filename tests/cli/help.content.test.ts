import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultHelpDir, loadHelpContent } from '../../cli/hosts/help/content.ts'
import { helpDir, helpFile, sampleContent } from '../support/helpFixtures.ts'

/** The help centre's content loader (docs/decisions/1600): the format of docs/contract.md "Help calls", checked at the start. */

const made: Array<() => void> = []
afterEach(() => made.splice(0).forEach((remove) => remove()))
const load = (files: Readonly<Record<string, string>>) => {
  const { dir, remove } = helpDir(files)
  made.push(remove)
  return () => loadHelpContent(dir)
}

describe('loadHelpContent', () => {
  it('reads policies newest first, the FAQ by order, notices newest first and the guides', () => {
    const help = load(sampleContent)()
    const terms = help.policies.get('terms')!
    expect(terms.map((v) => [v.version, v.effective])).toEqual([
      ['2.0', '2026-01-01'],
      ['1.0', '2025-01-01'],
    ])
    expect(terms[0]!.toc.map((t) => t.id)).toEqual(['주요-변경-사항', '제1조-목적', '정의'])
    expect(terms[0]!.html).toContain('&lt;script&gt;')
    expect(help.faq.map((c) => [c.category, c.order, c.items.map((i) => i.question)])).toEqual([
      ['계정', 1, ['비밀번호를 잊었어요']],
      ['결제·빵탄', 2, ['빵탄은 무엇인가요?', '환불은 어떻게 하나요?']],
    ])
    expect(help.faq[1]!.items[1]).toEqual({
      question: '환불은 어떻게 하나요?',
      answer_html: '<ul>\n<li>7일 안에</li>\n<li>쓰지 않은 충전만</li>\n</ul>\n',
      id: '환불은-어떻게-하나요',
    })
    expect(help.notices.map((n) => n.notice_no)).toEqual([13, 12, 11])
    expect(help.notices[1]).toMatchObject({ top_from: '2026-02-01 10:00', top_to: '2026-02-03 04:00', category: '점검' })
    expect(help.guides.get('first-time')).toMatchObject({ title: '처음 오셨나요?', toc: [{ level: 2, id: '가입하기', text: '가입하기' }] })
  })

  it('keeps a version written as a bare number as written, and takes a directory with nothing in it', () => {
    const help = load({ 'policies/youth/2.0.md': '---\ntitle: 청소년 보호정책\nversion: 2.0\neffective: 2026-01-01\nsummary: 청소년 보호\n---\n본문\n' })()
    expect(help.policies.get('youth')![0]!.version).toBe('2.0')
    expect(load({})()).toEqual({ policies: new Map(), faq: [], notices: [], guides: new Map() })
  })

  it('gives FAQ questions ids unique over the whole FAQ', () => {
    const same = (order: number) => helpFile({ category: `분류${order}`, order }, '## 같은 질문\n\n답\n')
    const help = load({ 'faq/01-a.md': same(1), 'faq/02-b.md': same(2) })()
    expect(help.faq.map((c) => c.items[0]!.id)).toEqual(['같은-질문', '같은-질문-1'])
  })

  it("takes a question's words without its Markdown marks", () => {
    const help = load({ 'faq/01-a.md': helpFile({ category: '빵탄', order: 1 }, '## **빵탄**은 `무엇`인가요?\n\n답\n') })()
    expect(help.faq[0]!.items[0]).toMatchObject({ question: '빵탄은 무엇인가요?', id: '빵탄은-무엇인가요' })
  })

  const policy = (fields: Record<string, string>) =>
    helpFile({ title: '이용약관', version: '1.0', effective: '2026-01-01', summary: '요약', ...fields }, '본문\n')
  const notice = (fields: Record<string, string | number>) =>
    helpFile({ notice_no: 1, title: '공지', posted: '2026-01-01 10:00', category: '공지', ...fields }, '본문\n')
  const malformed: Array<[string, Record<string, string>, RegExp]> = [
    ['no front matter', { 'guides/first-time.md': '## 제목\n본문\n' }, /guides\/first-time\.md: no front matter/],
    ['front matter that is not YAML', { 'guides/first-time.md': '---\ntitle: [열림\n---\n본문' }, /guides\/first-time\.md: the front matter is not YAML/],
    ['a missing field', { 'guides/first-time.md': helpFile({ title: '처음' }, '본문') }, /guides\/first-time\.md: the front matter lacks `summary`/],
    [
      'a version that is not its file name',
      { 'policies/terms/1.0.md': policy({ version: '1.1' }) },
      /policies\/terms\/1\.0\.md: `version` is "1\.1" but the file is named for "1\.0"/,
    ],
    [
      'an impossible date',
      { 'policies/terms/1.0.md': policy({ effective: '2026-02-30' }) },
      /policies\/terms\/1\.0\.md: `effective` is "2026-02-30", not a date/,
    ],
    ['a FAQ with no question', { 'faq/01-a.md': helpFile({ category: '계정', order: 1 }, '질문이 없습니다.\n') }, /faq\/01-a\.md: no questions/],
    [
      'text before the first question',
      { 'faq/01-a.md': helpFile({ category: '계정', order: 1 }, '머리말\n\n## 질문\n\n답\n') },
      /faq\/01-a\.md: text before the first question/,
    ],
    [
      'a question with no answer',
      { 'faq/01-a.md': helpFile({ category: '계정', order: 1 }, '## 질문\n\n## 다음 질문\n\n답\n') },
      /faq\/01-a\.md: the question "질문" has no answer/,
    ],
    [
      'an order that is not a number',
      { 'faq/01-a.md': helpFile({ category: '계정', order: '첫째' }, '## 질문\n\n답\n') },
      /faq\/01-a\.md: `order` is "첫째", not a whole number/,
    ],
    [
      'an unknown notice category',
      { 'notices/a.md': notice({ category: '알림' }) },
      /notices\/a\.md: `category` is "알림", not one of 공지, 이벤트, 점검, 정책/,
    ],
    ['a posted time without minutes', { 'notices/a.md': notice({ posted: '2026-01-01' }) }, /notices\/a\.md: `posted` is "2026-01-01", not a time/],
    [
      'a period that ends before it begins',
      { 'notices/a.md': notice({ top_from: '2026-01-02 00:00', top_to: '2026-01-01 00:00' }) },
      /notices\/a\.md: top_to .* is not after top_from/,
    ],
    ['a notice number used twice', { 'notices/a.md': notice({}), 'notices/b.md': notice({}) }, /notices\/b\.md: notice_no 1 is also notices\/a\.md's/],
  ]
  it.each(malformed)('refuses %s, naming the file', (_, files, message) => {
    expect(load(files)).toThrow(message)
  })
})

/** Every Markdown file under `dir`, at any depth. */
const markdownUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.md'))
      .map((e) => join(e.parentPath, e.name))
  } catch {
    return []
  }
}

describe("the repository's help content (cli/hosts/help/content/)", () => {
  it('parses, every file where the format puts it (none left unread)', () => {
    const help = loadHelpContent(defaultHelpDir)
    const read = [...help.policies.values()].flat().length + help.faq.length + help.notices.length + help.guides.size
    expect(read).toBe(markdownUnder(defaultHelpDir).length)
    for (const category of help.faq) expect(category.items.length, category.category).toBeGreaterThan(0)
  })
})
