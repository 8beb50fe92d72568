import { StorageKey } from '../../core/ports/storage.ts'
import { browserLocalStore } from './sessionStore.ts'

/**
 * The notice the viewer closed, kept on this device by its notice_no so it stays closed across
 * full loads and visits until a different (newer) notice leads the list. Storage that is disabled
 * or full only means the bar shows again: it never breaks the page.
 */

/** The notice_no last closed on this browser, or null. */
export const readClosedNotice = (win: Window | undefined = globalThis.window): number | null => {
  const raw = win ? browserLocalStore(win).getItem(StorageKey.noticeClosed) : null
  return raw != null && /^-?\d+$/.test(raw) ? Number(raw) : null
}

/** Remembers that the viewer closed notice `noticeNo`. */
export const rememberClosedNotice = (noticeNo: number, win: Window | undefined = globalThis.window): void => {
  // Storage refused: the notice is closed for this page only.
  if (win) browserLocalStore(win).setItem(StorageKey.noticeClosed, String(noticeNo))
}
