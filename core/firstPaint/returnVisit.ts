import type { MenuOutput, MenuSection, Notice } from '../api/schemas.ts'
import { AdultFlag, type Flag } from '../contract/index.ts'

/**
 * The return-visit copy (docs/decisions/0805): the last menu and notices of a session,
 * kept in the device's storage with what they were fetched for, so that a return visit shows a
 * usable home before any host call. A copy serves only the same build, filter and session kind.
 * Pure functions; boot reads and writes the copy through the app's store port.
 */

/** What a menu answer depends on beyond the hosts: guests, members and adult-verified members see different menus. */
export type SessionKind = 'guest' | 'member' | 'adult'

/** What a copy was fetched for; it serves only an identical key. */
export interface CopyKey {
  readonly build: string
  readonly kind: SessionKind
  readonly filter: Flag
}

export interface ReturnVisitCopy {
  readonly key: CopyKey
  readonly menu: MenuOutput
  readonly notices: readonly Notice[]
}

/** The kind of a settled session. */
export const sessionKindOf = (session: { readonly is_login: boolean; readonly adult_flag: string }): SessionKind =>
  !session.is_login ? 'guest' : session.adult_flag === AdultFlag.verified ? 'adult' : 'member'

/**
 * The kind the session will have, known before any call, or null when only the hosts can tell:
 * without the auto_login flag boot logs in as a guest; with it, the account (and its adult
 * verification, or a failed login's guest fallback) is known only from the answer.
 */
export const predictedKind = (autoLogin: Flag): SessionKind | null => (autoLogin === 1 ? null : 'guest')

export const sameKey = (a: CopyKey, b: CopyKey): boolean => a.build === b.build && a.kind === b.kind && a.filter === b.filter

export const encodeCopy = (copy: ReturnVisitCopy): string => JSON.stringify(copy)

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const isSection = (v: unknown): v is MenuSection =>
  isObject(v) && typeof v['section_no'] === 'number' && typeof v['section_name'] === 'string' && Array.isArray(v['menu_list'])
/** A menu answer's shape (its sections and the home section), as a kept copy or a served page holds it. */
export const isMenu = (v: unknown): v is MenuOutput =>
  isObject(v) && Array.isArray(v['section_list']) && v['section_list'].every(isSection) && isSection(v['home_section'])
export const isNotice = (v: unknown): v is Notice =>
  isObject(v) && typeof v['notice_no'] === 'number' && typeof v['title'] === 'string' && typeof v['content'] === 'string'

/**
 * The JSON object `text` holds if its `key` is exactly `key` (what a kept copy or a served page
 * was read for), else null: damaged, foreign or another key's. Never throws.
 */
export const keyedValue = (text: string | null | undefined, key: CopyKey): Record<string, unknown> | null => {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  return isObject(value) && isObject(value['key']) && sameKey(value['key'] as unknown as CopyKey, key) ? value : null
}

/**
 * The kept copy if it was fetched for exactly `key`, else null: another build, filter or session
 * kind, a damaged or foreign value, or nothing kept. Never throws.
 */
export const decodeCopy = (stored: string | null | undefined, key: CopyKey): ReturnVisitCopy | null => {
  const value = keyedValue(stored, key)
  if (!value || !isObject(value['menu'])) return null
  const menu = value['menu']
  const sections = menu['section_list']
  const notices = value['notices']
  if (!Array.isArray(sections) || !sections.every(isSection) || !isSection(menu['home_section'])) return null
  if (!Array.isArray(notices) || !notices.every(isNotice)) return null
  return { key, menu: { section_list: sections, home_section: menu['home_section'] }, notices }
}
