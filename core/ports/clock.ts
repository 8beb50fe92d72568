/** Wall-clock time. Timers inside machines use XState's clock (simulated in tests). */
export interface Clock {
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }
