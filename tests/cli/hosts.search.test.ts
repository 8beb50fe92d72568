import { getChoseong } from 'es-hangul'
import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchSchemas } from '../../core/api/schemas.search.ts'
import { ResultCode } from '../../core/contract/index.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { standInCatalogue } from '../../cli/hosts/titles/catalogue.ts'
import { runInProcess } from './cliRun.ts'
import { type Fields, guestLogin, memberLogin, send, signed } from './hostsHelpers.ts'
import { schemaKit } from '../../core/api/schemaKit.ts'

const { PopularKeywordsOutput, SearchOutput, SearchSuggestOutput } = searchSchemas(schemaKit)

/** The search host's calls over real HTTP against the stand-in, and through `npm run cli -- call`. */

let running: RunningHosts
let guest: { s: string; c_code: string }
let adultMember: { s: string; c_code: string }

beforeAll(async () => {
  running = await startHosts({ portBase: 0 })
  guest = await guestLogin(running.hosts)
  adultMember = await memberLogin(running.hosts, 'seed-minji')
})
afterAll(() => running.close())

const search = async (fields: Fields, session = guest) => send(running.hosts, 'search', await signed('search', { s: session.s, ...fields }, session.c_code))
const suggest = async (fields: Fields, session = guest) =>
  send(running.hosts, 'searchSuggest', await signed('searchSuggest', { s: session.s, ...fields }, session.c_code))

const decode = <S extends Schema.Top>(schema: S, value: unknown): S['Type'] => Schema.decodeUnknownSync(schema as any)(value) as S['Type']
const itemsOf = (output: typeof SearchOutput.Type) => output.groups.flatMap((g) => g.items)
const adultTitle = standInCatalogue().titles.find((t) => t.adult && t.kind === 'movie')!

describe('search', () => {
  it('finds titles by their 초성 (ㅅㄹ), grouped by kind, with the matched span inside each title', async () => {
    const answer = await search({ keyword: 'ㅅㄹ' })
    expect(answer.status).toBe(200)
    expect(answer.body.retval).toBe(ResultCode.success)
    const output = decode(SearchOutput, answer.body.output)
    expect(output.groups.map((g) => g.kind)).toEqual(['movies', 'series', 'shorts', 'scenes', 'crops', 'lines'])
    expect(output.total).toBe(output.groups.reduce((n, g) => n + g.total, 0))
    const first = output.groups.find((g) => g.kind === 'movies')!.items[0]!
    expect(getChoseong(first.title).startsWith('ㅅㄹ')).toBe(true)
    for (const item of itemsOf(output)) {
      expect(item.movie_url).not.toBe('')
      for (const span of item.spans) {
        expect(span.start).toBeGreaterThanOrEqual(0)
        expect(span.end).toBeLessThanOrEqual(item.title.length)
        expect(getChoseong(item.title.slice(span.start, span.end))).toBe('ㅅㄹ')
      }
    }
  })

  it('puts the exact title first, and finds it without its spaces', async () => {
    for (const keyword of ['사랑의 불시착', '사랑의불시착', '사랑의불시ㅊ']) {
      const output = decode(SearchOutput, (await search({ keyword })).body.output)
      expect(output.groups.find((g) => g.kind === 'series')!.items[0]!.title, keyword).toBe('사랑의 불시착')
    }
  })

  it('returns scenes and crop sections with their own address and their title', async () => {
    const output = decode(SearchOutput, (await search({ keyword: '추격전' })).body.output)
    const scene = output.groups.find((g) => g.kind === 'scenes')!.items[0]!
    expect(scene).toMatchObject({ kind: 'scene', clip_url: expect.any(String), parent_title: expect.any(String) })
    expect(scene.title).toContain('추격전')
  })

  it('never shows an adult title to a guest, nor with filter=1; an adult-verified member finds it', async () => {
    const asGuest = decode(SearchOutput, (await search({ keyword: adultTitle.title })).body.output)
    expect(itemsOf(asGuest).some((i) => i.movie_url === adultTitle.movieUrl || i.adult === 1)).toBe(false)
    const asMember = decode(SearchOutput, (await search({ keyword: adultTitle.title }, adultMember)).body.output)
    expect(asMember.groups.find((g) => g.kind === 'movies')!.items[0]).toMatchObject({ movie_url: adultTitle.movieUrl, title: adultTitle.title })
    const filtered = decode(SearchOutput, (await search({ keyword: adultTitle.title, filter: 1 }, adultMember)).body.output)
    expect(itemsOf(filtered).some((i) => i.adult === 1)).toBe(false)
  })

  it('pages by count and sorts by name', async () => {
    const one = decode(SearchOutput, (await search({ keyword: 'ㅇ', kind: 'movie', count: 30, page: 1 })).body.output)
    const two = decode(SearchOutput, (await search({ keyword: 'ㅇ', kind: 'movie', count: 30, page: 2 })).body.output)
    expect(one.groups).toHaveLength(1)
    expect(one.groups[0]!.items).toHaveLength(30)
    expect(one.groups[0]!.total).toBeGreaterThan(30)
    const seen = new Set(one.groups[0]!.items.map((i) => i.movie_url))
    expect(two.groups[0]!.items.some((i) => seen.has(i.movie_url))).toBe(false)
    const byName = decode(SearchOutput, (await search({ keyword: '사랑', kind: 'movie', sort: 3 })).body.output)
    const names = byName.groups[0]!.items.map((i) => i.title)
    expect(names).toEqual([...names].sort(new Intl.Collator('ko').compare))
  })

  it.each([
    [{ keyword: '   ' }, '검색어를 입력해 주세요.'],
    [{ keyword: '😀🎬' }, '이모지'],
    [{ keyword: '가'.repeat(200) }, '100자'],
    [{ keyword: '사랑\u0007' }, '쓸 수 없는 문자'],
    [{ keyword: '사랑', count: 31 }, '30개나 50개'],
    [{ keyword: '사랑', kind: 'people' }, '종류'],
    [{ keyword: '사랑', page: 0 }, '페이지'],
    [{ keyword: '사랑', sort: 9 }, '정렬'],
  ])('answers bad input %j with -11 and a Korean message', async (fields, message) => {
    const answer = await search(fields)
    expect(answer.status).toBe(200)
    expect(answer.body.retval).toBe(ResultCode.parameterInvalid)
    expect(answer.body.output.message).toContain(message)
    expect(answer.headers.get('x-stand-in-reason')).toMatch(/\w/)
  })

  it('answers an empty keyword with -10 and a wrong signature with -11', async () => {
    expect((await search({ keyword: '' })).body.retval).toBe(ResultCode.requiredParameterMissing)
    const forged = await send(running.hosts, 'search', { s: guest.s, keyword: '사랑', a: '0'.repeat(32) })
    expect(forged.body.retval).toBe(ResultCode.parameterInvalid)
  })
})

