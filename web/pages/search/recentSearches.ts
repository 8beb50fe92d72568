import { useCallback, useEffect, useState } from 'react'
import { addRecent, parseRecent, removeRecent } from '../../../core/search/index.ts'

/** Where the device keeps the viewer's recent searches. */
export const RECENT_KEY = 'search.recent'

const read = (): string[] => {
  try {
    return parseRecent(window.localStorage.getItem(RECENT_KEY))
  } catch {
    return []
  }
}

const write = (list: readonly string[]) => {
  try {
    if (list.length === 0) window.localStorage.removeItem(RECENT_KEY)
    else window.localStorage.setItem(RECENT_KEY, JSON.stringify(list))
  } catch {
    // Storage full or blocked (private mode): the list lives for this page only.
  }
}

export interface RecentSearches {
  /** undefined until read from the device (never during render, so a prerender has none). */
  readonly list: readonly string[] | undefined
  add(keyword: string): void
  remove(keyword: string): void
  clear(): void
}

/** The recent searches kept on this device (localStorage), read after the first render. */
export const useRecentSearches = (): RecentSearches => {
  const [list, setList] = useState<readonly string[] | undefined>(undefined)
  useEffect(() => {
    setList(read())
    const onStorage = (event: StorageEvent) => event.key === RECENT_KEY && setList(read())
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
  const update = useCallback((change: (list: readonly string[]) => string[]) => {
    const next = change(read())
    write(next)
    setList(next)
  }, [])
  return {
    list,
    add: useCallback((keyword: string) => update((l) => addRecent(l, keyword)), [update]),
    remove: useCallback((keyword: string) => update((l) => removeRecent(l, keyword)), [update]),
    clear: useCallback(() => update(() => []), [update]),
  }
}
