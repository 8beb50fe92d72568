import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ServiceId, adultServiceIds } from '../../core/contract/index.ts'
import { DEFAULT_SIZE, catalogueLines, generateCatalogue, standInCatalogue } from '../../cli/hosts/titles/catalogue.ts'
import type { Catalogue, CatalogueTitle } from '../../cli/hosts/titles/title.ts'

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 })
const sizes = fc.integer({ min: 0, max: 120 })
/** Few runs: each builds whole catalogues. */
const runs = { numRuns: 25 }

const urlsOf = (catalogue: Catalogue): string[] =>
  catalogue.titles.flatMap((t) => [
    t.movieUrl,
    ...t.seasons.flatMap((s) => s.episodes.map((e) => e.movieUrl)),
    ...t.scenes.map((c) => c.clipUrl),
    ...t.crops.map((c) => c.clipUrl),
  ])

describe('generateCatalogue', () => {
  it('is deterministic: the same seed and size give the same catalogue', () => {
    fc.assert(
      fc.property(seeds, sizes, (seed, size) => {
        expect(generateCatalogue({ seed, size }).titles).toEqual(generateCatalogue({ seed, size }).titles)
      }),
      runs,
    )
  })

  it('makes exactly the size asked for, and a bigger catalogue starts with the smaller one', () => {
    fc.assert(
      fc.property(seeds, sizes, fc.integer({ min: 0, max: 60 }), (seed, size, more) => {
        const small = generateCatalogue({ seed, size })
        const big = generateCatalogue({ seed, size: size + more })
        expect(small.titles).toHaveLength(size)
        expect(big.titles.slice(0, size)).toEqual(small.titles)
      }),
      runs,
    )
  })

  it('different seeds give different catalogues', () => {
    const titlesOf = (seed: number) =>
      generateCatalogue({ seed, size: 40 })
        .titles.map((t) => t.title)
        .join('|')
    expect(titlesOf(1)).not.toBe(titlesOf(2))
  })

  it('keeps every clip and episode inside its title, crops at most 60 s, every title with scenes and crops', () => {
    fc.assert(
      fc.property(seeds, sizes, (seed, size) => {
        for (const t of generateCatalogue({ seed, size }).titles) {
          expect(t.scenes.length).toBeGreaterThan(0)
          expect(t.crops.length).toBeGreaterThan(0)
          expect(t.durationSec).toBeGreaterThan(0)
          for (const c of [...t.scenes, ...t.crops]) {
            expect(c.start).toBeGreaterThanOrEqual(0)
            expect(c.end).toBeGreaterThan(c.start)
            expect(c.end).toBeLessThanOrEqual(t.durationSec)
          }
          for (const c of t.crops) expect(c.end - c.start).toBeLessThanOrEqual(60)
          expect(t.seasons.length > 0).toBe(t.kind === 'series')
          if (t.kind === 'series') expect(t.durationSec).toBe(t.seasons[0]?.episodes[0]?.durationSec)
        }
      }),
      runs,
    )
  })

  it('gives every title, episode and clip a unique address that find resolves to it', () => {
    fc.assert(
      fc.property(seeds, sizes, (seed, size) => {
        const catalogue = generateCatalogue({ seed, size })
        const urls = urlsOf(catalogue)
        expect(new Set(urls).size).toBe(urls.length)
        for (const t of catalogue.titles) {
          expect(t.movieUrl).toMatch(/^t\d{4,}$/)
          expect(catalogue.find(t.movieUrl)).toEqual({ kind: 'title', title: t })
          const episode = t.seasons[0]?.episodes[0]
          if (episode) expect(catalogue.find(episode.movieUrl)).toEqual({ kind: 'episode', title: t, episode })
          expect(catalogue.find(t.scenes[0]?.clipUrl ?? '')).toMatchObject({ kind: 'clip', title: t, playerType: 1 })
          expect(catalogue.find(t.crops[0]?.clipUrl ?? '')).toMatchObject({ kind: 'clip', title: t, playerType: 2 })
        }
        expect(catalogue.find('nope')).toBeUndefined()
      }),
      runs,
    )
  })

  it('gives titles unique names, and adult exactly on the adult lines, rated 19, tagged adult', () => {
    fc.assert(
      fc.property(seeds, sizes, (seed, size) => {
        const titles = generateCatalogue({ seed, size }).titles
        expect(new Set(titles.map((t) => t.title)).size).toBe(titles.length)
        for (const t of titles) {
          expect(t.adult).toBe(adultServiceIds.includes(t.serviceId))
          expect(t.ageRating === '19').toBe(t.adult)
          expect(t.tagUrls.includes('adult')).toBe(t.adult)
          expect(t.title.trim()).toBe(t.title)
          expect(t.title.length).toBeGreaterThan(0)
        }
      }),
      runs,
    )
  })

  it('makes each short a clip of a film or series of its own line placed before it', () => {
    fc.assert(
      fc.property(seeds, sizes, (seed, size) => {
        const { titles, find } = generateCatalogue({ seed, size })
        titles.forEach((t, i) => {
          if (t.kind !== 'short') return expect(t.fullUrl).toBeUndefined()
          const hit = t.fullUrl === undefined ? undefined : find(t.fullUrl)
          const earlier = titles.slice(0, i).some((o) => o.serviceId === t.serviceId && (o.kind === 'movie' || o.kind === 'series'))
          expect(hit !== undefined).toBe(earlier)
          if (hit) {
            expect(hit.title.serviceId).toBe(t.serviceId)
            expect(['movie', 'series']).toContain(hit.title.kind)
            expect(titles.indexOf(hit.title)).toBeLessThan(i)
          }
        })
      }),
      runs,
    )
  })

  it('never gives a non-adult title an adult tag', () => {
    const catalogue = standInCatalogue()
    const adultTags = new Set(catalogue.tags.filter((t) => t.adult).map((t) => t.tagUrl))
    for (const t of catalogue.titles.filter((x) => !x.adult)) expect(t.tagUrls.filter((u) => adultTags.has(u))).toEqual([])
    const known = new Set(catalogue.tags.map((t) => t.tagUrl))
    for (const t of catalogue.titles) for (const u of t.tagUrls) expect(known.has(u)).toBe(true)
  })
})

