import type { ContentKind } from '../../../core/api/schemas.browse.ts'
import type { ItemType, ServiceId } from '../../../core/contract/index.ts'

/**
 * The stand-in's catalogue, as browse, search and watch all read it (design: one catalogue,
 * seeded and deterministic). The generator (catalogue.ts beside this file) makes it from a seed;
 * the calls turn titles into the wire's ContentCard and detail shapes.
 */

/** A scene (player type 1) or crop section (player type 2) of a title; times in seconds. */
export interface CatalogueClip {
  /** Its own address: /scene/{clipUrl}. */
  readonly clipUrl: string
  readonly title: string
  readonly start: number
  readonly end: number
}

export interface CatalogueEpisode {
  readonly episodeNo: number
  readonly title: string
  /** The episode's own playable address. */
  readonly movieUrl: string
  readonly durationSec: number
  /** Its recap, opening and credits, in time order (docs/decisions/1700). */
  readonly segments: readonly EpisodeSegment[]
}

/** A part of an episode the player can skip (recap, intro) or shows the next episode in (credits); seconds. */
export interface EpisodeSegment {
  readonly kind: 'recap' | 'intro' | 'credits'
  readonly start: number
  readonly end: number
}

export interface CatalogueSeason {
  readonly seasonNo: number
  readonly title: string
  readonly episodes: readonly CatalogueEpisode[]
}

export interface CatalogueTitle {
  /** Opaque address (no title text in it, so an adult title's name never leaks through a URL). */
  readonly movieUrl: string
  readonly title: string
  readonly kind: ContentKind
  /** Its service line. */
  readonly serviceId: ServiceId
  /** Needs adult verification (the adult lines 6, 8, 9, and any title rated 19 there). */
  readonly adult: boolean
  readonly categoryNos: readonly number[]
  readonly tagUrls: readonly string[]
  readonly genre: string
  readonly year: number
  /** Out of 10, one decimal. */
  readonly rating: number
  readonly ageRating: 'ALL' | '12' | '15' | '19'
  readonly viewCount: number
  readonly savedCount: number
  /** When it was added (epoch ms): the "latest" sort. */
  readonly registeredAt: number
  readonly synopsis: string
  readonly cast: readonly string[]
  readonly director: string
  /** Running time in seconds (a series: its first episode's). */
  readonly durationSec: number
  readonly itemType: ItemType
  /** A series' seasons; empty for every other kind. */
  readonly seasons: readonly CatalogueSeason[]
  readonly scenes: readonly CatalogueClip[]
  readonly crops: readonly CatalogueClip[]
  /** A short: the film or series of its line it is a clip of, which its feed offers as 전체 보기. */
  readonly fullUrl?: string
}

/** What an address names: a title, one of its episodes, or one of its scenes or crop sections. */
export type CatalogueHit =
  | { readonly kind: 'title'; readonly title: CatalogueTitle }
  | { readonly kind: 'episode'; readonly title: CatalogueTitle; readonly episode: CatalogueEpisode }
  | { readonly kind: 'clip'; readonly title: CatalogueTitle; readonly clip: CatalogueClip; readonly playerType: 1 | 2 }

export interface CatalogueTag {
  readonly tagUrl: string
  readonly tagName: string
  readonly adult: boolean
}

export interface Catalogue {
  readonly titles: readonly CatalogueTitle[]
  readonly tags: readonly CatalogueTag[]
  /** A title, episode or clip by its address. */
  find(url: string): CatalogueHit | undefined
}

export interface CatalogueOptions {
  /** Default: the stand-in's fixed seed, so every run serves the same catalogue. */
  readonly seed?: number
  /** How many titles (default at least 400; the search bench asks for 10,000). */
  readonly size?: number
}

/** Who is asking, as the adult rule and the flags see it (docs/decisions on the adult rule). */
export interface Viewer {
  readonly kind: 'guest' | 'member'
  readonly adultVerified: boolean
  readonly skytvItemOnly: boolean
  readonly redItem: boolean
  /** The session's filter 1: adult content hidden altogether. */
  readonly filter: boolean
  /** The profile's viewing-age limit (docs/decisions/1901): titles rated above it are left out; absent: none. */
  readonly ageLimit?: '19' | '15' | '12' | '7' | 'ALL'
}
