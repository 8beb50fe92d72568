import { type KeyValueStore, memoryStore } from '../../core/ports/storage.ts'

/**
 * sessionStorage as the KeyValueStore port. Where it is unavailable (disabled storage, some
 * private modes throw on access) a memory store stands in, so the app still runs.
 */
export const browserSessionStore = (win: Window = window): KeyValueStore => storeOf(() => win.sessionStorage)

/** localStorage, the same way: the return-visit copy of menu and notices (docs/decisions/0805). */
export const browserLocalStore = (win: Window = window): KeyValueStore => storeOf(() => win.localStorage)

const storeOf = (open: () => Storage): KeyValueStore => {
  try {
    const storage = open()
    const probe = '__probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => {
        try {
          storage.setItem(key, value)
        } catch {
          // Quota exceeded: the guard then simply cannot remember; never break the page for it.
        }
      },
      removeItem: (key) => storage.removeItem(key),
    }
  } catch {
    return memoryStore()
  }
}
