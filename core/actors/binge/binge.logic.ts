/** The card's countdown, in seconds (Netflix and TVING count from about this). */
export const COUNTDOWN_SECONDS = 10

/** After this many episodes went on by themselves, the next one waits for 계속 시청. */
export const UNATTENDED_LIMIT = 3

/** How close to the end the card shows when an episode has no credits segment. */
export const CARD_BEFORE_END_SECONDS = 20

/** Whether playback at `time` is in the part that offers the next episode: the credits, else the last 20 seconds. */
export const inCredits = (time: number, duration: number, credits?: { readonly start: number; readonly end: number }): boolean =>
  duration > 0 && time >= (credits ? Math.min(credits.start, duration) : Math.max(0, duration - CARD_BEFORE_END_SECONDS))
