import { Schema } from 'effect'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { schemaKit } from '../../core/api/schemaKit.ts'
import { watchSchemas } from '../../core/api/schemas.watch.ts'
import { type CallName, MyPageTab } from '../../core/contract/index.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { episodeSegments } from '../../cli/hosts/titles/segments.ts'
import { type Fields, guestLogin, memberLogin, send, signed } from './hostsHelpers.ts'

const { MyListOutput, PlayInfoOutput, WatchProgressOutput } = watchSchemas(schemaKit)

/** A series as the watching calls serve it (decision 1700), over real HTTP: episodes, segments, the next one, where 재생 starts. */
let running: RunningHosts
beforeAll(async () => {
  running = await startHosts({ portBase: 0 })
})
afterAll(() => running.close())

type Who = { s: string; c_code: string }
const call = async (name: CallName, who: Who, fields: Fields) => (await send(running.hosts, name, await signed(name, { s: who.s, ...fields }, who.c_code))).body
const playInfo = async (who: Who, movieUrl: string) => Schema.decodeUnknownSync(PlayInfoOutput)((await call('playInfo', who, { movie_url: movieUrl })).output)
const progress = async (who: Who, movieUrl = 'qa-series') =>
  Schema.decodeUnknownSync(WatchProgressOutput)((await call('watchProgress', who, { movie_url: movieUrl })).output)
const save = (who: Who, movieUrl: string, position: number) => call('savePosition', who, { movie_url: movieUrl, position, duration: 60 })

describe('playInfo of an episode', () => {
  it('names the episode, gives its recap, opening and credits, and the next episode', async () => {
    const info = await playInfo(await guestLogin(running.hosts), 'qa-series-e0102')
    expect(info.episode).toEqual({ series_url: 'qa-series', series_title: '시험 시리즈: 정주행', season_no: 1, episode_no: 2, title: '2화. 시험 1-2' })
    expect(info.segments).toEqual([
      { kind: 'recap', start: 0, end: 5 },
      { kind: 'intro', start: 6, end: 16 },
      { kind: 'credits', start: 48, end: 60 },
    ])
    expect(info.next).toMatchObject({ movie_url: 'qa-series-e0103', season_no: 1, episode_no: 3, duration: 60 })
  })

  it('goes on from the last episode of a season to the first of the next, and has no next after the last', async () => {
    const guest = await guestLogin(running.hosts)
    expect((await playInfo(guest, 'qa-series-e0105')).next).toMatchObject({ movie_url: 'qa-series-e0201', season_no: 2, episode_no: 1 })
    const last = await playInfo(guest, 'qa-series-e0203')
    expect(last.next).toBeUndefined()
    expect(last.episode?.episode_no).toBe(3)
  })

  it('gives a film no episode parts', async () => {
    const info = await playInfo(await guestLogin(running.hosts), 'qa-free')
    expect(info.segments).toBeUndefined()
    expect(info.episode).toBeUndefined()
    expect(info.next).toBeUndefined()
  })
})

describe('watchProgress', () => {
  it('starts a series nobody played from its beginning', async () => {
    const answer = await progress(await guestLogin(running.hosts))
    expect(answer).toEqual({ episodes: [] })
  })

  it('resumes the episode in progress, then offers the next once it is watched', async () => {
    const guest = await guestLogin(running.hosts)
    await save(guest, 'qa-series-e0101', 59)
    await save(guest, 'qa-series-e0102', 20)
    expect((await progress(guest)).resume).toEqual({ movie_url: 'qa-series-e0102', season_no: 1, episode_no: 2, position: 20, duration: 60 })
    await save(guest, 'qa-series-e0102', 58)
    const after = await progress(guest)
    expect(after.resume).toEqual({ movie_url: 'qa-series-e0103', season_no: 1, episode_no: 3, position: 0, duration: 60 })
    expect(after.episodes).toEqual([
      { movie_url: 'qa-series-e0101', position: 59, duration: 60, watched: 1 },
      { movie_url: 'qa-series-e0102', position: 58, duration: 60, watched: 1 },
    ])
  })

  it('starts over after the final episode, and resumes a film in progress', async () => {
    const guest = await guestLogin(running.hosts)
    await save(guest, 'qa-series-e0203', 60)
    expect((await progress(guest)).resume).toBeUndefined()
    await call('savePosition', guest, { movie_url: 'qa-free', position: 600, duration: 5400 })
    expect((await progress(guest, 'qa-free')).resume).toEqual({ movie_url: 'qa-free', season_no: 0, episode_no: 0, position: 600, duration: 5400 })
  })

  it('refuses an adult title to a guest and answers -3 for an unknown one', async () => {
    const guest = await guestLogin(running.hosts)
    expect((await call('watchProgress', guest, { movie_url: 'qa-adult' })).retval).toBe(-121)
    expect((await call('watchProgress', guest, { movie_url: 'no-such-title' })).retval).toBe(-3)
  })
})

describe('시청 기록 of a series', () => {
  it('is one row naming the episode 재생 starts at, with its art; removing it forgets every episode', async () => {
    const minji = await memberLogin(running.hosts, 'seed-minji')
    await save(minji, 'qa-series-e0101', 60)
    await save(minji, 'qa-series-e0102', 30)
    const list = async () => Schema.decodeUnknownSync(MyListOutput)((await call('myList', minji, { tab: MyPageTab.watched })).output).list
    const rows = (await list()).filter((item) => item.item_id === 'qa-series')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      movie_url: 'qa-series-e0102',
      position: 30,
      watched: 0,
      episode: { season_no: 1, episode_no: 2, series_title: '시험 시리즈: 정주행' },
    })
    expect(rows[0]?.tile).toMatch(/\/art\/qa-series-e0102\/tile\.svg$/)
    expect((await call('myListRemove', minji, { tab: MyPageTab.watched, item_id: 'qa-series' })).retval).toBe(0)
    expect((await list()).filter((item) => item.movie_url.startsWith('qa-series'))).toEqual([])
    expect((await progress(minji)).episodes).toEqual([])
  })
})

describe('generated episodes', () => {
  it('have a recap only from the second episode, an opening after it, and credits to the end, all inside the episode', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 16 }), fc.integer({ min: 2400, max: 4259 }), (url, no, duration) => {
        const segments = episodeSegments(url, no, duration)
        expect(segments.map((s) => s.kind)).toEqual(no > 1 ? ['recap', 'intro', 'credits'] : ['intro', 'credits'])
        for (const [i, s] of segments.entries()) {
          expect(s.start).toBeGreaterThanOrEqual(0)
          expect(s.end).toBeGreaterThan(s.start)
          expect(s.end).toBeLessThanOrEqual(duration)
          if (i > 0) expect(s.start).toBeGreaterThanOrEqual(segments[i - 1]!.end)
        }
        expect(segments.at(-1)?.end).toBe(duration)
      }),
    )
  })
})
