import type { ContentKind } from '../../../core/api/schemas.browse.ts'
import { ItemType, ServiceId, adultServiceIds } from '../../../core/contract/index.ts'
import { category } from '../browse/menuSeed.ts'
import { type Random, mixSeed, seededRandom } from './random.ts'
import { episodeSegments } from './segments.ts'
import type { Catalogue, CatalogueClip, CatalogueHit, CatalogueOptions, CatalogueSeason, CatalogueTag, CatalogueTitle } from './title.ts'
import * as w from './words.ts'

/**
 * The stand-in's seeded catalogue (docs/decisions/0900-seeded-catalogue.md). Title i is made from
 * its own random stream (seed, i), so a bigger catalogue starts with the same titles as a smaller
 * one; names are unique (a repeated name becomes a sequel, "… 2").
 */

/** The stand-in's fixed seed. */
export const DEFAULT_SEED = 20_250_109
/** The stand-in's default size. */
export const DEFAULT_SIZE = 480

/** Every service line of docs/product.md §9 that carries titles. */
export const catalogueLines = [
  ServiceId.free,
  ServiceId.premium,
  ServiceId.adult,
  ServiceId.red,
  ServiceId.playboy,
  ServiceId.playy,
  ServiceId.vikiplus,
  ServiceId.martial,
  ServiceId.series,
  ServiceId.movie,
] as const
type Line = (typeof catalogueLines)[number]

const lineWeights: Readonly<Record<`${Line}`, number>> = {
  4: 12,
  5: 16,
  6: 8,
  8: 7,
  9: 5,
  10: 10,
  11: 10,
  12: 8,
  13: 12,
  14: 12,
}

type KindWeights = Readonly<Partial<Record<ContentKind, number>>>
const kindWeights: Readonly<Record<Line, KindWeights>> = {
  [ServiceId.free]: { movie: 35, series: 20, short: 25, scene: 10, crop: 10 },
  [ServiceId.premium]: { movie: 45, series: 30, short: 5, scene: 10, crop: 10 },
  [ServiceId.adult]: { movie: 50, series: 15, short: 10, scene: 15, crop: 10 },
  [ServiceId.red]: { movie: 40, series: 20, short: 10, scene: 20, crop: 10 },
  [ServiceId.playboy]: { movie: 20, series: 30, short: 30, scene: 10, crop: 10 },
  [ServiceId.playy]: { movie: 35, series: 35, short: 10, scene: 10, crop: 10 },
  [ServiceId.vikiplus]: { movie: 30, series: 50, short: 10, scene: 5, crop: 5 },
  [ServiceId.martial]: { movie: 60, series: 30, scene: 5, crop: 5 },
  [ServiceId.series]: { series: 1 },
  [ServiceId.movie]: { movie: 1 },
}

const genresOf: Readonly<Record<Line, readonly string[]>> = {
  [ServiceId.free]: [...w.generalGenres, '다큐멘터리', '다큐멘터리', '애니메이션'],
  [ServiceId.premium]: [...w.generalGenres, '애니메이션', '애니메이션'],
  [ServiceId.adult]: w.adultGenres,
  [ServiceId.red]: w.adultGenres,
  [ServiceId.playboy]: w.adultGenres,
  [ServiceId.playy]: [...w.generalGenres, '예능', '예능'],
  [ServiceId.vikiplus]: [...w.generalGenres, '예능'],
  [ServiceId.martial]: ['무협', '무협', '액션', '사극'],
  [ServiceId.series]: [...w.generalGenres, '예능'],
  [ServiceId.movie]: [...w.generalGenres, '애니메이션', '다큐멘터리'],
}

/** The catalogue's tags: general ones, then the adult-only ones. */
export const catalogueTags: readonly CatalogueTag[] = [
  ...w.generalTags.map(([tagUrl, tagName]) => ({ tagUrl, tagName, adult: false })),
  ...w.adultTags.map(([tagUrl, tagName]) => ({ tagUrl, tagName, adult: true })),
]

const pad = (n: number, width: number): string => String(n).padStart(width, '0')

/** The title's address: t + its index, at least four digits. */
export const titleUrl = (index: number): string => `t${pad(index, 4)}`

