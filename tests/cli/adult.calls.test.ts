import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContentDetailOutput } from '../../core/api/schemas.browse.ts'
import { watchSchemas } from '../../core/api/schemas.watch.ts'
import { MyPageTab, ResultCode, SortOrder } from '../../core/contract/index.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { adultTraces, haneulAfterAdultSaves, lastCode, testClock, watchedAdult } from './adultHelpers.ts'
import { type BrowseSession, guestSession, memberSession } from './browseHelpers.ts'
import { schemaKit } from '../../core/api/schemaKit.ts'

const { MyListOutput, SaveClipOutput } = watchSchemas(schemaKit)

/** The adult rule on what sessions save and read back (docs/decisions/1200, 1201), over real HTTP. */
let running: RunningHosts
const printed: string[] = []
beforeAll(async () => {
  running = await startHosts({ portBase: 0, sessionLimit: 1_000, print: (line) => void printed.push(line) })
}, 60_000)
afterAll(() => running.close())

const myList = async (session: BrowseSession, tab: MyPageTab) => Schema.decodeUnknownSync(MyListOutput)((await session.call('myList', { tab })).body.output)

describe('a new session after adult titles were watched and the verification lapsed', () => {
  // Its own stand-in: the clock moves a year, past the seed's verifications and QA keys.
  const clock = testClock()
  let own: RunningHosts
  beforeAll(async () => {
    own = await startHosts({ portBase: 0, sessionLimit: 1_000, print: (line) => void printed.push(line), now: clock.now })
  }, 60_000)
  afterAll(() => own.close())

  it('reads history, 이어보기 and saved lists as locked items, never the names, and the home without them', async () => {
    const running = own
    const later = await haneulAfterAdultSaves(running.hosts, running.catalogue, lastCode(printed), clock)
    const adultUrls = new Set(watchedAdult(running.catalogue).map((t) => t.movieUrl))
    for (const tab of [MyPageTab.watched, MyPageTab.savedVideos, MyPageTab.savedSections, MyPageTab.savedScenes]) {
      const answer = await later.call('myList', { tab })
      expect(adultTraces(running.catalogue, answer.body), `tab ${tab}`).toEqual([])
      const list = Schema.decodeUnknownSync(MyListOutput)(answer.body.output).list
      // Still listed (the member may verify again and go on), but as locked "19" items.
      expect(list.length, `tab ${tab}`).toBeGreaterThan(0)
      expect(
        list.every((item) => adultUrls.has(item.movie_url)),
        `tab ${tab}`,
      ).toBe(true)
      for (const item of list) expect({ locked: item.locked, title: item.title }, `tab ${tab} ${item.movie_url}`).toEqual({ locked: 1, title: '' })
    }
    // 이어보기 reads tab 1's unfinished items: their positions are kept for the row and its progress.
    const watched = await myList(later, MyPageTab.watched)
    expect(watched.list.every((item) => item.position > 0 && item.watched === 0)).toBe(true)
    expect(adultTraces(running.catalogue, (await later.call('homeContents')).body)).toEqual([])
  })
})

describe('saving an adult title', () => {
  it('is refused to a guest (-121) and to an unverified member (-50), and nothing is kept', async () => {
    const guest = await guestSession(running.hosts)
    const seoyeon = await memberSession(running.hosts, 'seed-seoyeon')
    for (const t of watchedAdult(running.catalogue)) {
      const position = { movie_url: t.movieUrl, position: 60, duration: t.durationSec }
      expect((await guest.call('savePosition', position)).body.retval, t.movieUrl).toBe(ResultCode.adultLoginRequired)
      expect((await seoyeon.call('savePosition', position)).body.retval, t.movieUrl).toBe(ResultCode.adultVerificationRequired)
      expect((await guest.call('saveVideo', { movie_url: t.movieUrl })).body.retval, t.movieUrl).toBe(ResultCode.adultLoginRequired)
      expect((await seoyeon.call('saveVideo', { movie_url: t.movieUrl })).body.retval, t.movieUrl).toBe(ResultCode.adultVerificationRequired)
    }
    expect((await myList(seoyeon, MyPageTab.watched)).list).toEqual([])
    expect((await myList(seoyeon, MyPageTab.savedVideos)).list).toEqual([])
  })
})

describe('saveVideo', () => {
  it("keeps a save by account: another session reads it in tab 3 and in the title's detail; myListRemove tab 3 takes it back", async () => {
    const phone = await memberSession(running.hosts, 'seed-junho')
    const laptop = await memberSession(running.hosts, 'seed-junho')
    const detail = async (url: string) => Schema.decodeUnknownSync(ContentDetailOutput)((await laptop.call('contentDetail', { movie_url: url })).body.output)
    expect((await detail('t0000')).saved).toBe(0)
    const first = Schema.decodeUnknownSync(SaveClipOutput)((await phone.call('saveVideo', { movie_url: 't0000' })).body.output)
    expect(first.item).toMatchObject({ item_id: 't0000', movie_url: 't0000', title: '사랑의 불시착' })
    await phone.call('saveVideo', { movie_url: 't0001' })
    expect((await myList(laptop, MyPageTab.savedVideos)).list.map((item) => [item.item_id, item.title])).toEqual([
      ['t0001', running.catalogue.find('t0001')?.title.title],
      ['t0000', '사랑의 불시착'],
    ])
    expect((await detail('t0000')).saved).toBe(1)
    expect((await laptop.call('myListRemove', { tab: MyPageTab.savedVideos, item_id: 't0000' })).body.retval).toBe(ResultCode.success)
    expect((await myList(phone, MyPageTab.savedVideos)).list.map((item) => item.item_id)).toEqual(['t0001'])
    expect((await detail('t0000')).saved).toBe(0)
    expect((await laptop.call('myListRemove', { tab: MyPageTab.savedVideos, item_id: 't0000' })).body.retval).toBe(ResultCode.dataNotFound)
  })

  it('asks a guest to log in (-109) and answers -3 to an unknown title', async () => {
    const guest = await guestSession(running.hosts)
    expect((await guest.call('saveVideo', { movie_url: 't0000' })).body.retval).toBe(ResultCode.loginRequired)
    const minji = await memberSession(running.hosts, 'seed-minji')
    expect((await minji.call('saveVideo', { movie_url: 'no-such-title' })).body.retval).toBe(ResultCode.dataNotFound)
  })
})

describe('the name order', () => {
  it("opens a guest's list on named titles: locked cards come after every named one", async () => {
    const guest = await guestSession(running.hosts)
    const first = (await guest.call('contentList', { sort: SortOrder.name, count: 30, page: 1 })).body.output
    expect(first.list.every((card: any) => card.locked === 0 && card.title !== '')).toBe(true)
    const pages = Math.ceil(first.total / 50)
    const all: any[] = []
    for (let page = 1; page <= pages; page++) all.push(...(await guest.call('contentList', { sort: SortOrder.name, count: 50, page })).body.output.list)
    const firstLocked = all.findIndex((card) => card.locked === 1)
    expect(firstLocked).toBeGreaterThan(0)
    expect(all.slice(firstLocked).every((card) => card.locked === 1)).toBe(true)
    const lockedUrls = all.slice(firstLocked).map((card) => card.movie_url)
    expect(lockedUrls).toEqual([...lockedUrls].sort())
  })
})
