import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { formatHostTime, parseHostTime } from '../../../core/contract/hostTime.ts'
import { type TocEntry, questionLines, renderMarkdown, slugify } from './markdown.ts'

/**
 * The help centre's content (docs/decisions/1600): the Markdown files under a directory, read
 * once at the stand-in's start, checked and rendered, then kept in memory. A file that breaks the
 * format stops the start with an error naming it. The format is docs/contract.md "Help calls".
 */

/** Where the content lives unless the stand-in is given another directory. */
export const defaultHelpDir = fileURLToPath(new URL('./content/', import.meta.url))

export interface PolicyVersion {
  readonly name: string
  readonly title: string
  readonly version: string
  readonly effective: string
  readonly summary: string
  readonly html: string
  readonly toc: readonly TocEntry[]
}

export interface FaqItem {
  readonly question: string
  readonly answer_html: string
  readonly id: string
}

export interface FaqCategory {
  readonly category: string
  readonly order: number
  readonly items: readonly FaqItem[]
}

export const noticeCategories = ['공지', '이벤트', '점검', '정책'] as const

export interface HelpNotice {
  readonly notice_no: number
  readonly title: string
  readonly category: string
  /** 'YYYY-MM-DD HH:mm', KST. */
  readonly posted: string
  /** The top bar's period, 'YYYY-MM-DD HH:mm' KST; absent: open on that side (never shown when both are absent). */
  readonly top_from?: string
  readonly top_to?: string
  readonly html: string
  readonly toc: readonly TocEntry[]
}

export interface Guide {
  readonly name: string
  readonly title: string
  readonly summary: string
  readonly html: string
  readonly toc: readonly TocEntry[]
}

export interface HelpContent {
  /** Each document's versions, newest (the one in force) first. */
  readonly policies: ReadonlyMap<string, readonly PolicyVersion[]>
  /** By `order`, then category name. */
  readonly faq: readonly FaqCategory[]
  /** Newest first. */
  readonly notices: readonly HelpNotice[]
  readonly guides: ReadonlyMap<string, Guide>
}

/** A file that breaks the format: the message names the file and what is wrong. */
export class HelpContentError extends Error {}

interface Parsed {
  readonly file: string
  readonly fields: Readonly<Record<string, string>>
  readonly body: string
}

/** Splits a file into its YAML front matter (every value read as text) and its Markdown body. */
const parseFile = (root: string, path: string): Parsed => {
  const file = relative(root, path)
  const text = readFileSync(path, 'utf8')
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
  const m = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(text)
  if (!m) throw new HelpContentError(`${file}: no front matter (the file must begin with a --- line, the YAML fields and a closing --- line)`)
  let data: unknown
  try {
    // The failsafe schema reads every value as text, so `version: 2.0` stays "2.0".
    data = parse(m[1]!, { schema: 'failsafe' })
  } catch (error) {
    throw new HelpContentError(`${file}: the front matter is not YAML: ${(error as Error).message}`)
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new HelpContentError(`${file}: the front matter must be fields (name: value)`)
  const fields: Record<string, string> = {}
  for (const [key, value] of Object.entries(data)) if (typeof value === 'string') fields[key] = value.trim()
  return { file, fields, body: text.slice(m[0].length) }
}

const required = (p: Parsed, name: string, check?: { readonly test: (v: string) => boolean; readonly says: string }): string => {
  const value = p.fields[name]
  if (!value) throw new HelpContentError(`${p.file}: the front matter lacks \`${name}\``)
  if (check && !check.test(value)) throw new HelpContentError(`${p.file}: \`${name}\` is "${value}", not ${check.says}`)
  return value
}

const optional = (p: Parsed, name: string, check: { readonly test: (v: string) => boolean; readonly says: string }): string | undefined =>
  p.fields[name] === undefined || p.fields[name] === '' ? undefined : required(p, name, check)

/** A real day or minute in that shape: it reads back as written (no 2026-02-30, no 24:00). */
const hostTimeOf = (shape: RegExp) => (text: string) => shape.test(text) && formatHostTime(parseHostTime(text)).startsWith(text)
const day = { test: hostTimeOf(/^\d{4}-\d{2}-\d{2}$/), says: 'a date YYYY-MM-DD' }
const minute = { test: hostTimeOf(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/), says: 'a time "YYYY-MM-DD HH:mm"' }
const whole = { test: (v: string) => /^\d{1,9}$/.test(v), says: 'a whole number' }
const versionShape = { test: (v: string) => /^\d+(?:\.\d+)*$/.test(v), says: 'a version such as 2.0' }

/** The `.md` files directly in `dir` (none when it is missing), in name order. */
const markdownFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isFile() && e.name.endsWith('.md'))
        .map((e) => join(dir, e.name))
        .sort()
    : []

