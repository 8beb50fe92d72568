/**
 * The stand-in's clock, which QA may move forward (POST /__admin/clock) to see what time does:
 * a stream grant lapse, a token expire. Never back: nothing the stand-in stored may end up in
 * its future.
 */
export interface StandInClock {
  readonly now: () => number
  /** Moves the clock forward by `ms`; the answer is how far it is ahead of the one it runs on. */
  advance(ms: number): number
}

export const createStandInClock = (base: () => number): StandInClock => {
  let ahead = 0
  return {
    now: () => base() + ahead,
    advance(ms) {
      ahead += Math.max(0, ms)
      return ahead
    },
  }
}
