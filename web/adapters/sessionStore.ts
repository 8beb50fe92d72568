import { type KeyValueStore, memoryStore } from '../../core/ports/storage.ts'

/**
 * sessionStorage as the KeyValueStore port. Where it is unavailable (disabled storage, some
 * private modes throw on access) a memory store stands in, so the app still runs.
 */
export const browserSessionStore = (win: Window | undefined = globalThis.window): KeyValueStore =>
  win ? opened(sessionAreas, win, () => win.sessionStorage) : outside

/** localStorage, the same way: what this device keeps across visits. */
export const browserLocalStore = (win: Window | undefined = globalThis.window): KeyValueStore =>
  win ? opened(localAreas, win, () => win.localStorage) : outside

// Outside a browser (the edge drawing a page, a test in Node): memory, for as long as the process.
const outside = memoryStore()

// One port per window and area: where storage is unavailable, its memory stand-in then lasts as long as the page.
const sessionAreas = new WeakMap<Window, KeyValueStore>()
const localAreas = new WeakMap<Window, KeyValueStore>()
const opened = (areas: WeakMap<Window, KeyValueStore>, win: Window, open: () => Storage): KeyValueStore => {
  let area = areas.get(win)
  if (!area) areas.set(win, (area = storeOf(open)))
  return area
}

const storeOf = (open: () => Storage): KeyValueStore => {
  try {
    const storage = open()
    const probe = '__probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return {
      getItem: (key) => {
        try {
          return storage.getItem(key)
        } catch {
          return null
        }
      },
      setItem: (key, value) => {
        try {
          storage.setItem(key, value)
        } catch {
          // Quota exceeded: the guard then simply cannot remember; never break the page for it.
        }
      },
      removeItem: (key) => {
        try {
          storage.removeItem(key)
        } catch {
          // Storage gone since the probe: nothing to forget.
        }
      },
    }
  } catch {
    return memoryStore()
  }
}
