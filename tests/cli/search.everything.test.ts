import { Schema } from 'effect'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchSchemas } from '../../core/api/schemas.search.ts'
import { schemaKit } from '../../core/api/schemaKit.ts'
import { ItemType, ResultCode, ServiceId } from '../../core/contract/index.ts'
import { parseRangeParam, rangeProblem } from '../../core/watch/rules.ts'
import { fold } from '../../core/search/index.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { standInCatalogue } from '../../cli/hosts/titles/catalogue.ts'
import { dialogueLines } from '../../cli/hosts/titles/dialogue.ts'
import type { CatalogueTitle } from '../../cli/hosts/titles/title.ts'
import { runInProcess } from './cliRun.ts'
import { media, play } from './grantsHelpers.ts'
import { type Fields, guestLogin, memberLogin, send, signed } from './hostsHelpers.ts'

const { SearchOutput, SearchSuggestOutput } = searchSchemas(schemaKit)
type Output = typeof SearchOutput.Type

/**
 * Search beyond titles' names, over real HTTP against the stand-in: people, genres, tags and
 * synopses; typos counted in jamo; every line spoken (대사), with the adult gate on all of them.
 */

let running: RunningHosts
let guest: { s: string; c_code: string }
let adultMember: { s: string; c_code: string }

beforeAll(async () => {
  running = await startHosts({ portBase: 0 })
  guest = await guestLogin(running.hosts)
  adultMember = await memberLogin(running.hosts, 'seed-minji')
})
afterAll(() => running.close())

const search = async (fields: Fields, session = guest): Promise<Output> => {
  const answer = await send(running.hosts, 'search', await signed('search', { s: session.s, ...fields }, session.c_code))
  expect(answer.body.retval).toBe(ResultCode.success)
  return Schema.decodeUnknownSync(SearchOutput)(answer.body.output)
}
const itemsOf = (output: Output) => output.groups.filter((g) => g.kind !== 'lines').flatMap((g) => g.items)
const groupOf = (output: Output, kind: string) => output.groups.find((g) => g.kind === kind)!

const catalogue = standInCatalogue()
const crash = catalogue.titles[0]!
const tagName = (tagUrl: string) => catalogue.tags.find((t) => t.tagUrl === tagUrl)!.tagName

