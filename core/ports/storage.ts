/**
 * Every key the app keeps in the browser's storage, in one place and one style (`area.name`), so
 * two features never share a key by accident and a reader finds what a browser holds. Session:
 * this tab only; local: this device, across visits.
 */
export const StorageKey = {
  /** Session: when the app last reloaded itself for a missing chunk (the reload guard). */
  reloadGuardAt: 'app.reloadGuardAt',
  /** Local: the return-visit copy of menu and notices. */
  returnVisit: 'app.returnVisit',
  /** Local: the web font's stylesheet, once seen, so a return visit declares it at once. */
  fontSeen: 'font.seen',
  /** Session: the pages each history entry's list has read, for the way back. */
  listPages: 'browse.listPages',
  /** Local: the top notice the viewer closed. */
  noticeClosed: 'notice.closed',
  /** Session: purchase intents and their idempotency keys. */
  payIntents: 'pay.intents',
  /** Session: a Kakao or Naver sign-in on its way (state, nonce, return address). */
  kakaoNaverPending: 'kakaoNaver.pending',
  /** Session: the provider a social sign-in redirect is for. */
  socialRedirect: 'social.redirect',
  /** Local, per profile (`@profile_id`, web/data/watchingProfile.ts): recent searches. */
  recentSearches: 'search.recent',
  /** Local, per profile: the player's speed. */
  playbackRate: 'player.playbackRate',
  /** Local, per profile: whether the next episode starts by itself. */
  bingeAutoplay: 'player.bingeAutoplay',
  /** Local, per profile: the caption style (size, colour, background). */
  captionStyle: 'player.captionStyle',
} as const
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey]

/** One browser storage area as the app sees it: sessionStorage (the reload guard's window) or localStorage (the return-visit copy). */
export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export const memoryStore = (): KeyValueStore => {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}
