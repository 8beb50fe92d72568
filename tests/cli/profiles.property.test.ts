import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CallName, ResultCode, callNames, calls } from '../../core/contract/index.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { seedAccounts } from '../../cli/hosts/auth/accounts.ts'
import { AGE_LIMITS, type AgeLimit, allows } from '../../cli/hosts/profiles/rules.ts'
import { stringsOf, testClock } from './adultHelpers.ts'
import { type BrowseSession, memberSession, passwordSession } from './browseHelpers.ts'
import type { Fields } from './hostsHelpers.ts'
import { addProfile, selectProfile } from './profileHelpers.ts'

/**
 * The adult rule's test, extended to every profile limit (docs/decisions/1901): for any limit and
 * any call of the contract (iterated from the wire table), no answer to a profile carries a title
 * rated above its limit: no address of one, no art of one. Each profile first watched and saved
 * titles of every rating while it was at 19 (adult-verified minji), then its limit came down.
 */
let running: RunningHosts
const clock = testClock()
const minji = seedAccounts.find((a) => a.id === 'minji')!
const limited = AGE_LIMITS.filter((l) => l !== '19')
const sessions = new Map<AgeLimit, BrowseSession>()

/** Titles of every rating, a few each, non-adult ones free to play. */
const sample = () => {
  const byRating = (rating: string) => running.catalogue.titles.filter((t) => t.ageRating === rating).slice(0, 6)
  return [...byRating('ALL'), ...byRating('12'), ...byRating('15'), ...byRating('19')]
}

beforeAll(async () => {
  running = await startHosts({ portBase: 0, sessionLimit: 10_000, print: () => {}, now: clock.now })
  const own = await memberSession(running.hosts, 'seed-minji')
  for (const limit of limited) {
    const profile = await addProfile(own, { name: `제한${limit}` })
    const session = await passwordSession(running.hosts, minji.email, minji.password, true)
    await selectProfile(session, profile.profile_id)
    for (const t of sample()) {
      await session.call('savePosition', { movie_url: t.movieUrl, position: Math.floor(t.durationSec / 2), duration: t.durationSec })
      await session.call('saveVideo', { movie_url: t.movieUrl })
    }
    expect((await own.call('profileEdit', { profile_id: profile.profile_id, age_limit: limit })).body.retval).toBe(ResultCode.success)
    sessions.set(limit, session)
  }
}, 120_000)
afterAll(() => running.close())

/** What in `answer` names a title above `limit`: its address or its art, ignoring what the caller sent. */
const aboveLimit = (answer: unknown, limit: AgeLimit, sent: readonly string[]): string[] =>
  stringsOf(answer)
    .filter((s) => !sent.includes(s))
    .flatMap((s) => {
      const art = /\/art\/([^/]+)\//.exec(s)?.[1]
      const title = running.catalogue.find(art ?? s)?.title
      return title && !allows(limit, title.ageRating) ? [`${title.movieUrl} (${title.ageRating}) in "${s.slice(0, 80)}"`] : []
    })

/** Calls that end the account's sessions or the account itself: left out, they answer no title. */
const ending: readonly CallName[] = ['logout', 'unregister', 'endOtherSessions', 'deviceLogout', 'passwordChange']
const names = callNames.filter((n) => !ending.includes(n))

const fieldValues = (): Record<string, fc.Arbitrary<string | number>> => {
  const urls = sample().map((t) => t.movieUrl)
  const address = fc.oneof(fc.constantFrom(...urls), fc.constantFrom('t0000', 'qa-free', 'qa-adult'), fc.string({ maxLength: 8 }))
  const words = sample().flatMap((t) => [t.title, t.title.slice(0, 2)])
  return {
    movie_url: address,
    bshorts_url: address,
    item_id: address,
    keyword: fc.oneof(fc.constantFrom(...words), fc.constantFrom('ㅅ', '사랑', '밤'), fc.string({ minLength: 1, maxLength: 6 })),
    tab: fc.integer({ min: 0, max: 6 }),
    page: fc.integer({ min: 1, max: 3 }),
    count: fc.constantFrom(10, 30, 50),
    sort: fc.integer({ min: 0, max: 5 }),
    section_no: fc.constantFrom(3, 4, 5, 6, 8, 9, 13),
    category_no: fc.integer({ min: 1, max: 11 }),
    tag_url: fc.constantFrom('romance', 'thriller', 'adult', 'healing'),
    kind: fc.constantFrom('', 'movie', 'series', 'short', 'scene', 'crop'),
    subpath: fc.constantFrom('free-week', 'new-series', 'best-rated', 'adult-week'),
    filter: fc.constantFrom(0, 1),
  }
}

const fieldsOf = (name: CallName, values: Record<string, fc.Arbitrary<string | number>>): fc.Arbitrary<Fields> =>
  fc.record(
    Object.fromEntries(calls[name].fields.filter((f) => f !== 's').map((f) => [f, fc.option(values[f] ?? fc.string({ maxLength: 8 }), { nil: undefined })])),
  ) as fc.Arbitrary<Fields>

describe('a profile’s viewing age over every call', () => {
  it('no answer to a profile carries a title above its limit', async () => {
    const values = fieldValues()
    const callAndFields = fc.constantFrom(...names).chain((name) => fieldsOf(name, values).map((fields) => ({ name, fields })))
    await fc.assert(
      fc.asyncProperty(callAndFields, fc.constantFrom(...limited), async ({ name, fields }, limit) => {
        const answer = await sessions.get(limit)!.call(name, fields)
        expect(aboveLimit(answer.body, limit, Object.values(fields).map(String)), `${limit} ${name} ${JSON.stringify(fields)}`).toEqual([])
      }),
      { numRuns: 300 },
    )
  })

  it('holds for each call at least once with what the profile watched', async () => {
    const watched = sample().find((t) => t.ageRating === '15')!.movieUrl
    for (const name of names)
      for (const limit of limited)
        for (const tab of [1, 3]) {
          const fields: Fields = { movie_url: watched, item_id: watched, keyword: 'ㅅ', tab, sort: 3 }
          const answer = await sessions.get(limit)!.call(name, fields)
          expect(aboveLimit(answer.body, limit, Object.values(fields).map(String)), `${limit} ${name} tab ${tab}`).toEqual([])
        }
  })
})
