import { expect } from 'vitest'
import { ResultCode } from '../../core/contract/index.ts'
import type { Catalogue, CatalogueTitle } from '../../cli/hosts/titles/title.ts'
import { type Hosts, ItemType } from '../../core/contract/index.ts'
import { ADULT_VERIFICATION_MS, seedAccounts } from '../../cli/hosts/auth/accounts.ts'
import { type BrowseSession, memberSession, passwordSession } from './browseHelpers.ts'

/**
 * The path by which an adult title's name could reach a session that may not see it: a member
 * verifies, watches and saves adult titles, and a year later, the verification lapsed, logs in
 * again (docs/decisions/1450).
 */

/** The stand-in's clock for a test: it stands still until the test moves it. */
export const testClock = (start = Date.now()) => {
  let at = start
  return { now: () => at, advance: (ms: number) => void (at += ms) }
}
export type TestClock = ReturnType<typeof testClock>

const form = { name: '최하늘', birth_date: '1995-03-01', phone: '01012345678' }

/** The last verification code the stand-in printed to its log. */
export const lastCode = (printed: readonly string[]) => (): string => /성인 인증 코드 (\d{6})/.exec(printed.at(-1) ?? '')?.[1] ?? ''

/** Verifies this member session through /cert's two calls; `code` reads the code the stand-in sent. */
export const verify = async (session: BrowseSession, code: () => string | Promise<string>): Promise<void> => {
  expect((await session.call('adultCertRequest', form)).body.retval).toBe(ResultCode.success)
  expect((await session.call('adultVerify', { ...form, cert_code: await code() })).body.output).toEqual({ adult_flag: 'Y' })
}

/** The adult titles the verified session watches and saves: 금지된 방, 붉은 밤의 계약, a short, a series and the QA one (free). */
export const watchedAdult = (catalogue: Catalogue): CatalogueTitle[] => {
  const adult = catalogue.titles.filter((t) => t.adult)
  const pick = (keep: (t: CatalogueTitle) => boolean) => adult.find(keep) as CatalogueTitle
  return [
    pick((t) => t.title === '금지된 방'),
    pick((t) => t.title === '붉은 밤의 계약'),
    pick((t) => t.kind === 'short'),
    pick((t) => t.kind === 'series'),
    catalogue.find('qa-adult')!.title,
  ]
}

/**
 * haneul verified in a first session, watching half of each adult title, saving it (tab 3), a
 * scene and a section of it named after it (tabs 4, 5) and choosing adult tastes; then, the
 * clock past the verification's year, a new session of haneul (by password: the seed's QA key
 * lapsed with the year too), unverified, and not dormant: haneul came by the day before.
 */
export const haneulAfterAdultSaves = async (
  hosts: Hosts,
  catalogue: Catalogue,
  code: () => string | Promise<string>,
  clock: TestClock,
): Promise<BrowseSession> => {
  const first = await memberSession(hosts, 'seed-haneul')
  await verify(first, code)
  for (const t of watchedAdult(catalogue)) {
    const saved = await first.call('savePosition', { movie_url: t.movieUrl, position: Math.floor(t.durationSec / 2), duration: t.durationSec })
    expect(saved.body.retval, t.movieUrl).toBe(ResultCode.success)
    expect((await first.call('saveVideo', { movie_url: t.movieUrl })).body.retval, t.movieUrl).toBe(ResultCode.success)
    // Scenes and sections only of what haneul (no items) may play: the free ones.
    if (t.itemType !== ItemType.free) continue
    const clip = { movie_url: t.movieUrl, start: 1, end: 20, title: `${t.title} 장면` }
    expect((await first.call('saveScene', clip)).body.retval, t.movieUrl).toBe(ResultCode.success)
    expect((await first.call('saveSection', clip)).body.retval, t.movieUrl).toBe(ResultCode.success)
  }
  expect((await first.call('tasteSet', { tag_urls: 'adult,erotic,sensual' })).body.retval).toBe(ResultCode.success)
  const haneul = seedAccounts.find((a) => a.id === 'haneul')!
  // Back the day before the year is up (a login a year apart would find the account dormant,
  // docs/decisions/1440), and again two days later, the verification lapsed.
  const day = 24 * 3_600_000
  clock.advance(ADULT_VERIFICATION_MS - day)
  await passwordSession(hosts, haneul.email, haneul.password, true)
  clock.advance(2 * day)
  return passwordSession(hosts, haneul.email, haneul.password, false)
}

/** Every string in a JSON value. */
export const stringsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsOf)
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf)
  return []
}

/**
 * What in `answer` names an adult title (its name, its synopsis, or its art address), ignoring
 * strings equal to what the caller sent (a search echoes its keyword).
 */
export const adultTraces = (catalogue: Catalogue, answer: unknown, sent: readonly string[] = []): string[] => {
  const adult = catalogue.titles.filter((t) => t.adult)
  const texts = stringsOf(answer).filter((s) => !sent.includes(s))
  return adult.flatMap((t) =>
    texts
      .filter((s) => s.includes(t.title) || s.includes(t.synopsis) || s.includes(`/art/${t.movieUrl}/`))
      .map((s) => `${t.movieUrl} (${t.title}) in "${s.slice(0, 80)}"`),
  )
}
