import { CROP_LIMIT_SEC, type TimeRange, isWatched, parseRangeParam, rangeProblem, resumeFrom } from '../../../core/watch/rules.ts'
import type { watchCalls } from '../../../core/contract/watchCalls.ts'
import { MyPageTab, ResultCode } from '../../../core/contract/index.ts'
import { streamPaths } from '../media/stream.ts'
import { qaTitles } from '../titles/qaTitles.ts'
import type { CatalogueTitle } from '../titles/title.ts'
import { artUrl, refusalOf } from '../titles/visibility.ts'
import { viewerOf } from '../browse/viewer.ts'
import type { AreaHandlers, CallAnswer, CallHandler, World } from '../server/callTypes.ts'
import { type Position, type SavedClip, newItemId, viewerKey } from './watchStore.ts'
import { episodeOf, episodeParts, episodesInOrder, resumeOf } from '../browse/seriesCalls.ts'
import { grantFor, streamGrant } from './grants.ts'
import { findPlayable, playRefusal, viewerPasses } from './playable.ts'
import { startStream, streamHandlers } from './streamCalls.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'catalogue' | 'hosts' | 'media' | 'money' | 'now' | 'streams' | 'watch'
type Slice = Pick<World, Uses>

const titleOf = (world: Slice, url: string): CatalogueTitle | undefined => findPlayable(world, url)?.title

/** A catalogue address's own dialogue; the QA titles keep the fixture's captions, which the player tests read. */

const fail = (retval: number): CallAnswer => ({ retval })
const num = (text: string | undefined): number => (text === undefined || text.trim() === '' ? Number.NaN : Number(text))

const playInfo: CallHandler<Uses> = async (request, world) => {
  const hit = findPlayable(world, request.params.movie_url ?? '')
  if (!hit) return fail(ResultCode.dataNotFound)
  const refused = playRefusal(hit.title, request, await viewerPasses(request, world), world.now())
  if (refused !== undefined) return fail(refused)
  const duration = hit.kind === 'episode' ? hit.episode.durationSec : hit.title.durationSec
  const movieUrl = hit.kind === 'episode' ? hit.episode.movieUrl : hit.title.movieUrl
  let range: { start: number; end: number; player_type: 0 | 1 | 2; loop: 0 | 1 } | undefined
  if (hit.kind === 'clip') range = { start: hit.clip.start, end: hit.clip.end, player_type: hit.playerType, loop: hit.playerType === 2 ? 1 : 0 }
  if (request.params.range) {
    const asked = parseRangeParam(request.params.range)
    if (!asked || asked.end === undefined) return fail(ResultCode.parameterInvalid)
    const problem = rangeProblem({ start: asked.start, end: asked.end }, duration)
    if (problem === 'tooLong') return fail(ResultCode.cropTimeLimit)
    if (problem) return fail(ResultCode.parameterInvalid)
    range = { start: asked.start, end: asked.end, player_type: 0, loop: 0 }
  }
  // A playback session, counted by plan (docs/decisions/1811): -111 with the devices watching.
  const stream = await startStream(request, world, movieUrl)
  if ('retval' in stream) return stream
  const saved = request.session ? await world.watch.position(viewerKey(request.session), movieUrl) : undefined
  const media = streamPaths(movieUrl)
  const web = world.hosts().web
  // The stream opens only with its grant, a cookie scoped to the title's media (docs/decisions/1800).
  const granted = grantFor(request, world, movieUrl)
  return {
    ...(granted ? { cookies: [granted.cookie] } : {}),
    retval: ResultCode.success,
    output: {
      movie_url: movieUrl,
      title: hit.kind === 'episode' ? `${hit.title.title} ${hit.episode.title}` : hit.kind === 'clip' ? hit.clip.title : hit.title.title,
      kind: hit.kind === 'clip' ? (hit.playerType === 2 ? 'crop' : 'scene') : hit.title.kind,
      duration,
      stream_url: `${web}${media.master}`,
      captions: [{ lang: 'ko', label: '한국어', url: `${web}${media.captions}` }],
      thumbnails: `${web}${media.thumbnails}`,
      resume_position: range ? range.start : resumeFrom(saved?.position ?? 0, duration),
      ...(range ? { range } : {}),
      crop_limit: CROP_LIMIT_SEC,
      ...episodeParts(hit, web),
      ...(granted ? { grant: granted.grant } : {}),
      ...stream,
    },
  }
}

