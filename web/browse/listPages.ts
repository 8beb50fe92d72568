import { keepLatest } from '../../core/support/keepLatest.ts'
import type { ContentCard } from '../../core/api/schemas.browse.ts'
import type { LoadAt, Part } from '../data/pageData.ts'
import { listPageBody } from './listChoice.ts'
import { StorageKey } from '../../core/ports/storage.ts'
import { browserSessionStore } from '../adapters/sessionStore.ts'
import { forgetOnViewerChange } from '../data/viewerEpoch.ts'

/** What a content list asks for (contentList's fields; the page comes from the list's reading). */
export interface ListParams {
  readonly section_no?: number | undefined
  readonly category_no?: number | undefined
  readonly tag_url?: string | undefined
  readonly sort: number
  readonly count: number
}

/** A list's pages as read so far in one history entry. */
export interface Loaded {
  readonly items: readonly ContentCard[]
  readonly total: number
  /** Pages read so far. */
  readonly pages: number
}

/**
 * The pages each history entry's list has read (decision 1230), so going back to that entry (the
 * browser's back or 뒤로) draws every page at once and react-router's scroll restoration lands
 * where the viewer was. Keyed by the entry (react-router's location.key) and the list: a new visit
 * to the same list starts again at page 1. Kept in memory for the visit and in sessionStorage for
 * a reload of the tab; only the latest entries, so a long visit does not fill the storage.
 */
const LIMIT = 12

let kept: Map<string, Loaded> | undefined

const store = (): Map<string, Loaded> => {
  if (kept) return kept
  kept = new Map()
  try {
    const raw = browserSessionStore().getItem(StorageKey.listPages)
    if (raw) kept = new Map(JSON.parse(raw) as [string, Loaded][])
  } catch {
    // Unreadable: this visit starts with nothing kept.
  }
  return kept
}

const save = (pages: Map<string, Loaded>) => {
  // Full or blocked: memory still keeps the pages for this visit.
  browserSessionStore().setItem(StorageKey.listPages, JSON.stringify([...pages]))
}

/** The key of one history entry's list: `entry` is location.key. */
export const listPagesKey = (entry: string, list: ListParams): string => {
  // By field, not by the order the fields were written in.
  const fields = Object.entries(listPageBody(list, 0)).sort(([a], [b]) => (a < b ? -1 : 1))
  return `${entry}|${JSON.stringify(fields)}`
}

/** The pages kept for `key`, if any. */
export const keptPages = (key: string): Loaded | undefined => store().get(key)

/** Keeps `loaded` as the pages of `key`, forgetting the oldest entries past the limit. */
export const keepPages = (key: string, loaded: Loaded): void => {
  const pages = store()
  keepLatest(pages, key, loaded, LIMIT)
  save(pages)
}

/** Forgets every list read so far (the viewer changed: a login, a logout, adult verification). */
const forgetLists = (): void => {
  kept = new Map()
  browserSessionStore().removeItem(StorageKey.listPages)
}
forgetOnViewerChange(forgetLists)

/**
 * A list's part of its page's data: the pages the history entry being landed on kept (back,
 * forward, a reload: drawn at once, read again from nothing), else its first page, read.
 */
export const listLoad = (at: LoadAt, list: ListParams): Part<Loaded> => {
  const kept = at.entryKey === undefined ? undefined : keptPages(listPagesKey(at.entryKey, list))
  return kept ?? at.read('contentList', listPageBody(list, 1)).then((out) => ({ items: out.list, total: out.total, pages: 1 }))
}
