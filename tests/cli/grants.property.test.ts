import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { memberSession, guestSession } from './browseHelpers.ts'
import { lastCode, testClock, verify } from './adultHelpers.ts'
import { newMember } from './moneyHelpers.ts'
import { type Viewer, deviceOf, media, mediaPathsOf, play } from './grantsHelpers.ts'

/**
 * For any viewer, any title, any grant and any grant age, the media and key routes answer 200
 * exactly when that viewer may watch that title and the grant is that viewer's (its device), for
 * that title, and alive (docs/decisions/1800, 1801). The stand-in's clock is moved, never waited for.
 */
const TTL_SEC = 300
const clock = testClock()
const printed: string[] = []
let running: RunningHosts
/** Who may watch what (docs/contract.md "Playback cases"). */
const viewers: { name: string; viewer: Viewer; may: ReadonlySet<string> }[] = []
const titles = ['qa-free', 'qa-paid', 'qa-single', 'qa-adult', 'qa-series-e0102'] as const

beforeAll(async () => {
  // Sessions outlive every clock move of the run; grants live TTL_SEC.
  running = await startHosts({ portBase: 0, now: clock.now, tokenTtlSec: 10_000_000, grantTtlSec: TTL_SEC, print: (line) => void printed.push(line) })
  const verifiedWithoutPass = await newMember(running.hosts, 'grants')
  await verify(verifiedWithoutPass, lastCode(printed))
  viewers.push(
    { name: 'guest', viewer: await guestSession(running.hosts), may: new Set(['qa-free', 'qa-series-e0102']) },
    {
      name: 'minji (pass, verified)',
      viewer: await memberSession(running.hosts, 'seed-minji'),
      may: new Set(['qa-free', 'qa-paid', 'qa-adult', 'qa-series-e0102']),
    },
    { name: 'seoyeon (skytv pass, not verified)', viewer: await memberSession(running.hosts, 'seed-seoyeon'), may: new Set(['qa-free', 'qa-series-e0102']) },
    { name: 'haneul (nothing, not verified)', viewer: await memberSession(running.hosts, 'seed-haneul'), may: new Set(['qa-free', 'qa-series-e0102']) },
    { name: 'a new member (no pass, verified)', viewer: verifiedWithoutPass, may: new Set(['qa-free', 'qa-adult', 'qa-series-e0102']) },
  )
}, 60_000)
afterAll(() => running.close())

describe('stream grants and title keys', () => {
  it('answer 200 exactly when the viewer may watch the title and holds its live grant', { timeout: 120_000 }, async () => {
    const paths = Object.keys(mediaPathsOf('x')) as (keyof ReturnType<typeof mediaPathsOf>)[]
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: viewers.length - 1 }),
        fc.constantFrom(...titles),
        // Whose grant and for what: the viewer's own for this title, its own for another title, another viewer's, or none.
        fc.constantFrom('own', 'another title', 'another viewer', 'none'),
        fc.nat({ max: viewers.length - 1 }),
        fc.constantFrom(...titles),
        fc.integer({ min: 0, max: 2 * TTL_SEC * 1000 }),
        fc.constantFrom(...paths),
        async (who, title, source, otherWho, otherTitle, ageMs, path) => {
          const me = viewers[who]!
          const holder = source === 'another viewer' ? viewers[otherWho]! : me
          const grantedFor = source === 'another title' ? otherTitle : title
          const played = source === 'none' ? undefined : await play(running, holder.viewer, grantedFor)
          // A viewer gets a grant only with a stream it may watch.
          if (played) expect(played.grant !== undefined).toBe(holder.may.has(grantedFor))
          clock.advance(ageMs)
          // The request comes from the viewer's own browser: its device_id, and the grant it was given or copied.
          const grantCookie = played?.grant?.cookie.split('; ')[0]
          const cookie = [grantCookie, `device_id=${await deviceOf(running, me.viewer.s)}`].filter(Boolean).join('; ')
          const answer = await media(running.hosts, mediaPathsOf(title)[path], cookie)
          const holdsItsGrant = played?.grant !== undefined && grantedFor === title && holder === me
          const allowed = holdsItsGrant && me.may.has(title) && ageMs < TTL_SEC * 1000
          expect({ viewer: me.name, holder: holder.name, title, grantedFor, ageMs, path, status: answer.status }).toEqual({
            viewer: me.name,
            holder: holder.name,
            title,
            grantedFor,
            ageMs,
            path,
            status: allowed ? 200 : 403,
          })
          if (answer.status === 403) expect(answer.body.length).toBe(0)
        },
      ),
      { numRuns: 150 },
    )
  })
})