const savePosition: CallHandler<Uses> = async (request, world) => {
  const { session } = request
  const movieUrl = request.params.movie_url ?? ''
  const title = titleOf(world, movieUrl)
  if (!session || !title) return fail(ResultCode.dataNotFound)
  // Nothing of an adult title is kept for a session that may not see it (a later one may read it back).
  const adult = refusalOf(viewerOf(request), title)
  if (adult !== undefined) return fail(adult)
  const position = num(request.params.position)
  const duration = num(request.params.duration)
  if (!(position >= 0) || !(duration > 0) || position > duration + 1) return fail(ResultCode.parameterInvalid)
  await world.watch.savePosition(viewerKey(session), { movieUrl, position, duration, savedAt: world.now() })
  return { retval: ResultCode.success, output: { position, watched: isWatched(position, duration) ? 1 : 0 } }
}

const clipItem = (world: Slice, clip: SavedClip) => {
  const title = titleOf(world, clip.movieUrl)
  return {
    item_id: clip.itemId,
    movie_url: clip.movieUrl,
    title: clip.title || title?.title || '',
    // The title it was cut from: a section named 명장면 must still say whose it is.
    source_title: title?.title ?? '',
    kind: title?.kind ?? 'movie',
    duration: title?.durationSec ?? 0,
    position: 0,
    watched: 0 as const,
    start: clip.start,
    end: clip.end,
    tile: artUrl(world.hosts().web, clip.movieUrl, 'tile'),
    saved_at: clip.savedAt,
  }
}

/**
 * saveVideo (저장 on a title, tab 3): -3 unknown, the adult rule (-121 a guest, -50 an unverified
 * member), -109 any other guest. An episode's or clip's address saves its title; saving again
 * only moves it to the top.
 */
const saveVideo: CallHandler<Uses> = async (request, world) => {
  const title = titleOf(world, request.params.movie_url ?? '')
  if (!title) return fail(ResultCode.dataNotFound)
  const adult = refusalOf(viewerOf(request), title)
  if (adult !== undefined) return fail(adult)
  const { session } = request
  if (session?.kind !== 'member') return fail(ResultCode.loginRequired)
  const at = Date.now()
  await world.watch.saveVideo(viewerKey(session), title.movieUrl, at)
  return { retval: ResultCode.success, output: { item: titleItem(world, title.movieUrl, at) } }
}

/** A title as my page lists it (tabs 1 to 3): item_id is its movie_url. */
const titleItem = (world: Slice, movieUrl: string, savedAt: number, position = 0, duration?: number) => {
  const title = titleOf(world, movieUrl)
  const total = duration ?? title?.durationSec ?? 0
  return {
    item_id: movieUrl,
    movie_url: movieUrl,
    title: title?.title ?? '',
    kind: title?.kind ?? 'movie',
    duration: total,
    position,
    watched: isWatched(position, total) ? (1 as const) : (0 as const),
    tile: artUrl(world.hosts().web, movieUrl, 'tile'),
    saved_at: savedAt,
  }
}

/** saveSection (tab 4) and saveScene (tab 5): a member's range of a title they may play. */
const saveClip =
  (tab: 'sections' | 'scenes'): CallHandler<Uses> =>
  async (request, world) => {
    const { session } = request
    if (session?.kind !== 'member') return fail(ResultCode.loginRequired)
    const movieUrl = request.params.movie_url ?? ''
    const title = titleOf(world, movieUrl)
    if (!title) return fail(ResultCode.dataNotFound)
    const refused = playRefusal(title, request, await viewerPasses(request, world), world.now())
    if (refused !== undefined) return fail(refused)
    const range: TimeRange = { start: num(request.params.start), end: num(request.params.end) }
    const problem = rangeProblem(range, title.durationSec)
    if (problem === 'tooLong') return fail(ResultCode.cropTimeLimit)
    if (problem) return fail(ResultCode.parameterInvalid)
    const clip: SavedClip = {
      itemId: newItemId(tab === 'sections' ? 'sec' : 'scn'),
      movieUrl,
      ...range,
      title: (request.params.title ?? '').slice(0, 60),
      savedAt: Date.now(),
    }
    await world.watch.saveClip(viewerKey(session), tab, clip)
    return { retval: ResultCode.success, output: { item: clipItem(world, clip) } }
  }