const hasBatchim = (word: string): boolean => {
  const code = word.charCodeAt(word.length - 1)
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0
  return /[136780LMNRlmnr]$/.test(word)
}
/** The right particle for a word: josa(word, '은', '는'). */
export const josa = (word: string, withBatchim: string, without: string): string => `${word}${hasBatchim(word) ? withBatchim : without}`

/** How often each name pattern comes up. */
const generalPatterns = { modNoun: 30, noun: 8, of: 14, and: 6, sequel: 8, mr: 4, latinYear: 5, latin: 5, comma: 6, bang: 4, subtitle: 6, room: 4 } as const
const adultPatterns = { modNoun: 50, of: 20, latin: 10, sequel: 20 } as const

const generalName = (r: Random): string => {
  const noun = r.pick(w.nouns)
  switch (r.weighted(generalPatterns)) {
    case 'modNoun':
      return `${r.pick(w.modifiers)} ${noun}`
    case 'noun':
      return noun
    case 'of':
      return `${noun}의 ${r.pick(w.nouns)}`
    case 'and':
      return `${josa(noun, '과', '와')} ${r.pick(w.nouns)}`
    case 'sequel':
      return `${r.pick(w.modifiers)} ${noun} ${r.int(2, 4)}`
    case 'mr':
      return `${r.pick(['Mr.', 'Dr.', 'Ms.'])} ${noun}`
    case 'latinYear':
      return `${r.pick(w.latinWords)}: ${r.int(1950, 2099)}`
    case 'latin':
      return `${r.pick(w.latinWords)} ${noun}`
    case 'comma':
      return `그 ${r.pick(w.nouns)}, ${noun}`
    case 'bang':
      return `${noun}${r.pick(['!', '?', '...'])}`
    case 'subtitle':
      return `${noun}: ${r.pick(w.subtitles)}`
    default:
      return `${r.int(1, 12)}번 방의 ${noun}`
  }
}

const adultName = (r: Random): string => {
  const noun = r.pick(w.adultNouns)
  switch (r.weighted(adultPatterns)) {
    case 'modNoun':
      return `${r.pick(w.adultModifiers)} ${noun}`
    case 'of':
      return `${r.pick(w.adultNouns)}의 ${noun}`
    case 'latin':
      return `${r.pick(['RED', 'SECRET', 'NIGHT'])} ${noun}`
    default:
      return `${r.pick(w.adultModifiers)} ${noun} ${r.int(2, 5)}`
  }
}

const personName = (r: Random): string => `${r.pick(w.surnames)}${r.pick(w.givenNames)}`

const synopsisOf = (r: Random): string => {
  const name = r.pick(w.givenNames)
  return `${r.pick(w.places)}에서 ${josa(r.pick(w.jobs), '으로', '로')} 일하는 ${josa(name, '은', '는')} ${r.pick(w.events)}. ${r.pick(w.twists)}`
}

const durationOf = (r: Random, kind: ContentKind): number => {
  switch (kind) {
    case 'movie':
      return r.int(80, 150) * 60 + r.int(0, 59)
    case 'series':
      return r.int(40, 70) * 60 + r.int(0, 59)
    case 'short':
      return r.int(60, 600)
    case 'scene':
      return r.int(120, 480)
    default:
      return r.int(30, 180)
  }
}

/**
 * Clips inside [0, duration]: a scene up to 5 minutes, a crop section up to 60 s, and never more
 * than half the title, so a short title's scenes are parts of it, not three copies of the whole.
 */
const clipsOf = (r: Random, url: string, duration: number, kind: 'scene' | 'crop'): CatalogueClip[] => {
  const count = kind === 'scene' ? r.int(2, 5) : r.int(2, 4)
  const letter = kind === 'scene' ? 's' : 'p'
  return Array.from({ length: count }, (_, i) => {
    const wanted = kind === 'scene' ? r.int(60, 300) : r.int(10, 60)
    const length = Math.min(wanted, Math.max(5, Math.floor(duration / 2)))
    const start = Math.floor(r.next() * (duration - length))
    return { clipUrl: `c${url.slice(1)}${letter}${i + 1}`, title: `${r.pick(w.sceneNames)} #${i + 1}`, start, end: start + length }
  })
}