describe('people, genres, tags: the title is found and the result says why', () => {
  it.each([
    ['안민재', 'cast', '안민재'],
    ['윤예준', 'director', '윤예준'],
    ['판타지', 'genre', '판타지'],
    ['#힐링', 'tag', '힐링'],
  ])('%s finds 사랑의 불시착 with reason %s %s', async (keyword, field, text) => {
    const found = itemsOf(await search({ keyword, count: 50, kind: crash.kind }))
    expect(found.find((item) => item.movie_url === crash.movieUrl)?.reason).toMatchObject({ field, text })
  })

  it('a person is a result of their own, with their titles, and in every form (초성, no spaces)', async () => {
    for (const keyword of ['안민재', '안 민재', '안민ㅈ']) {
      const output = await search({ keyword })
      const person = output.people?.find((p) => p.name === '안민재')
      expect(person, keyword).toBeDefined()
      expect(person!.roles).toContain('cast')
      expect(person!.titles.map((t) => t.movie_url)).toContain(crash.movieUrl)
      expect(person!.total).toBe(new Set(catalogue.titles.filter((t) => !t.adult && (t.cast.includes('안민재') || t.director === '안민재'))).size)
    }
  })

  it('초성 finds people too: every person listed for ㅇㅁㅈ has those initials', async () => {
    const people = (await search({ keyword: 'ㅇㅁㅈ' })).people ?? []
    expect(people.length).toBeGreaterThan(0)
    for (const person of people) expect(fold(person.name).initials.join('')).toBe('ㅇㅁㅈ')
  })

  it('ranks a title matched by its name before one matched by a person, genre or synopsis', async () => {
    const group = groupOf(await search({ keyword: '사랑', kind: 'movie', count: 50 }), 'movies')
    const firstReason = group.items.findIndex((item) => item.reason !== undefined)
    expect(firstReason).toBeGreaterThan(0)
    expect(group.items.slice(firstReason).every((item) => item.reason !== undefined)).toBe(true)
    const ranks = { cast: 0, director: 0, genre: 1, tag: 1, synopsis: 2, similar: 3 }
    const order = group.items.slice(firstReason).map((item) => ranks[item.reason!.field])
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('never names an adult title to a guest through a person, genre or tag', async () => {
    const adult = catalogue.titles.find((t) => t.adult)!
    for (const keyword of [adult.cast[0]!, adult.genre]) {
      const output = await search({ keyword, count: 50 }, guest)
      expect(itemsOf(output).some((item) => item.movie_url === adult.movieUrl && item.title !== '')).toBe(false)
      for (const person of output.people ?? []) expect(person.titles.some((t) => t.movie_url === adult.movieUrl)).toBe(false)
    }
  })
})

describe('typos: counted in jamo', () => {
  it.each(['사랑의 불시챡', '사랑의 불시착ㅋ', '사랑의불시챡'])('%s searches 사랑의 불시착 instead, and says so', async (keyword) => {
    const output = await search({ keyword })
    expect(output.corrected).toBe('사랑의 불시착')
    expect(output.keyword).toBe(keyword)
    expect(groupOf(output, 'series').items[0]?.movie_url).toBe(crash.movieUrl)
  })

  it('exact=1 searches the words as typed', async () => {
    const output = await search({ keyword: '사랑의 불시챡', exact: 1 })
    expect(output.corrected).toBeUndefined()
    expect(itemsOf(output).some((item) => item.movie_url === crash.movieUrl)).toBe(false)
  })

  it('suggestions do the same', async () => {
    const answer = await send(running.hosts, 'searchSuggest', await signed('searchSuggest', { s: guest.s, keyword: '사랑의 불시챡' }, guest.c_code))
    const output = Schema.decodeUnknownSync(SearchSuggestOutput)(answer.body.output)
    expect(output.corrected).toBe('사랑의 불시착')
    expect(output.suggestions[0]?.movie_url).toBe(crash.movieUrl)
  })

  it('a word spelt right is never corrected', async () => {
    for (const keyword of ['사랑의 불시착', '소리', '안민재']) expect((await search({ keyword })).corrected).toBeUndefined()
  })
})

describe('대사: every line spoken', () => {
  const lines = dialogueLines(crash.movieUrl, crash.durationSec)

  it("a title's captions are its own dialogue, and playInfo points at them", async () => {
    // Under the title's stream grant, as its player fetches it.
    const played = await play(running, guest, crash.movieUrl)
    const url = new URL((played.output as { captions: { url: string }[] }).captions[0]!.url)
    expect((await media(running.hosts, url.pathname)).status).toBe(403)
    const vtt = (await media(running.hosts, url.pathname, played.grant?.cookie)).body.toString()
    expect(vtt.startsWith('WEBVTT')).toBe(true)
    for (const line of lines.slice(0, 20)) expect(vtt).toContain(`\n${line.text}\n`)
    const other = catalogue.titles[1]!
    expect(
      dialogueLines(other.movieUrl, other.durationSec)[0]!.text === lines[0]!.text &&
        dialogueLines(other.movieUrl, other.durationSec)[1]!.text === lines[1]!.text,
    ).toBe(false)
  })

  it('finds a line typed whole, de-spaced, or by its 초성, with its title and time', async () => {
    const line = lines[7]!
    for (const keyword of [line.text, line.text.replace(/\s/g, ''), fold(line.text).initials.join('')]) {
      const output = await search({ keyword, kind: 'line', movie_url: crash.movieUrl })
      const hit = groupOf(output, 'lines').items.find((item) => item.line?.start === line.start)
      expect(hit, keyword).toMatchObject({ movie_url: crash.movieUrl, title: crash.title, line: { text: line.text, end: line.end } })
    }
  })

  it("the adult gate: a guest never receives an adult title's lines; a verified member does", async () => {
    const adult = catalogue.titles.find((t) => t.adult && t.durationSec > 600)!
    const line = dialogueLines(adult.movieUrl, adult.durationSec)[3]!
    expect(groupOf(await search({ keyword: line.text, kind: 'line', movie_url: adult.movieUrl }, guest), 'lines').total).toBe(0)
    const everyone = await search({ keyword: line.text, kind: 'line', count: 50 }, guest)
    expect(groupOf(everyone, 'lines').items.some((item) => item.movie_url === adult.movieUrl)).toBe(false)
    const member = await search({ keyword: line.text, kind: 'line', movie_url: adult.movieUrl }, adultMember)
    expect(groupOf(member, 'lines').items[0]).toMatchObject({ movie_url: adult.movieUrl, line: { text: line.text } })
  })
})

describe('properties', () => {
  const open = catalogue.titles.filter((t) => !t.adult)
  /** Every page of one kind's results for a keyword, as a verified member (who sees every title). */
  const everyResult = async (keyword: string, kind: string) => {
    const found: string[] = []
    for (let page = 1; page <= 20; page++) {
      const group = (await search({ keyword, kind, count: 50, page }, adultMember)).groups[0]!
      found.push(...group.items.map((i) => i.movie_url))
      if (page * 50 >= group.total) break
    }
    return found
  }

  it("any title's cast member, director, genre and tag find that title", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...catalogue.titles), fc.nat(), async (title, pick) => {
        const words = [...title.cast, title.director, title.genre, ...title.tagUrls.map(tagName)]
        const keyword = words[pick % words.length]!
        expect(await everyResult(keyword, title.kind === 'crop' ? 'crop' : title.kind)).toContain(title.movieUrl)
      }),
      { numRuns: 25 },
    )
  })

  /** A one-jamo change of one syllable: its initial, a simple vowel, or its final (added, changed or dropped). */
  const SIMPLE_VOWELS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 12, 13, 17, 18, 20]
  const SIMPLE_FINALS = [0, 1, 2, 4, 7, 8, 16, 17, 19, 20, 21, 22, 23, 24, 25, 26, 27]
  const mutate = (text: string, at: number, how: number, to: number): string => {
    const chars = [...text]
    const syllables = chars.map((c, i) => [c, i] as const).filter(([c]) => c >= '가' && c <= '힣')
    const [char, index] = syllables[at % syllables.length]!
    const code = char.charCodeAt(0) - 0xac00
    let [cho, jung, jong] = [Math.floor(code / 588), Math.floor((code % 588) / 28), code % 28]
    if (how % 3 === 0) cho = (cho + 1 + (to % 18)) % 19
    else if (how % 3 === 1 && SIMPLE_VOWELS.includes(jung)) jung = SIMPLE_VOWELS.filter((v) => v !== jung)[to % 13]!
    else if (SIMPLE_FINALS.includes(jong)) jong = SIMPLE_FINALS.filter((f) => f !== jong)[to % 16]!
    else cho = (cho + 1 + (to % 18)) % 19
    chars[index] = String.fromCharCode(0xac00 + cho * 588 + jung * 28 + jong)
    return chars.join('')
  }

  it('a one-jamo change of any title of four syllables or more finds it among the first three', async () => {
    const long = open.filter((t) => [...t.title].filter((c) => c >= '가' && c <= '힣').length >= 4)
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...long), fc.nat(), fc.nat(), fc.nat(), async (title, at, how, to) => {
        const keyword = mutate(title.title, at, how, to)
        const output = await search({ keyword }, adultMember)
        const group = output.groups.find((g) => g.items.some((i) => i.movie_url === title.movieUrl && !i.clip_url))
        expect(group, `${keyword} for ${title.title}`).toBeDefined()
        expect(
          group!.items.slice(0, 3).map((i) => i.movie_url),
          keyword,
        ).toContain(title.movieUrl)
      }),
      { numRuns: 40 },
    )
  })

  it('any line of any title is found by its 초성 and opens within 0.5 s of its start', async () => {
    const titles: readonly CatalogueTitle[] = catalogue.titles
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...titles), fc.nat(), async (title, pick) => {
        const lines = dialogueLines(title.movieUrl, title.durationSec)
        if (lines.length === 0) return
        const line = lines[pick % lines.length]!
        const keyword = fold(line.text).initials.join('')
        let hit: { movie_url: string; line?: { start: number; end: number } } | undefined
        for (let page = 1; page <= 40 && !hit; page++) {
          const group = (await search({ keyword, kind: 'line', count: 50, page }, adultMember)).groups[0]!
          hit = group.items.find((item) => item.movie_url === title.movieUrl && Math.abs(item.line!.start - line.start) <= 0.5)
          if (page * 50 >= group.total) break
        }
        expect(hit, `${keyword} (${line.text}) in ${title.movieUrl}`).toBeDefined()
        // The result's link: /player/{movie_url}?t={start}-{end}, a range the player plays as it is.
        const range = parseRangeParam(`${hit!.line!.start}-${hit!.line!.end}`)!
        expect(rangeProblem({ start: range.start, end: range.end! }, title.durationSec)).toBeUndefined()
        expect(Math.abs(range.start - line.start)).toBeLessThanOrEqual(0.5)
        if (title.itemType === ItemType.free && title.serviceId !== ServiceId.playy) {
          const info = await send(
            running.hosts,
            'playInfo',
            await signed('playInfo', { s: adultMember.s, movie_url: hit!.movie_url, range: `${range.start}-${range.end}` }, adultMember.c_code),
          )
          expect(info.body.output.range.start).toBe(range.start)
        }
      }),
      { numRuns: 25 },
    )
  })
})

describe('npm run cli -- call search, for each kind of result', () => {
  const call = (...args: string[]) => runInProcess(['call', ...args, '--hosts', JSON.stringify(running.hosts), '--json'])
  const outputOf = async (...params: string[]) => {
    const { code, out } = await call('search', ...params.flatMap((p) => ['--param', p]))
    expect(code).toBe(0)
    return JSON.parse(out.join('\n')).output as Output
  }

  it('a person, a genre, a tag, a typo and a line', async () => {
    expect((await outputOf('keyword=안민재')).people?.[0]?.name).toBe('안민재')
    expect(itemsOf(await outputOf('keyword=판타지')).some((i) => i.reason?.field === 'genre')).toBe(true)
    expect(itemsOf(await outputOf('keyword=#힐링')).some((i) => i.reason?.field === 'tag')).toBe(true)
    expect((await outputOf('keyword=사랑의 불시챡')).corrected).toBe('사랑의 불시착')
    const line = dialogueLines(crash.movieUrl, crash.durationSec)[0]!
    const lines = await outputOf(`keyword=${fold(line.text).initials.join('')}`, 'kind=line', `movie_url=${crash.movieUrl}`)
    expect(lines.groups[0]!.items[0]!.line?.text).toBe(line.text)
  })
})