/** /bshorts: the asked clip, then the other short titles the viewer may play, in a fixed order. */
const shortsFeed: CallHandler<Uses> = async (request, world) => {
  const first = titleOf(world, request.params.bshorts_url ?? '')
  if (!first) return fail(ResultCode.dataNotFound)
  const passes = await viewerPasses(request, world)
  const refused = playRefusal(first, request, passes, world.now())
  if (refused !== undefined) return fail(refused)
  const count = Math.max(1, Math.min(30, Number(request.params.count) || 10))
  const shorts = [...qaTitles, ...(world.catalogue?.titles ?? [])].filter(
    (t) => t.kind === 'short' && t.movieUrl !== first.movieUrl && playRefusal(t, request, passes, world.now()) === undefined,
  )
  const web = world.hosts().web
  // Each clip with its own grant, scoped to its own media (docs/decisions/1800).
  const clips = [first, ...shorts].slice(0, count).map((t) => ({ t, granted: grantFor(request, world, t.movieUrl) }))
  const list = clips.map(({ t, granted }) => {
    // The title it is a clip of, offered only where the viewer may open its page (adult, a profile's limit).
    const from = t.fullUrl ? titleOf(world, t.fullUrl) : undefined
    const full = from && refusalOf(viewerOf(request), from) === undefined ? from : undefined
    return {
      movie_url: t.movieUrl,
      title: t.title,
      duration: t.durationSec,
      stream_url: `${web}${streamPaths(t.movieUrl).master}`,
      ...(full ? { full: { movie_url: full.movieUrl, title: full.title } } : {}),
      ...(granted ? { grant: granted.grant } : {}),
    }
  })
  return { retval: ResultCode.success, output: { list }, cookies: clips.flatMap(({ granted }) => granted?.cookie ?? []) }
}

const PAGE_SIZE = 30

const myList: CallHandler<Uses> = async (request, world) => {
  const { session } = request
  if (session?.kind !== 'member') return fail(ResultCode.loginRequired)
  const tab = Number(request.params.tab)
  const page = Math.max(1, Number(request.params.page) || 1)
  const viewer = viewerKey(session)
  let list: readonly unknown[]
  switch (tab) {
    case MyPageTab.watched:
      list = watchedRows(world, await world.watch.positions(viewer))
      break
    case MyPageTab.purchased:
      // The titles bought one by one (purchaseHistory lists every purchase).
      list = (await world.money.passes(session.accountId ?? '')).filter((p) => p.movieUrl).map((p) => titleItem(world, p.movieUrl!, p.startsAt))
      break
    case MyPageTab.savedVideos:
      // Newest first, as every other tab.
      list = (await world.watch.savedVideos(viewer)).map((v) => titleItem(world, v.movieUrl, v.savedAt))
      break
    case MyPageTab.savedSections:
      list = (await world.watch.clips(viewer, 'sections')).map((c) => clipItem(world, c))
      break
    case MyPageTab.savedScenes:
      list = (await world.watch.clips(viewer, 'scenes')).map((c) => clipItem(world, c))
      break
    default:
      return fail(ResultCode.parameterInvalid)
  }
  const slice = list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
  return { retval: ResultCode.success, output: { tab, list: slice, total: list.length, page, count: slice.length } }
}

/**
 * 시청 기록 (tab 1), newest first: a title per row; a series once, as the episode its 재생 starts
 * at (the one in progress, else the next), named and pictured as that episode, its item_id the
 * series (removing it forgets every episode).
 */