const seasonsOf = (r: Random, url: string): CatalogueSeason[] =>
  Array.from({ length: r.chance(0.6) ? 1 : r.int(2, 3) }, (_, s) => ({
    seasonNo: s + 1,
    title: `시즌 ${s + 1}`,
    episodes: Array.from({ length: r.int(4, 16) }, (_, e) => ({
      episodeNo: e + 1,
      title: r.chance(0.5) ? `${e + 1}화` : `${e + 1}화. ${r.pick(w.episodePhrases)}`,
      movieUrl: `${url}e${pad(s + 1, 2)}${pad(e + 1, 2)}`,
      durationSec: r.int(40, 70) * 60 + r.int(0, 59),
    })).map((e) => ({ ...e, segments: episodeSegments(e.movieUrl, e.episodeNo, e.durationSec) })),
  }))

const categoriesOf = (r: Random, line: Line, kind: ContentKind, genre: string): number[] => {
  const nos = new Set<number>()
  const kindCategory = { movie: category.movie, series: category.series, short: category.short, scene: category.scene, crop: category.scene }
  nos.add(kindCategory[kind][0])
  if (kind === 'series') nos.add(genre === '예능' ? category.variety[0] : genre === '애니메이션' ? category.animation[0] : category.drama[0])
  if (genre === '애니메이션') nos.add(category.animation[0])
  if (genre === '다큐멘터리') nos.add(category.documentary[0])
  if (genre === '예능') nos.add(category.variety[0])
  if (genre === '무협' || line === ServiceId.martial) nos.add(category.martial[0])
  if ((line === ServiceId.red || line === ServiceId.playy) && r.chance(0.35)) nos.add(category.original[0])
  if (line === ServiceId.playboy && (kind === 'short' || r.chance(0.4))) nos.add(category.photo[0])
  if (line === ServiceId.adult && kind === 'movie' && r.chance(0.3)) nos.add(category.drama[0])
  return [...nos].sort((a, b) => a - b)
}

const itemTypeOf = (r: Random, line: Line): ItemType => {
  if (line === ServiceId.free) return ItemType.free
  if (line === ServiceId.playy) return ItemType.subscription
  const roll = r.next()
  if (roll < 0.12) return ItemType.skytv
  if (roll < 0.3) return ItemType.single
  return ItemType.subscription
}

/** Tags beyond the genre's: moods and themes (general), and the adult ones besides `adult`. */
const moodTags = w.generalTags.slice(17)
const moodAdultTags = w.adultTags.slice(1)

const tagsOf = (r: Random, genre: string, adult: boolean): string[] => {
  const tags = new Set<string>()
  const fromGenre = w.genreTag[genre]
  if (fromGenre) tags.add(fromGenre)
  if (adult) {
    tags.add('adult')
    tags.add(r.pick(moodAdultTags)[0])
  }
  const extra = r.int(1, 3)
  for (let i = 0; i < extra; i++) tags.add(r.pick(moodTags)[0])
  return [...tags]
}

const START = Date.UTC(2015, 0, 1)
const SPAN = Date.UTC(2026, 0, 1) - START

const makeTitle = (seed: number, index: number, line: Line, takeName: (r: Random, adult: boolean) => string): CatalogueTitle => {
  const r = seededRandom(mixSeed(seed, index))
  const adult = adultServiceIds.includes(line)
  const kind = r.weighted(kindWeights[line] as Record<ContentKind, number>)
  const genre = r.pick(genresOf[line])
  const movieUrl = titleUrl(index)
  const seasons = kind === 'series' ? seasonsOf(r, movieUrl) : []
  const durationSec = seasons[0]?.episodes[0]?.durationSec ?? durationOf(r, kind)
  const registeredAt = START + Math.floor((r.next() * SPAN) / 60_000) * 60_000
  const registeredYear = new Date(registeredAt).getUTCFullYear()
  const year = r.chance(0.15) ? r.int(1985, registeredYear) : registeredYear - r.int(0, 1)
  const viewCount = Math.floor(Math.exp(r.next() * 10 + 5))
  return {
    movieUrl,
    title: takeName(r, adult),
    kind,
    serviceId: line,
    adult,
    categoryNos: categoriesOf(r, line, kind, genre),
    tagUrls: tagsOf(r, genre, adult),
    genre,
    year,
    rating: r.int(50, 98) / 10,
    ageRating: adult ? '19' : r.pick(['ALL', '12', '15', '15'] as const),
    viewCount,
    savedCount: Math.floor(viewCount * (0.01 + r.next() * 0.1)) + r.int(0, 9),
    registeredAt,
    synopsis: synopsisOf(r),
    cast: Array.from({ length: r.int(2, 4) }, () => personName(r)),
    director: personName(r),
    durationSec,
    itemType: itemTypeOf(r, line),
    seasons,
    scenes: clipsOf(r, movieUrl, durationSec, 'scene'),
    crops: clipsOf(r, movieUrl, durationSec, 'crop'),
  }
}