const subdirectories = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort()
    : []

/** Newer first: a later version number (compared part by part). */
const byVersionDesc = (a: string, b: string): number => {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pb[i] ?? 0) - (pa[i] ?? 0)
  return 0
}

const loadPolicies = (root: string): Map<string, PolicyVersion[]> => {
  const policies = new Map<string, PolicyVersion[]>()
  const dir = join(root, 'policies')
  for (const name of subdirectories(dir)) {
    const versions = markdownFiles(join(dir, name)).map((path) => {
      const p = parseFile(root, path)
      const version = required(p, 'version', versionShape)
      if (version !== basename(path, '.md'))
        throw new HelpContentError(`${p.file}: \`version\` is "${version}" but the file is named for "${basename(path, '.md')}"`)
      return {
        name,
        title: required(p, 'title'),
        version,
        effective: required(p, 'effective', day),
        summary: required(p, 'summary'),
        ...renderMarkdown(p.body),
      }
    })
    // The newest version is the one in force: the latest effective date, then the higher number.
    versions.sort((a, b) => b.effective.localeCompare(a.effective) || byVersionDesc(a.version, b.version))
    if (versions.length > 0) policies.set(name, versions)
  }
  return policies
}

/** A FAQ file: each `## ` heading a question, the Markdown under it (to the next one) its answer. */
const faqCategory = (root: string, path: string, ids: Set<string>): FaqCategory => {
  const p = parseFile(root, path)
  const category = required(p, 'category')
  const order = Number(required(p, 'order', whole))
  const lines = p.body.split('\n')
  const questions = questionLines(p.body)
  if (questions.length === 0) throw new HelpContentError(`${p.file}: no questions (each question is a "## " heading)`)
  if (lines.slice(0, questions[0]!.line).some((l) => l.trim() !== '')) throw new HelpContentError(`${p.file}: text before the first question ("## " heading)`)
  const items = questions.map((q, i) => {
    const answer = lines.slice(q.end, questions[i + 1]?.line ?? lines.length).join('\n')
    if (answer.trim() === '') throw new HelpContentError(`${p.file}: the question "${q.text}" has no answer`)
    // Ids are unique over the whole FAQ, which the web shows as one page.
    const base = slugify(q.text)
    let id = base
    for (let n = 1; ids.has(id); n++) id = `${base}-${n}`
    ids.add(id)
    return { question: q.text, answer_html: renderMarkdown(answer).html, id }
  })
  return { category, order, items }
}

const loadFaq = (root: string): FaqCategory[] => {
  const ids = new Set<string>()
  return markdownFiles(join(root, 'faq'))
    .map((path) => faqCategory(root, path, ids))
    .sort((a, b) => a.order - b.order || a.category.localeCompare(b.category))
}

const loadNotices = (root: string): HelpNotice[] => {
  const seen = new Map<number, string>()
  const notices = markdownFiles(join(root, 'notices')).map((path): HelpNotice => {
    const p = parseFile(root, path)
    const notice_no = Number(required(p, 'notice_no', whole))
    const earlier = seen.get(notice_no)
    if (earlier) throw new HelpContentError(`${p.file}: notice_no ${notice_no} is also ${earlier}'s`)
    seen.set(notice_no, p.file)
    const category = required(p, 'category', {
      test: (v) => (noticeCategories as readonly string[]).includes(v),
      says: `one of ${noticeCategories.join(', ')}`,
    })
    const top_from = optional(p, 'top_from', minute)
    const top_to = optional(p, 'top_to', minute)
    if (top_from && top_to && top_to <= top_from) throw new HelpContentError(`${p.file}: top_to (${top_to}) is not after top_from (${top_from})`)
    return {
      notice_no,
      title: required(p, 'title'),
      category,
      posted: required(p, 'posted', minute),
      ...(top_from ? { top_from } : {}),
      ...(top_to ? { top_to } : {}),
      ...renderMarkdown(p.body),
    }
  })
  return notices.sort((a, b) => b.posted.localeCompare(a.posted) || b.notice_no - a.notice_no)
}

const loadGuides = (root: string): Map<string, Guide> =>
  new Map(
    markdownFiles(join(root, 'guides')).map((path) => {
      const p = parseFile(root, path)
      const name = basename(path, '.md')
      return [name, { name, title: required(p, 'title'), summary: required(p, 'summary'), ...renderMarkdown(p.body) }]
    }),
  )

/** Reads, checks and renders the content under `dir`; a missing directory or subdirectory is empty. */
export const loadHelpContent = (dir: string = defaultHelpDir): HelpContent => ({
  policies: loadPolicies(dir),
  faq: loadFaq(dir),
  notices: loadNotices(dir),
  guides: loadGuides(dir),
})
