import { fold } from './fold.ts'

/**
 * Recent searches kept on the device (the web stores them in localStorage): newest first, at most
 * RECENT_MAX, one entry per keyword (keywords that fold alike count as one; the newest form stays).
 */

export const RECENT_MAX = 10

const keyOf = (keyword: string): string => fold(keyword).chars.join('')

/** The stored list, whatever the storage held: anything unreadable is an empty list. */
export const parseRecent = (stored: string | null): string[] => {
  if (!stored) return []
  try {
    const value: unknown = JSON.parse(stored)
    return Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string' && keyOf(k) !== '').slice(0, RECENT_MAX) : []
  } catch {
    return []
  }
}

export const addRecent = (list: readonly string[], keyword: string): string[] => {
  const key = keyOf(keyword)
  if (!key) return [...list]
  return [keyword, ...list.filter((k) => keyOf(k) !== key)].slice(0, RECENT_MAX)
}

export const removeRecent = (list: readonly string[], keyword: string): string[] => list.filter((k) => k !== keyword)
