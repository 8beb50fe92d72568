import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browseOutputs } from '../../core/api/schemas.browse.ts'
import { ResultCode, ServiceId } from '../../core/contract/index.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { drawArt } from '../../cli/hosts/titles/art.ts'
import { type BrowseSession, guestSession, memberSession } from './browseHelpers.ts'

/** The browse calls over real HTTP: happy paths decode with the contract's schemas, and their codes. */
let running: RunningHosts
const printed: string[] = []
let guest: BrowseSession
let minji: BrowseSession
let haneul: BrowseSession

beforeAll(async () => {
  running = await startHosts({ portBase: 0, sessionLimit: 1_000, print: (line) => void printed.push(line) })
  guest = await guestSession(running.hosts)
  minji = await memberSession(running.hosts, 'seed-minji')
  haneul = await memberSession(running.hosts, 'seed-haneul')
})
afterAll(() => running.close())

const decoded = <N extends keyof typeof browseOutputs>(name: N, output: unknown) =>
  Schema.decodeUnknownSync(browseOutputs[name] as any)(output) as (typeof browseOutputs)[N]['Type']

const titles = () => running.catalogue.titles
const firstOf = (test: (t: (typeof running.catalogue.titles)[number]) => boolean) => {
  const found = titles().find(test)
  if (!found) throw new Error('no such title')
  return found
}

describe('homeContents', () => {
  it('answers a hero and rows with view and poster types and where "더 보기" leads', async () => {
    const answer = await guest.call('homeContents')
    expect(answer.body.retval).toBe(ResultCode.success)
    const out = decoded('homeContents', answer.body.output)
    expect(out.hero.length).toBeGreaterThan(0)
    expect(out.hero.every((c) => c.locked === 0 && c.big)).toBe(true)
    expect(out.rows.length).toBeGreaterThanOrEqual(8)
    expect(new Set(out.rows.map((r) => r.poster_type)).size).toBeGreaterThanOrEqual(4)
    expect(new Set(out.rows.map((r) => r.view_type)).size).toBeGreaterThanOrEqual(3)
    expect(out.rows.map((r) => r.row_no)).toEqual(out.rows.map((_, i) => i + 1))
    for (const row of out.rows) expect(row.items.length).toBeGreaterThan(0)
  })

  it('reflects a member taste: rows of the chosen tags after the ranking', async () => {
    const member = await memberSession(running.hosts, 'seed-haneul')
    const before = decoded('homeContents', (await member.call('homeContents')).body.output)
    expect(before.rows.some((r) => r.title.includes('취향'))).toBe(false)
    expect((await member.call('tasteSet', { tag_urls: 'romance,thriller,healing' })).body.retval).toBe(0)
    const after = decoded('homeContents', (await member.call('homeContents')).body.output)
    const taste = after.rows.filter((r) => r.title.includes('취향'))
    expect(taste.length).toBe(4)
    expect(after.rows[1]?.title).toBe('회원님 취향 저격')
    const romance = after.rows.find((r) => r.more?.tag_url === 'romance')
    for (const card of romance?.items ?? []) expect(running.catalogue.find(card.movie_url)?.title.tagUrls).toContain('romance')
  })
})

describe('contentList', () => {
  it('answers a page of a line in the name order, with total', async () => {
    const answer = await guest.call('contentList', { section_no: ServiceId.premium, sort: 3, count: 30, page: 1 })
    const out = decoded('contentList', answer.body.output)
    expect(out).toMatchObject({ page: 1, count: 30 })
    expect(out.list).toHaveLength(30)
    expect(out.total).toBe(titles().filter((t) => t.serviceId === ServiceId.premium).length)
    const names = out.list.map((c) => c.title)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ko')))
  })

  it('filters by category and tag', async () => {
    const byCategory = decoded('contentList', (await guest.call('contentList', { category_no: 6, count: 50 })).body.output)
    expect(byCategory.total).toBe(titles().filter((t) => t.categoryNos.includes(6)).length)
    const byTag = decoded('contentList', (await guest.call('contentList', { tag_url: 'romance', count: 50 })).body.output)
    expect(byTag.total).toBe(titles().filter((t) => t.tagUrls.includes('romance')).length)
    expect(byTag.total).toBeGreaterThan(0)
  })

  it('answers -11 for a count other than 30 or 50, a sort outside 1–4, a page below 1, or a non-number', async () => {
    for (const fields of [{ count: 31 }, { count: 0 }, { sort: 5 }, { sort: 0 }, { page: 0 }, { page: 'x' }, { section_no: 'five' }]) {
      expect((await guest.call('contentList', fields)).body.retval, JSON.stringify(fields)).toBe(ResultCode.parameterInvalid)
    }
  })

  it('answers an empty list past the last page, with the same total', async () => {
    const out = decoded('contentList', (await guest.call('contentList', { section_no: ServiceId.martial, page: 99 })).body.output)
    expect(out.list).toEqual([])
    expect(out.total).toBeGreaterThan(0)
  })
})

