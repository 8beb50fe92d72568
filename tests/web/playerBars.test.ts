import fc from 'fast-check'
import { formatTime } from 'media-chrome/dist/utils/time.js'
import { describe, expect, it } from 'vitest'
import { timeChars } from '../../web/player/PlayerBars.tsx'

/** The phone's time display is given its width from playInfo's duration (web/player/PlayerBars.tsx). */
describe('timeChars', () => {
  it("holds every time media-chrome writes for the stream, and is exactly the end's", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (whole, at, fraction) => {
          const duration = whole + fraction
          const label = (time: number) => `${formatTime(time)} / ${formatTime(duration)}`
          expect(label(duration * at).length).toBeLessThanOrEqual(timeChars(duration))
          expect(label(duration).length).toBe(timeChars(duration))
        },
      ),
    )
  })

  it('is the shortest label for a duration that is not a number', () => {
    for (const duration of [Number.NaN, Number.POSITIVE_INFINITY, -5]) expect(timeChars(duration)).toBe('0:00 / 0:00'.length)
  })
})
