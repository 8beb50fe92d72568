import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CallName, callNames, calls } from '../../core/contract/index.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { asGuest, emailSession } from './accountHelpers.ts'
import { adultTraces, haneulAfterAdultSaves, lastCode, testClock, watchedAdult } from './adultHelpers.ts'
import { seedAccounts } from '../../cli/hosts/auth/accounts.ts'
import { type BrowseSession, guestSession, passwordSession } from './browseHelpers.ts'
import type { Fields } from './hostsHelpers.ts'

/**
 * The adult rule over every call of the contract (iterated from the wire table, so a new call is
 * covered as soon as it exists): whatever its fields, no answer to a guest or to an unverified
 * member carries an adult title's name, synopsis or art address, even after the same account,
 * verified, watched and saved adult titles and its verification then lapsed (docs/decisions/1200, 1450).
 */
let running: RunningHosts
const printed: string[] = []
const clock = testClock()
let guest: BrowseSession
let haneul: BrowseSession

beforeAll(async () => {
  running = await startHosts({ portBase: 0, sessionLimit: 10_000, print: (line) => void printed.push(line), now: clock.now })
  haneul = await haneulAfterAdultSaves(running.hosts, running.catalogue, lastCode(printed), clock)
  guest = await guestSession(running.hosts)
}, 60_000)
afterAll(() => running.close())

/** Values for each field any call has; a field not named here gets a short random string. */
const fieldValues = (): Record<string, fc.Arbitrary<string | number>> => {
  const adult = running.catalogue.titles.filter((t) => t.adult)
  const adultUrls = [
    ...watchedAdult(running.catalogue).map((t) => t.movieUrl),
    ...adult.slice(0, 40).map((t) => t.movieUrl),
    ...adult.flatMap((t) => [...t.scenes, ...t.crops].map((c) => c.clipUrl)).slice(0, 20),
    ...adult.flatMap((t) => t.seasons.flatMap((s) => s.episodes.map((e) => e.movieUrl))).slice(0, 10),
  ]
  const address = fc.oneof(fc.constantFrom(...adultUrls), fc.constantFrom('t0000', 't0001', 'qa-free', 'qa-clip-1', 'qa-scene-1'), fc.string({ maxLength: 8 }))
  const adultWords = adult.flatMap((t) => [t.title, t.title.slice(0, 2), t.title.split(' ')[0] ?? t.title]).slice(0, 120)
  return {
    movie_url: address,
    bshorts_url: address,
    item_id: address,
    keyword: fc.oneof(fc.constantFrom(...adultWords), fc.constantFrom('사랑', '계약', 'ㄱㅈ', 'RED', '밤'), fc.string({ minLength: 1, maxLength: 6 })),
    tab: fc.integer({ min: 0, max: 6 }),
    page: fc.integer({ min: 1, max: 4 }),
    count: fc.constantFrom(10, 30, 50),
    sort: fc.integer({ min: 0, max: 5 }),
    section_no: fc.constantFrom(3, 4, 5, 6, 8, 9, 13),
    category_no: fc.integer({ min: 1, max: 11 }),
    tag_url: fc.constantFrom('adult', 'erotic', 'sensual', 'nineteen', 'romance', 'thriller'),
    tag_urls: fc.constantFrom('adult,erotic,sensual', 'romance,thriller,healing', 'adult,romance,thriller'),
    kind: fc.constantFrom('', 'movie', 'series', 'short', 'scene', 'crop'),
    subpath: fc.constantFrom('free-week', 'new-series', 'best-rated', 'adult-week'),
    filter: fc.constantFrom(0, 1),
    position: fc.integer({ min: 0, max: 4000 }),
    duration: fc.integer({ min: 1, max: 6000 }),
    start: fc.integer({ min: 0, max: 100 }),
    end: fc.integer({ min: 1, max: 200 }),
    range: fc.constantFrom('', '1-20', '0-500'),
    // A name the viewer typed is theirs to read back: never an adult title's here.
    title: fc.constantFrom('내 장면', '다시 볼 부분'),
  }
}

/** Generated fields for one call: each of its fields, sometimes left out. */
const fieldsOf = (name: CallName, values: Record<string, fc.Arbitrary<string | number>>): fc.Arbitrary<Fields> =>
  fc.record(
    Object.fromEntries(calls[name].fields.filter((f) => f !== 's').map((f) => [f, fc.option(values[f] ?? fc.string({ maxLength: 8 }), { nil: undefined })])),
  ) as fc.Arbitrary<Fields>

let leavers = 0
/** A new unverified member of its own, for the calls that end more than their session (the account, the other devices' keys). */
const leaver = async (): Promise<BrowseSession> => {
  leavers += 1
  const account = { email: `leaver${leavers}@example.com`, password: 'leaver1234!' }
  await asGuest(running.hosts, 'signUp', { ...account, name: '떠날회원', agree_terms: 1, agree_privacy: 1 })
  return emailSession(running.hosts, account.email, account.password, `leaver-${leavers}`)
}

const endsMore: readonly CallName[] = ['unregister', 'endOtherSessions']

/** The session a call runs in; logout ends its own and some calls end more, so they get a fresh one of the same kind. */
const sessionFor = async (name: CallName, who: 'guest' | 'haneul'): Promise<BrowseSession> => {
  if (name !== 'logout' && !endsMore.includes(name)) return who === 'guest' ? guest : haneul
  if (who === 'guest') return guestSession(running.hosts)
  if (endsMore.includes(name)) return leaver()
  // A session of its own to log out: a logout revokes the key it came in with.
  const account = seedAccounts.find((a) => a.id === 'haneul')!
  return passwordSession(running.hosts, account.email, account.password, false)
}

describe('the adult rule over every call', () => {
  it('no answer names, describes or pictures an adult title to a guest or an unverified member', async () => {
    const values = fieldValues()
    const callAndFields = fc.constantFrom(...callNames).chain((name) => fieldsOf(name, values).map((fields) => ({ name, fields })))
    await fc.assert(
      fc.asyncProperty(callAndFields, fc.constantFrom('guest' as const, 'haneul' as const), async ({ name, fields }, who) => {
        const session = await sessionFor(name, who)
        const answer = await session.call(name, fields)
        const sent = Object.values(fields).map(String)
        expect(adultTraces(running.catalogue, answer.body, sent), `${who} ${name} ${JSON.stringify(fields)}`).toEqual([])
      }),
      { numRuns: 400 },
    )
  })

  it('holds for each call at least once with its adult-heavy fields', async () => {
    const adultUrl = watchedAdult(running.catalogue)[0]!.movieUrl
    for (const name of callNames) {
      for (const who of ['guest', 'haneul'] as const) {
        for (const tab of [1, 3, 4, 5]) {
          const session = await sessionFor(name, who)
          const fields: Fields = {
            movie_url: adultUrl,
            bshorts_url: adultUrl,
            item_id: adultUrl,
            keyword: '금지된 방',
            tab,
            tag_url: 'adult',
            section_no: 6,
            sort: 3,
          }
          const answer = await session.call(name, fields)
          expect(adultTraces(running.catalogue, answer.body, Object.values(fields).map(String)), `${who} ${name} tab ${tab}`).toEqual([])
        }
      }
    }
  })
})