/**
 * Resolves an address by reading it (t{i}, t{i}e{ss}{ee}, c{i}s{n}, c{i}p{n}) rather than through an
 * index: no map of every address to build, and the found item's own address must match.
 */
const findIn = (titles: readonly CatalogueTitle[], url: string): CatalogueHit | undefined => {
  const m = /^([tc])(\d{4,})(?:e(\d{2})(\d{2})|([sp])(\d+))?$/.exec(url)
  if (!m) return undefined
  const title = titles[Number(m[2])]
  if (!title) return undefined
  if (m[1] === 't' && m[3] === undefined && m[5] === undefined) return title.movieUrl === url ? { kind: 'title', title } : undefined
  if (m[1] === 't' && m[3] !== undefined) {
    const episode = title.seasons[Number(m[3]) - 1]?.episodes[Number(m[4]) - 1]
    return episode?.movieUrl === url ? { kind: 'episode', title, episode } : undefined
  }
  if (m[1] === 'c' && m[5] !== undefined) {
    const clip = (m[5] === 's' ? title.scenes : title.crops)[Number(m[6]) - 1]
    return clip?.clipUrl === url ? { kind: 'clip', title, clip, playerType: m[5] === 's' ? 1 : 2 } : undefined
  }
  return undefined
}

/**
 * Each short gets a film or series of its own line placed before it, as the clip it is of. Chosen
 * by a hash of the short's place, not from the titles' random streams, so no other title changed;
 * and only from earlier titles, so a bigger catalogue still starts with the smaller one. A short
 * with no such title before it has none.
 */
const withFullTitles = (seed: number, titles: CatalogueTitle[]): void => {
  const earlier = new Map<ServiceId, string[]>()
  titles.forEach((t, i) => {
    const candidates = earlier.get(t.serviceId) ?? []
    if (t.kind === 'movie' || t.kind === 'series') earlier.set(t.serviceId, [...candidates, t.movieUrl])
    else if (t.kind === 'short' && candidates.length > 0) titles[i] = { ...t, fullUrl: candidates[mixSeed(seed, -2 - i) % candidates.length]! }
  })
}

/** A deterministic catalogue: the same options give the same titles, in the same order. */
export const generateCatalogue = (options: CatalogueOptions = {}): Catalogue => {
  const seed = options.seed ?? DEFAULT_SEED
  const size = Math.max(0, Math.floor(options.size ?? DEFAULT_SIZE))
  const lineRandom = seededRandom(mixSeed(seed, -1))
  const used = new Set<string>()
  let anchor = 0
  let adultAnchor = 0
  const takeName = (r: Random, adult: boolean): string => {
    const fixed = adult ? w.adultAnchorTitles[adultAnchor++] : w.anchorTitles[anchor++]
    const fresh = (): string => (adult ? adultName(r) : generalName(r))
    let name = fixed ?? fresh()
    // A name already taken: a few fresh tries, then a sequel number ("… 2", or "…: 2편" after a digit).
    for (let tries = 0; used.has(name) && tries < 6; tries++) name = fresh()
    const base = name
    for (let n = 2; used.has(name); n++) name = /\d$/.test(base) ? `${base}: ${n}편` : `${base} ${n}`
    used.add(name)
    return name
  }
  const titles: CatalogueTitle[] = []
  for (let i = 0; i < size; i++) {
    // The first titles go round the lines, so every line has titles even in a small catalogue.
    const line = i < catalogueLines.length ? (catalogueLines[i] as Line) : (Number(lineRandom.weighted(lineWeights)) as Line)
    titles.push(makeTitle(seed, i, line, takeName))
  }
  withFullTitles(seed, titles)
  return { titles, tags: catalogueTags, find: (url) => findIn(titles, url) }
}

let standIn: Catalogue | undefined
/** The catalogue the stand-in serves (default seed and size), made once per process. */
export const standInCatalogue = (): Catalogue => (standIn ??= generateCatalogue())