describe('searchSuggest', () => {
  it('suggests at most 10 titles for a syllable being typed (사랑ㅇ → 사랑의…), with spans', async () => {
    const output = decode(SearchSuggestOutput, (await suggest({ keyword: '사랑ㅇ' })).body.output)
    expect(output.suggestions.length).toBeGreaterThan(0)
    expect(output.suggestions.length).toBeLessThanOrEqual(10)
    for (const s of output.suggestions) {
      expect(s.title.startsWith('사랑')).toBe(true)
      expect(s.spans[0]).toEqual({ start: 0, end: 3 })
    }
  })

  it('suggests titles beginning with the consonants typed first (ㅅㄹ)', async () => {
    const output = decode(SearchSuggestOutput, (await suggest({ keyword: 'ㅅㄹ' })).body.output)
    expect(output.suggestions).toHaveLength(10)
    expect(getChoseong(output.suggestions[0]!.title).startsWith('ㅅㄹ')).toBe(true)
  })

  it('answers bad input with -11 and a Korean message', async () => {
    const answer = await suggest({ keyword: ' \t ' })
    expect(answer.body).toMatchObject({ retval: ResultCode.parameterInvalid, output: { message: '검색어를 입력해 주세요.' } })
  })
})

describe('popularKeywords', () => {
  it('lists the seeded top searches, then counts the searches it answers', async () => {
    const popular = async () =>
      decode(PopularKeywordsOutput, (await send(running.hosts, 'popularKeywords', await signed('popularKeywords', { s: guest.s }, guest.c_code))).body.output)
    const before = await popular()
    expect(before.keywords.length).toBe(10)
    expect(before.keywords.map((k) => k.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    for (let i = 0; i < 4; i++) await search({ keyword: i % 2 ? '불시착' : ' 불 시착 ' })
    const after = await popular()
    expect(after.keywords.find((k) => k.keyword.replace(/\s/g, '') === '불시착')).toMatchObject({ count: 4 })
  })
})

describe('npm run cli -- call', () => {
  const call = (...args: string[]) => runInProcess(['call', ...args, '--hosts', JSON.stringify(running.hosts)])

  it('call search --param keyword=ㅅㄹ prints the grouped results, exit 0', async () => {
    const { code, out } = await call('search', '--param', 'keyword=ㅅㄹ', '--json')
    expect(code).toBe(0)
    const answer = JSON.parse(out.join('\n'))
    expect(answer).toMatchObject({ call: 'search', retval: 0, output: { keyword: 'ㅅㄹ' } })
  })

  it('call searchSuggest and popularKeywords work by name, exit 0', async () => {
    expect((await call('searchSuggest', '--param', 'keyword=사ㄹ')).code).toBe(0)
    expect((await call('popularKeywords')).code).toBe(0)
  })

  it('call search with only spaces exits 1 with the Korean -11 message', async () => {
    const { code, err } = await call('search', '--param', 'keyword=   ')
    expect(code).toBe(1)
    expect(err.join('\n')).toContain('-11')
  })
})
