import type { SchemaKit } from './schemaKit.ts'
import { grantSchemas } from './schemas.grants.ts'
import { streamSchemas } from './schemas.streams.ts'

/**
 * Output schemas of the watching calls (designed, docs/contract.md); pipeline.ts merges the areas.
 * Times are seconds (decimals allowed).
 */
export const watchSchemas = (Schema: SchemaKit) => {
  const { ContentKind } = Schema
  const ZeroOrOne = Schema.Literals([0, 1])

  const Caption = Schema.Struct({ lang: Schema.String, label: Schema.String, url: Schema.String })

  /** The section a scene, a crop or a shared link plays; `loop` 1 for a crop (player type 2). */
  const PlayRange = Schema.Struct({
    start: Schema.Number,
    end: Schema.Number,
    /** PlayerType: scene 1, crop 2; 0 a range asked for by a link (`range`). */
    player_type: Schema.Literals([0, 1, 2]),
    loop: ZeroOrOne,
  })

  /**
   * A part of an episode the player can skip or use (docs/decisions/1700): its recap, its opening
   * (오프닝), its credits (where the next-episode card shows).
   */
  const Segment = Schema.Struct({ kind: Schema.Literals(['recap', 'intro', 'credits']), start: Schema.Number, end: Schema.Number })

  /** Which episode of which series an address is. */
  const EpisodeOf = Schema.Struct({
    series_url: Schema.String,
    series_title: Schema.String,
    season_no: Schema.Number,
    episode_no: Schema.Number,
    /** The episode's own name ("3화. 약속"). */
    title: Schema.String,
  })

  /** The episode after this one (the next of its season, else the first of the next season). */
  const NextEpisode = Schema.Struct({
    movie_url: Schema.String,
    title: Schema.String,
    season_no: Schema.Number,
    episode_no: Schema.Number,
    duration: Schema.Number,
    tile: Schema.optional(Schema.String),
  })

  const PlayInfoOutput = Schema.Struct({
    /** The title's own address (a scene or crop answers with its title's). */
    movie_url: Schema.String,
    title: Schema.String,
    kind: ContentKind,
    /** The title's running time in seconds. */
    duration: Schema.Number,
    /** The HLS master playlist. */
    stream_url: Schema.String,
    captions: Schema.Array(Caption),
    /** WebVTT of thumbnail-sprite cues (#xywh) for seek previews. */
    thumbnails: Schema.String,
    /** Where to resume, 0 from the start (a range starts at its start instead). */
    resume_position: Schema.Number,
    range: Schema.optional(PlayRange),
    /** The longest section a viewer may save or share, in seconds (saveSection -61 beyond it). */
    crop_limit: Schema.Number,
    /** An episode's recap, opening and credits, in time order; absent or empty for anything else. */
    segments: Schema.optional(Schema.Array(Segment)),
    /** An episode: its series, season and number. */
    episode: Schema.optional(EpisodeOf),
    /** An episode with one after it. */
    next: Schema.optional(NextEpisode),
    /** The stream grant set as a cookie with this answer (docs/decisions/1800). */
    grant: Schema.optional(grantSchemas(Schema).StreamGrant),
    /** The playback session this play started (streamBeat, streamEnd; docs/decisions/1811). */
    stream_id: Schema.optional(Schema.String),
  })

  const SavePositionOutput = Schema.Struct({
    position: Schema.Number,
    /** 1 once the viewer passed 95 % of the title: it counts as watched and leaves 이어보기. */
    watched: ZeroOrOne,
  })

  /** One entry of my page's lists (MyPageTab: watched 1, purchased 2, saved videos 3, sections 4, scenes 5). */
  const MyListItem = Schema.Struct({
    /** What myListRemove takes: the movie_url for tabs 1 to 3, the saved section's or scene's id for 4 and 5. */
    item_id: Schema.String,
    movie_url: Schema.String,
    title: Schema.String,
    kind: ContentKind,
    duration: Schema.Number,
    /** Tab 1: the saved position; 0 otherwise. */
    position: Schema.Number,
    watched: ZeroOrOne,
    /** Tabs 4 and 5: the saved range. */
    start: Schema.optional(Schema.Number),
    end: Schema.optional(Schema.Number),
    /** The item's art: its title's tile, or for an episode the episode's. */
    tile: Schema.optional(Schema.String),
    /** Tabs 4 and 5: the name of the title the section or scene was cut from (`title` is the clip's own name). */
    source_title: Schema.optional(Schema.String),
    /** 1: an adult title this session may not see (title '', nothing that names it): shown as a locked "19" item. */
    locked: Schema.optional(ZeroOrOne),
    /** Epoch ms of the last save. */
    saved_at: Schema.Number,
    /** Tab 1, an episode: which one (the series' row names the episode last watched). */
    episode: Schema.optional(EpisodeOf),
  })

  const MyListOutput = Schema.Struct({
    tab: Schema.Number,
    list: Schema.Array(MyListItem),
    total: Schema.Number,
    page: Schema.Number,
    count: Schema.Number,
  })

  /** saveSection, saveScene and saveVideo: the saved item as its my-page tab lists it. */
  const SaveClipOutput = Schema.Struct({ item: MyListItem })

  const MyListRemoveOutput = Schema.Struct({ tab: Schema.Number, item_id: Schema.String })

  /** One episode's progress for the viewer. */
  const EpisodeProgress = Schema.Struct({ movie_url: Schema.String, position: Schema.Number, duration: Schema.Number, watched: ZeroOrOne })

  /**
   * watchProgress: where 재생 starts on a title's page and each episode's progress. `resume` is the
   * episode in progress, else the one after the last watched, else absent (play from the start);
   * for a film, the film while it is in progress.
   */
  const WatchProgressOutput = Schema.Struct({
    episodes: Schema.Array(EpisodeProgress),
    resume: Schema.optional(
      Schema.Struct({
        movie_url: Schema.String,
        /** 0 for a film. */
        season_no: Schema.Number,
        episode_no: Schema.Number,
        /** Where it resumes; 0: the next episode from its start. */
        position: Schema.Number,
        duration: Schema.Number,
      }),
    ),
  })

  const ShortClip = Schema.Struct({
    movie_url: Schema.String,
    title: Schema.String,
    duration: Schema.Number,
    stream_url: Schema.String,
    /** The film or series it is a clip of (전체 보기); absent where the viewer may not open it (`locked` 1 should a gate still lock it). */
    full: Schema.optional(Schema.Struct({ movie_url: Schema.String, title: Schema.String, locked: Schema.optional(ZeroOrOne) })),
    grant: Schema.optional(grantSchemas(Schema).StreamGrant),
  })

  const ShortsFeedOutput = Schema.Struct({ list: Schema.Array(ShortClip) })

  const outputs = {
    shortsFeed: ShortsFeedOutput,
    playInfo: PlayInfoOutput,
    savePosition: SavePositionOutput,
    saveScene: SaveClipOutput,
    saveSection: SaveClipOutput,
    saveVideo: SaveClipOutput,
    myList: MyListOutput,
    myListRemove: MyListRemoveOutput,
    watchProgress: WatchProgressOutput,
    ...grantSchemas(Schema).outputs,
    ...streamSchemas(Schema).outputs,
  } as const
  return {
    Caption,
    Segment,
    EpisodeOf,
    NextEpisode,
    EpisodeProgress,
    WatchProgressOutput,
    PlayRange,
    PlayInfoOutput,
    SavePositionOutput,
    MyListItem,
    MyListOutput,
    SaveClipOutput,
    MyListRemoveOutput,
    ShortClip,
    ShortsFeedOutput,
    outputs,
  }
}

type Made = ReturnType<typeof watchSchemas>
export type Caption = Made['Caption']['Type']
export type PlayRange = Made['PlayRange']['Type']
export type Segment = Made['Segment']['Type']
export type EpisodeOf = Made['EpisodeOf']['Type']
export type NextEpisode = Made['NextEpisode']['Type']
export type EpisodeProgress = Made['EpisodeProgress']['Type']
export type WatchProgressOutput = Made['WatchProgressOutput']['Type']
export type PlayInfoOutput = Made['PlayInfoOutput']['Type']
export type SavePositionOutput = Made['SavePositionOutput']['Type']
export type MyListItem = Made['MyListItem']['Type']
export type MyListOutput = Made['MyListOutput']['Type']
export type SaveClipOutput = Made['SaveClipOutput']['Type']
export type MyListRemoveOutput = Made['MyListRemoveOutput']['Type']
export type ShortClip = Made['ShortClip']['Type']
export type ShortsFeedOutput = Made['ShortsFeedOutput']['Type']
/** The watching calls' output schemas, for the type of each call's output. */
export type WatchOutputs = Made['outputs']
