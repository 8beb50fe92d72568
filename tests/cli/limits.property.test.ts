import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS } from '../../cli/hosts/locks/limits.logic.ts'
import { type Limits, createLimits } from '../../cli/hosts/locks/limits.ts'
import { type Db, openStore } from '../../cli/hosts/store/index.ts'

/**
 * The login limit over any sequence of tries (docs/decisions/1831), on the store the hosts keep
 * it in: a try is a wrong or right password after some pause; a try is answered unless the
 * account must wait. Then, whatever the sequence: within any minute at most 5 misses are
 * answered, and each wait a miss sets is never shorter than the one before while misses go on.
 */
let db: Db
let at = 0
let limits: Limits
beforeAll(async () => {
  db = await openStore({ now: () => at })
  limits = createLimits(db, () => at, DEFAULT_LIMITS)
}, 60_000)
afterAll(() => db.close())

const rule = DEFAULT_LIMITS.loginAccount
const WINDOW_MS = 60_000

/** A try: how long after the one before (mostly quick, sometimes minutes, now and then past the quiet time), and whether the password is right. */
const aTry = fc.record({
  pauseMs: fc.oneof({ arbitrary: fc.integer({ min: 0, max: 5_000 }), weight: 6 }, fc.integer({ min: 0, max: 20 * 60_000 }), fc.constant(rule.quietMs)),
  right: fc.integer({ min: 0, max: 9 }).map((n) => n < 3),
})

let account = 0
describe('the login limit over any sequence of tries', () => {
  it('answers at most 5 misses within any minute, and the waits misses set never shrink while misses go on', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(aTry, { minLength: 1, maxLength: 40 }), async (tries) => {
        account += 1
        const key = ['loginAccount', `person${account}@example.com`] as const
        const answeredMisses: number[] = []
        let lastWait = 0
        let lastMissAt = -Infinity
        for (const t of tries) {
          at += t.pauseMs
          const taken = await limits.take(key)
          if (!taken.ok) {
            expect(taken.retryAfterMs).toBeGreaterThan(0)
            continue
          }
          if (t.right) {
            await limits.refund(key)
            continue
          }
          // A key quiet long enough counts afresh: a new run of misses.
          if (at - lastMissAt >= rule.quietMs) lastWait = 0
          answeredMisses.push(at)
          lastMissAt = at
          const next = await limits.take(key)
          if (next.ok) await limits.refund(key)
          else {
            expect(next.retryAfterMs, 'a wait never shorter than the last').toBeGreaterThanOrEqual(lastWait)
            lastWait = next.retryAfterMs
          }
        }
        for (const [i, start] of answeredMisses.entries()) {
          const inWindow = answeredMisses.slice(i).filter((m) => m < start + WINDOW_MS)
          expect(inWindow.length, `misses at ${answeredMisses.join(',')}`).toBeLessThanOrEqual(5)
        }
      }),
      { numRuns: 80 },
    )
  }, 120_000)
})