describe('the stand-in catalogue', () => {
  const catalogue = standInCatalogue()
  const titles = catalogue.titles
  const share = (test: (t: CatalogueTitle) => boolean) => titles.filter(test).length / titles.length

  it('has at least 400 titles over every service line (docs/product.md §9), and every kind', () => {
    expect(titles.length).toBe(DEFAULT_SIZE)
    expect(titles.length).toBeGreaterThanOrEqual(400)
    for (const line of catalogueLines) expect(titles.filter((t) => t.serviceId === line).length).toBeGreaterThanOrEqual(15)
    for (const kind of ['movie', 'series', 'short', 'scene', 'crop'] as const) expect(titles.some((t) => t.kind === kind)).toBe(true)
    expect(titles.filter((t) => t.serviceId === ServiceId.series).every((t) => t.kind === 'series')).toBe(true)
  })

  it('has the names search tests count on, and a realistic share of spaces, digits, Latin and punctuation', () => {
    const names = titles.map((t) => t.title)
    for (const name of ['사랑', '서랍', '소리', '사랑의 불시착', 'Mr. 선샤인', '블랙: 2049', '나의 아저씨 2']) expect(names).toContain(name)
    expect(share((t) => t.title.includes(' '))).toBeGreaterThan(0.5)
    expect(share((t) => /\d/.test(t.title))).toBeGreaterThan(0.1)
    expect(share((t) => /[A-Za-z]/.test(t.title))).toBeGreaterThan(0.05)
    expect(share((t) => /[:.,!?]/.test(t.title))).toBeGreaterThan(0.1)
  })

  it('spreads the sort keys, so every sort order means something', () => {
    const distinct = (key: (t: CatalogueTitle) => unknown) => new Set(titles.map(key)).size / titles.length
    expect(distinct((t) => t.registeredAt)).toBeGreaterThan(0.95)
    expect(distinct((t) => t.viewCount)).toBeGreaterThan(0.9)
    expect(distinct((t) => t.savedCount)).toBeGreaterThan(0.8)
    const byViews = [...titles]
      .sort((a, b) => b.viewCount - a.viewCount)
      .slice(0, 30)
      .map((t) => t.movieUrl)
    const bySaved = [...titles]
      .sort((a, b) => b.savedCount - a.savedCount)
      .slice(0, 30)
      .map((t) => t.movieUrl)
    expect(byViews).not.toEqual(bySaved)
  })

  // How fast is a figure of `npm run bench -- search` (it generates 10,000 titles first).
  it('generates 10,000 titles', () => {
    expect(generateCatalogue({ size: 10_000 }).titles).toHaveLength(10_000)
  })
})
