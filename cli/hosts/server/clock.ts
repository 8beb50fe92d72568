/**
 * The stand-in's clock (docs/decisions/1552): the time it is given, moved on by QA's admin call
 * (`POST /__admin/clock`), never back, so nothing the stand-in stored ends up in its future.
 * Everything that reads `world.now` sees the moved time: grants lapse, tokens expire, renewals,
 * graces, refund windows and voided approvals happen as days pass.
 */
export interface StandInClock {
  readonly now: () => number
  /** How far QA moved the clock, in ms. */
  readonly offsetMs: () => number
  /** Moves the clock on by `ms` (whole, not negative); the answer is how far it is now ahead. */
  advance(ms: number): number
}

export const createStandInClock = (base: () => number): StandInClock => {
  let offset = 0
  return {
    now: () => base() + offset,
    offsetMs: () => offset,
    advance: (ms) => {
      if (!Number.isInteger(ms) || ms < 0) throw new RangeError('the clock moves on only, by a whole number of ms')
      offset += ms
      return offset
    },
  }
}