describe('contentDetail', () => {
  it('answers a series with seasons, episodes, scenes, crops, related titles, item and line', async () => {
    const series = firstOf((t) => t.kind === 'series' && !t.adult)
    const out = decoded('contentDetail', (await guest.call('contentDetail', { movie_url: series.movieUrl })).body.output)
    expect(out.content).toMatchObject({ movie_url: series.movieUrl, title: series.title, kind: 'series', locked: 0 })
    expect(out.seasons.length).toBe(series.seasons.length)
    expect(out.seasons[0]?.episodes[0]?.movie_url).toBe(series.seasons[0]?.episodes[0]?.movieUrl)
    expect(out.scenes.every((c) => c.player_type === 1 && c.start < c.end)).toBe(true)
    expect(out.crops.every((c) => c.player_type === 2 && c.end - c.start <= 60)).toBe(true)
    expect(out.related.length).toBeGreaterThan(0)
    expect(out.related.every((c) => c.section_no === series.serviceId && c.movie_url !== series.movieUrl)).toBe(true)
    expect(out.item.item_type).toBe(series.itemType)
    expect(out.item.item_name.length).toBeGreaterThan(0)
    expect(out.service.section_no).toBe(series.serviceId)
    expect(out.tags.map((t) => t.tag_url).sort()).toEqual([...series.tagUrls].sort())
  })

  it("an episode's address answers its series", async () => {
    const series = firstOf((t) => t.kind === 'series' && !t.adult)
    const episode = series.seasons[0]?.episodes[1]?.movieUrl ?? ''
    expect((await guest.call('contentDetail', { movie_url: episode })).body.output.content.movie_url).toBe(series.movieUrl)
  })

  it('answers -3 for an unknown address, -121 an adult title to a guest, -50 to an unverified member', async () => {
    const adult = firstOf((t) => t.adult)
    expect((await guest.call('contentDetail', { movie_url: 'nope' })).body.retval).toBe(ResultCode.dataNotFound)
    expect((await guest.call('contentDetail', { movie_url: adult.movieUrl })).body.retval).toBe(ResultCode.adultLoginRequired)
    expect((await haneul.call('contentDetail', { movie_url: adult.movieUrl })).body.retval).toBe(ResultCode.adultVerificationRequired)
    const out = decoded('contentDetail', (await minji.call('contentDetail', { movie_url: adult.movieUrl })).body.output)
    expect(out.content.title).toBe(adult.title)
  })
})

describe('landingContents', () => {
  it('answers a running event with its titles, all of its kind, in its order, never adult', async () => {
    const out = decoded('landingContents', (await guest.call('landingContents', { subpath: 'free-week' })).body.output)
    expect(out).toMatchObject({ subpath: 'free-week', title: '이번 주 무료 영화관', more: { section_no: ServiceId.free, sort: 2 } })
    expect(out.items.length).toBeGreaterThan(5)
    const found = out.items.map((card) => running.catalogue.find(card.movie_url)!.title)
    expect(found.every((t) => t.serviceId === ServiceId.free && !t.adult)).toBe(true)
    const views = found.map((t) => t.viewCount)
    expect(views).toEqual([...views].sort((a, b) => b - a))
    // Never an adult title, even to a verified member: an event page is for everyone.
    const rated = decoded('landingContents', (await minji.call('landingContents', { subpath: 'best-rated' })).body.output)
    expect(rated.more).toBeUndefined()
    expect(rated.items.every((card) => card.locked === 0 && card.adult === 0 && (card.rating ?? 0) >= 8)).toBe(true)
  })

  it('answers -3 for an event that is not running, and -10 without a subpath', async () => {
    expect((await guest.call('landingContents', { subpath: 'spring-2020' })).body.retval).toBe(ResultCode.dataNotFound)
    expect((await guest.call('landingContents', { subpath: 'constructor' })).body.retval).toBe(ResultCode.dataNotFound)
    expect((await guest.call('landingContents')).body.retval).toBe(ResultCode.requiredParameterMissing)
  })
})