const watchedRows = (world: Slice, positions: readonly Position[]) => {
  const byUrl = new Map(positions.map((p) => [p.movieUrl, p]))
  const seen = new Set<string>()
  const web = world.hosts().web
  return positions.flatMap((p) => {
    const hit = findPlayable(world, p.movieUrl)
    if (hit?.kind !== 'episode') return [titleItem(world, p.movieUrl, p.savedAt, p.position, p.duration)]
    if (seen.has(hit.title.movieUrl)) return []
    seen.add(hit.title.movieUrl)
    const resume = resumeOf(hit.title, byUrl)
    // Every episode watched to the last: the series' row is its final episode, watched.
    const placed = resume?.placed ?? episodesInOrder(hit.title).find((e) => e.episode === hit.episode)
    if (!placed) return []
    const item = titleItem(world, placed.episode.movieUrl, p.savedAt, resume?.position ?? p.position, resume?.duration ?? p.duration)
    return [
      {
        ...item,
        item_id: hit.title.movieUrl,
        watched: resume ? (0 as const) : item.watched,
        tile: artUrl(web, placed.episode.movieUrl, 'tile'),
        episode: episodeOf(hit.title, placed),
      },
    ]
  })
}

/** watchProgress: each episode's progress and where 재생 starts, for the viewer (a guest by device); the adult rule as contentDetail's. */
const watchProgress: CallHandler<Uses> = async (request, world) => {
  const hit = findPlayable(world, request.params.movie_url ?? '')
  if (!hit) return fail(ResultCode.dataNotFound)
  const refused = refusalOf(viewerOf(request), hit.title)
  if (refused !== undefined) return fail(refused)
  const positions = request.session ? await world.watch.positions(viewerKey(request.session)) : []
  const byUrl = new Map(positions.map((p) => [p.movieUrl, p]))
  const title = hit.title
  const episodes = episodesInOrder(title).flatMap(({ episode }) => {
    const p = byUrl.get(episode.movieUrl)
    return p
      ? [{ movie_url: p.movieUrl, position: p.position, duration: p.duration, watched: isWatched(p.position, p.duration) ? (1 as const) : (0 as const) }]
      : []
  })
  let resume: { movie_url: string; season_no: number; episode_no: number; position: number; duration: number } | undefined
  if (title.seasons.length > 0) {
    const found = resumeOf(title, byUrl)
    if (found?.placed)
      resume = {
        movie_url: found.placed.episode.movieUrl,
        season_no: found.placed.season.seasonNo,
        episode_no: found.placed.episode.episodeNo,
        position: found.position,
        duration: found.duration,
      }
  } else {
    const p = byUrl.get(title.movieUrl)
    if (p && p.position > 0 && !isWatched(p.position, p.duration))
      resume = { movie_url: title.movieUrl, season_no: 0, episode_no: 0, position: p.position, duration: p.duration }
  }
  return { retval: ResultCode.success, output: { episodes, ...(resume ? { resume } : {}) } }
}

const myListRemove: CallHandler<Uses> = async (request, world) => {
  const { session } = request
  if (session?.kind !== 'member') return fail(ResultCode.loginRequired)
  const tab = Number(request.params.tab)
  const itemId = request.params.item_id ?? ''
  if (tab === MyPageTab.purchased || !Object.values(MyPageTab).includes(tab as MyPageTab)) return fail(ResultCode.parameterInvalid)
  // A series' row of 시청 기록 goes with every episode's position.
  const series = tab === MyPageTab.watched ? titleOf(world, itemId) : undefined
  const urls = series?.movieUrl === itemId && series.seasons.length > 0 ? episodesInOrder(series).map((p) => p.episode.movieUrl) : [itemId]
  let removed = false
  for (const url of urls) removed = (await world.watch.remove(viewerKey(session), tab as MyPageTab, url)) || removed
  if (!removed) return fail(ResultCode.dataNotFound)
  return { retval: ResultCode.success, output: { tab, item_id: itemId } }
}

/** The stand-in's watching calls. */
export const watchHandlers: AreaHandlers<typeof watchCalls> = {
  playInfo,
  savePosition,
  saveScene: saveClip('scenes'),
  saveSection: saveClip('sections'),
  saveVideo,
  shortsFeed,
  myList,
  myListRemove,
  watchProgress,
  streamGrant,
  ...streamHandlers,
}
