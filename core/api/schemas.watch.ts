import { Schema } from 'effect'
import { ContentKind } from './schemas.browse.ts'

/**
 * Output schemas of the watching calls (designed, docs/contract.md); pipeline.ts merges the areas.
 * Times are seconds (decimals allowed).
 */

const ZeroOrOne = Schema.Literals([0, 1])

export const Caption = Schema.Struct({ lang: Schema.String, label: Schema.String, url: Schema.String })
export type Caption = typeof Caption.Type

/** The section a scene, a crop or a shared link plays; `loop` 1 for a crop (player type 2). */
export const PlayRange = Schema.Struct({
  start: Schema.Number,
  end: Schema.Number,
  /** PlayerType: scene 1, crop 2; 0 a range asked for by a link (`range`). */
  player_type: Schema.Literals([0, 1, 2]),
  loop: ZeroOrOne,
})
export type PlayRange = typeof PlayRange.Type

export const PlayInfoOutput = Schema.Struct({
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
})
export type PlayInfoOutput = typeof PlayInfoOutput.Type

export const SavePositionOutput = Schema.Struct({
  position: Schema.Number,
  /** 1 once the viewer passed 95 % of the title: it counts as watched and leaves 이어보기. */
  watched: ZeroOrOne,
})
export type SavePositionOutput = typeof SavePositionOutput.Type

/** One entry of my page's lists (MyPageTab: watched 1, purchased 2, saved videos 3, sections 4, scenes 5). */
export const MyListItem = Schema.Struct({
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
  tile: Schema.optional(Schema.String),
  /** 1: an adult title this session may not see (title '', nothing that names it): shown as a locked "19" item. */
  locked: Schema.optional(ZeroOrOne),
  /** Epoch ms of the last save. */
  saved_at: Schema.Number,
})
export type MyListItem = typeof MyListItem.Type

export const MyListOutput = Schema.Struct({
  tab: Schema.Number,
  list: Schema.Array(MyListItem),
  total: Schema.Number,
  page: Schema.Number,
  count: Schema.Number,
})
export type MyListOutput = typeof MyListOutput.Type

/** saveSection, saveScene and saveVideo: the saved item as its my-page tab lists it. */
export const SaveClipOutput = Schema.Struct({ item: MyListItem })
export type SaveClipOutput = typeof SaveClipOutput.Type

export const MyListRemoveOutput = Schema.Struct({ tab: Schema.Number, item_id: Schema.String })
export type MyListRemoveOutput = typeof MyListRemoveOutput.Type

export const ShortClip = Schema.Struct({ movie_url: Schema.String, title: Schema.String, duration: Schema.Number, stream_url: Schema.String })
export type ShortClip = typeof ShortClip.Type

export const ShortsFeedOutput = Schema.Struct({ list: Schema.Array(ShortClip) })
export type ShortsFeedOutput = typeof ShortsFeedOutput.Type

export const watchOutputs = {
  shortsFeed: ShortsFeedOutput,
  playInfo: PlayInfoOutput,
  savePosition: SavePositionOutput,
  saveScene: SaveClipOutput,
  saveSection: SaveClipOutput,
  saveVideo: SaveClipOutput,
  myList: MyListOutput,
  myListRemove: MyListRemoveOutput,
} as const
