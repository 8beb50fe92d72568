/**
 * Which viewer the page's kept answers belong to: a count that goes up each time the viewer changes
 * (a login, a logout, adult verification). What a cache outside the router keeps for later (the
 * next episode's playInfo, warmed during the credits) is kept with the count it was read under,
 * and not used under another: it was answered for someone else, its grant bound to their session.
 */
let epoch = 0
const forgetters = new Set<() => void>()

/** The viewer changed: every answer kept before is someone else's, and each cache forgets it now. */
export const viewerChanged = (): void => {
  epoch += 1
  for (const forget of forgetters) forget()
}

/** A cache that keeps answers across pages (the kept list pages) forgets them here, once per change of viewer. */
export const forgetOnViewerChange = (forget: () => void): void => {
  forgetters.add(forget)
}

/** The current viewer's count, to keep with an answer and compare when it is used. */
export const viewerEpoch = (): number => epoch
