import type { EpisodeOf, NextEpisode } from '../../../core/api/schemas.watch.ts'
import { isWatched, resumeFrom } from '../../../core/watch/rules.ts'
import { artUrl } from '../titles/visibility.ts'
import type { CatalogueEpisode, CatalogueHit, CatalogueSeason, CatalogueTitle } from '../titles/title.ts'
import type { Position } from '../watch/watchStore.ts'

/**
 * A series as the watching calls see it (docs/decisions/1700): which episode an address is, the
 * one after it, and where the viewer's 재생 starts again.
 */

interface Placed {
  readonly season: CatalogueSeason
  readonly episode: CatalogueEpisode
}

/** Every episode of a series in watching order: season by season. */
export const episodesInOrder = (title: CatalogueTitle): Placed[] => title.seasons.flatMap((season) => season.episodes.map((episode) => ({ season, episode })))

export const episodeOf = (title: CatalogueTitle, placed: Placed): EpisodeOf => ({
  series_url: title.movieUrl,
  series_title: title.title,
  season_no: placed.season.seasonNo,
  episode_no: placed.episode.episodeNo,
  title: placed.episode.title,
})

/** The episode after this one: the next of its season, else the first of the next season. */
export const nextAfter = (title: CatalogueTitle, movieUrl: string): Placed | undefined => {
  const order = episodesInOrder(title)
  const at = order.findIndex((p) => p.episode.movieUrl === movieUrl)
  return at < 0 ? undefined : order[at + 1]
}

/** What playInfo adds for an episode: its segments, which episode it is, the next one. */
export const episodeParts = (hit: CatalogueHit, web: string) => {
  if (hit.kind !== 'episode') return {}
  const placed = episodesInOrder(hit.title).find((p) => p.episode === hit.episode)
  if (!placed) return {}
  const next = nextAfter(hit.title, hit.episode.movieUrl)
  const nextEpisode: NextEpisode | undefined = next && {
    movie_url: next.episode.movieUrl,
    title: next.episode.title,
    season_no: next.season.seasonNo,
    episode_no: next.episode.episodeNo,
    duration: next.episode.durationSec,
    tile: artUrl(web, next.episode.movieUrl, 'tile'),
  }
  return { segments: hit.episode.segments, episode: episodeOf(hit.title, placed), ...(nextEpisode ? { next: nextEpisode } : {}) }
}

export interface Resume {
  readonly placed: Placed | undefined
  /** Where it resumes: 0 for the next episode from its start. */
  readonly position: number
  readonly duration: number
}

/**
 * Where a series' 재생 starts for a viewer with these positions: the episode last played while it
 * is in progress, else the one after it once it is watched; undefined when none was played or the
 * last one played was the final episode watched (the series starts over from its first).
 */
export const resumeOf = (title: CatalogueTitle, positions: ReadonlyMap<string, Position>): Resume | undefined => {
  const order = episodesInOrder(title)
  let latest: { readonly at: number; readonly position: Position } | undefined
  order.forEach((placed, at) => {
    const position = positions.get(placed.episode.movieUrl)
    if (position && (!latest || position.savedAt > latest.position.savedAt)) latest = { at, position }
  })
  if (!latest) return undefined
  const { position, duration } = latest.position
  if (!isWatched(position, duration)) return { placed: order[latest.at], position: resumeFrom(position, duration), duration }
  const next = order[latest.at + 1]
  return next ? { placed: next, position: 0, duration: next.episode.durationSec } : undefined
}