describe('categoryList and tagList', () => {
  it('lists the categories of a line with counts, and every tag with its count', async () => {
    const categories = decoded('categoryList', (await guest.call('categoryList', { section_no: ServiceId.free })).body.output)
    expect(categories.category_list.length).toBeGreaterThan(2)
    for (const c of categories.category_list) {
      expect(c.count).toBe(titles().filter((t) => t.serviceId === ServiceId.free && t.categoryNos.includes(c.category_no)).length)
    }
    const tags = decoded('tagList', (await guest.call('tagList')).body.output)
    expect(tags.tag_list.find((t) => t.tag_url === 'romance')).toMatchObject({ tag_name: '로맨스', adult: 0 })
    expect(tags.tag_list.some((t) => t.adult === 1)).toBe(false)
    const verified = decoded('tagList', (await minji.call('tagList')).body.output)
    expect(verified.tag_list.find((t) => t.tag_url === 'adult')).toMatchObject({ adult: 1 })
  })
})

describe('tasteGet and tasteSet', () => {
  it('keeps a member taste per account; -109 for a guest; -11 for fewer than 3 or unknown tags', async () => {
    expect((await guest.call('tasteGet')).body.retval).toBe(ResultCode.loginRequired)
    expect((await guest.call('tasteSet', { tag_urls: 'romance,sf,action' })).body.retval).toBe(ResultCode.loginRequired)
    expect((await minji.call('tasteGet')).body.output).toEqual({ tag_urls: [] })
    expect((await minji.call('tasteSet', { tag_urls: 'romance,sf' })).body.retval).toBe(ResultCode.parameterInvalid)
    expect((await minji.call('tasteSet', { tag_urls: 'romance,sf,nope' })).body.retval).toBe(ResultCode.parameterInvalid)
    expect((await haneul.call('tasteSet', { tag_urls: 'romance,sf,adult' })).body.retval).toBe(ResultCode.parameterInvalid)
    const set = await minji.call('tasteSet', { tag_urls: 'romance, sf,action,romance' })
    expect(decoded('tasteSet', set.body.output)).toEqual({ tag_urls: ['romance', 'sf', 'action'] })
    const again = await memberSession(running.hosts, 'seed-minji')
    expect((await again.call('tasteGet')).body.output).toEqual({ tag_urls: ['romance', 'sf', 'action'] })
  })
})

