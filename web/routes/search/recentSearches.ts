import { StorageKey } from '../../../core/ports/storage.ts'
import { useCallback, useEffect, useState } from 'react'
import { addRecent, parseRecent, removeRecent } from '../../../core/search/index.ts'
import { browserLocalStore } from '../../adapters/sessionStore.ts'
import { profileKey, profileSettings, useWatchingProfile } from '../../data/watchingProfile.ts'

/** Where the device keeps the viewer's recent searches (per profile: profileSettings). */
const RECENT_KEY = StorageKey.recentSearches

// The guarded store: storage full or blocked (private mode) leaves the list for this page only.
const read = (): string[] => parseRecent(profileSettings(browserLocalStore()).getItem(RECENT_KEY))

const write = (list: readonly string[]) => {
  const store = profileSettings(browserLocalStore())
  if (list.length === 0) store.removeItem(RECENT_KEY)
  else store.setItem(RECENT_KEY, JSON.stringify(list))
}

export interface RecentSearches {
  /** undefined until read from the device (never during render, so a prerender has none). */
  readonly list: readonly string[] | undefined
  add(keyword: string): void
  remove(keyword: string): void
  clear(): void
}

/** The watching profile's recent searches kept on this device (localStorage), read after the first render and again when the profile changes. */
export const useRecentSearches = (): RecentSearches => {
  const [list, setList] = useState<readonly string[] | undefined>(undefined)
  const who = useWatchingProfile()?.profile_id
  useEffect(() => {
    setList(read())
    const onStorage = (event: StorageEvent) => event.key === profileKey(RECENT_KEY) && setList(read())
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [who])
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
