import type { SchemaKit } from './schemaKit.ts'

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
    tile: Schema.optional(Schema.String),
    /** 1: an adult title this session may not see (title '', nothing that names it): shown as a locked "19" item. */
    locked: Schema.optional(ZeroOrOne),
    /** Epoch ms of the last save. */
    saved_at: Schema.Number,
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

  const ShortClip = Schema.Struct({ movie_url: Schema.String, title: Schema.String, duration: Schema.Number, stream_url: Schema.String })

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
  } as const
  return { Caption, PlayRange, PlayInfoOutput, SavePositionOutput, MyListItem, MyListOutput, SaveClipOutput, MyListRemoveOutput, ShortClip, ShortsFeedOutput, outputs }
}

type Made = ReturnType<typeof watchSchemas>
export type Caption = Made['Caption']['Type']
export type PlayRange = Made['PlayRange']['Type']
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
