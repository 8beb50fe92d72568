/**
 * The notice the viewer closed, kept in localStorage by its notice_no so it stays closed across
 * full loads and visits until a different (newer) notice leads the list. Storage that is disabled
 * or full only means the bar shows again: it never breaks the page.
 */
const KEY = 'closed_notice_no'

/** The notice_no last closed on this browser, or null. */
export const readClosedNotice = (win: Window | undefined = globalThis.window): number | null => {
  try {
    const raw = win?.localStorage.getItem(KEY)
    return raw != null && /^-?\d+$/.test(raw) ? Number(raw) : null
  } catch {
    return null
  }
}

/** Remembers that the viewer closed notice `noticeNo`. */
export const rememberClosedNotice = (noticeNo: number, win: Window | undefined = globalThis.window): void => {
  try {
    win?.localStorage.setItem(KEY, String(noticeNo))
  } catch {
    // Storage refused: the notice is closed for this page only.
  }
}