describe('adultCertRequest and adultVerify', () => {
  const form = { name: '최하늘', birth_date: '1995-03-01', phone: '01012345678' }
  const codeIn = (lines: string[]) => /\[stand-in\] 성인 인증 코드 (\d{6}) \(최하늘\)/.exec(lines.at(-1) ?? '')?.[1] ?? ''

  it('prints a code, and the right code verifies the account: later calls and a new login see adult titles', async () => {
    const member = await memberSession(running.hosts, 'seed-haneul')
    const adult = firstOf((t) => t.adult)
    const request = await member.call('adultCertRequest', form)
    expect(decoded('adultCertRequest', request.body.output)).toEqual({ expires_in: 180 })
    const code = codeIn(printed)
    expect(code).toMatch(/^\d{6}$/)
    const wrong = code === '123456' ? '654321' : '123456'
    expect((await member.call('adultVerify', { ...form, cert_code: wrong })).body.retval).toBe(ResultCode.adultCertCodeInvalid)
    expect((await member.call('adultVerify', { ...form, name: '김하늘', cert_code: code })).body.retval).toBe(ResultCode.parameterInvalid)
    expect((await member.call('adultVerify', { ...form, cert_code: code })).body.output).toEqual({ adult_flag: 'Y' })
    expect((await member.call('contentDetail', { movie_url: adult.movieUrl })).body.retval).toBe(ResultCode.success)
    // The code is used up; the verification is the account's, so a new login of the same member is verified too.
    expect((await member.call('adultVerify', { ...form, cert_code: code })).body.retval).toBe(ResultCode.adultCertCodeInvalid)
    const other = await memberSession(running.hosts, 'seed-haneul')
    expect((await other.call('contentDetail', { movie_url: adult.movieUrl })).body.retval).toBe(ResultCode.success)
  })

  it('answers -121 to a guest, -1450 to someone under 19, -11 to a bad form, -1451 to a verify with no code asked', async () => {
    expect((await guest.call('adultCertRequest', form)).body.retval).toBe(ResultCode.adultLoginRequired)
    expect((await guest.call('adultVerify', { ...form, cert_code: '123456' })).body.retval).toBe(ResultCode.adultLoginRequired)
    const member = await memberSession(running.hosts, 'seed-haneul')
    const young = `${new Date().getUTCFullYear() - 18}0101`
    expect((await member.call('adultCertRequest', { ...form, birth_date: young })).body.retval).toBe(ResultCode.adultUnderAge)
    for (const bad of [{ birth_date: '19951332' }, { phone: '0212345678' }, { name: ' ' }]) {
      expect((await member.call('adultCertRequest', { ...form, ...bad })).body.retval, JSON.stringify(bad)).toBe(ResultCode.parameterInvalid)
    }
    const fresh = await memberSession(running.hosts, 'seed-seoyeon')
    expect((await fresh.call('adultVerify', { ...form, cert_code: '123456' })).body.retval).toBe(ResultCode.adultCertCodeInvalid)
  })

  it('five wrong codes use the code up: the right one is refused afterwards', async () => {
    const member = await memberSession(running.hosts, 'seed-haneul')
    await member.call('adultCertRequest', form)
    const code = codeIn(printed)
    const wrong = code === '123456' ? '654321' : '123456'
    for (let i = 0; i < 5; i++) expect((await member.call('adultVerify', { ...form, cert_code: wrong })).body.retval).toBe(ResultCode.adultCertCodeInvalid)
    expect((await member.call('adultVerify', { ...form, cert_code: code })).body.retval).toBe(ResultCode.adultCertCodeInvalid)
  })

  it('a missing required field is -10', async () => {
    expect((await guest.call('contentDetail')).body.retval).toBe(ResultCode.requiredParameterMissing)
  })
})

describe('artwork', () => {
  it('serves each image type at its size, cached immutable with an ETag, 304 when unchanged', async () => {
    const title = firstOf((t) => !t.adult)
    for (const [image, w, h] of [
      ['poster', 170, 240],
      ['tile', 294, 165],
      ['big', 1280, 720],
    ] as const) {
      const res = await fetch(`${running.hosts.web}/art/${title.movieUrl}/${image}.svg`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/svg+xml')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const body = await res.text()
      expect(body).toContain(`width="${w}" height="${h}"`)
      const etag = res.headers.get('etag') ?? ''
      expect((await fetch(`${running.hosts.web}/art/${title.movieUrl}/${image}.svg`, { headers: { 'if-none-match': etag } })).status).toBe(304)
    }
    expect((await fetch(`${running.hosts.web}/art/nope/poster.svg`)).status).toBe(404)
  })

  it('draws the name as white outlines from the font, never as <text> (a machine without a Korean font would show boxes)', async () => {
    const title = firstOf((t) => !t.adult && /[가-힣]/.test(t.title) && t.seasons.length > 0)
    const episode = title.seasons[0]!.episodes[0]!
    for (const url of [title.movieUrl, episode.movieUrl]) {
      for (const image of ['poster', 'tile', 'big'] as const) {
        const body = await (await fetch(`${running.hosts.web}/art/${url}/${image}.svg`)).text()
        expect(body).not.toContain('<text')
        expect(body).not.toContain(title.title)
        expect(body).toMatch(/<path fill="#fff" d="M[\d. MLCQZ-]{200,}"[^>]*\/>/)
      }
    }
  })

  it('never puts an adult title\'s name in its art: every adult title\'s art is the same "19"', async () => {
    const adults = titles()
      .filter((t) => t.adult)
      .slice(0, 20)
    expect(new Set(adults.map((t) => t.title)).size).toBeGreaterThan(1)
    for (const image of ['poster', 'tile', 'big'] as const) {
      const only19 = await drawArt(image, 'any', ['19'], true)
      expect(only19).toContain('<path')
      for (const adult of adults) {
        const body = await (await fetch(`${running.hosts.web}/art/${adult.movieUrl}/${image}.svg`)).text()
        expect(body).toBe(only19)
      }
    }
  })
})
