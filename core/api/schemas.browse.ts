import { Schema } from 'effect'
import { inviteOutputs } from './schemas.invite.ts'

/**
 * Output schemas of the browse calls (designed, docs/contract.md). A title as lists show it is a
 * ContentCard; an adult title shown to a session that may not see it is a locked card: its
 * `title` is empty and it carries no artwork (design: adult content is never rendered).
 */

const ZeroOrOne = Schema.Literals([0, 1])

/** What a title is: the product's content kinds plus scenes and crop sections. */
export const ContentKind = Schema.Literals(['movie', 'series', 'short', 'scene', 'crop'])
export type ContentKind = typeof ContentKind.Type

export const ContentCard = Schema.Struct({
  movie_url: Schema.String,
  title: Schema.String,
  kind: ContentKind,
  /** The service line (ServiceId). */
  section_no: Schema.Number,
  adult: ZeroOrOne,
  /** 1: an adult title this session may not see; title empty, no art. */
  locked: ZeroOrOne,
  /** The item it needs (ItemType: free 0, subscription 1, single 3, skytv 4). */
  item_type: Schema.Number,
  /**
   * 0: this session's flags do not allow the title's item (a skytv-only member: free and skytv
   * items only; the red line: the red item). Whether the member holds the item is the player's.
   */
  item_allowed: Schema.optional(ZeroOrOne),
  year: Schema.optional(Schema.Number),
  /** Viewer rating out of 10, one decimal. */
  rating: Schema.optional(Schema.Number),
  /** Age rating as shown on the card: 'ALL', '12', '15', '19'. */
  age_rating: Schema.optional(Schema.String),
  genre: Schema.optional(Schema.String),
  view_count: Schema.optional(Schema.Number),
  saved_count: Schema.optional(Schema.Number),
  /** When it was added, 'YYYY-MM-DD HH:mm:ss' (KST): the "latest" sort's key. */
  reg_date: Schema.optional(Schema.String),
  /** Running time in seconds (a series: of its first episode). */
  duration: Schema.optional(Schema.Number),
  /** Artwork URLs by image type: poster 170x240, tile 294x165, big (hero banner). */
  poster: Schema.optional(Schema.String),
  tile: Schema.optional(Schema.String),
  big: Schema.optional(Schema.String),
})
export type ContentCard = typeof ContentCard.Type

/** Where a row's "더 보기" leads: a content list by these fields. */
export const ListQuery = Schema.Struct({
  section_no: Schema.optional(Schema.Number),
  category_no: Schema.optional(Schema.Number),
  tag_url: Schema.optional(Schema.String),
  sort: Schema.optional(Schema.Number),
})
export type ListQuery = typeof ListQuery.Type

export const HomeRow = Schema.Struct({
  row_no: Schema.Number,
  title: Schema.String,
  /** DisplayViewType: poster 0, play 1, menu 2, banner 3. */
  view_type: Schema.Literals([0, 1, 2, 3]),
  /** PosterType: main banner 1, normal 2, long 3, ranking 4, zoom 5, thumbnail 6. */
  poster_type: Schema.Literals([1, 2, 3, 4, 5, 6]),
  more: Schema.optional(ListQuery),
  items: Schema.Array(ContentCard),
})
export type HomeRow = typeof HomeRow.Type

export const HomeContentsOutput = Schema.Struct({
  hero: Schema.Array(ContentCard),
  rows: Schema.Array(HomeRow),
})
export type HomeContentsOutput = typeof HomeContentsOutput.Type

export const ContentListOutput = Schema.Struct({
  list: Schema.Array(ContentCard),
  total: Schema.Number,
  page: Schema.Number,
  count: Schema.Number,
})
export type ContentListOutput = typeof ContentListOutput.Type

export const Tag = Schema.Struct({
  tag_url: Schema.String,
  tag_name: Schema.String,
  adult: ZeroOrOne,
  count: Schema.Number,
})
export type Tag = typeof Tag.Type

export const Episode = Schema.Struct({
  episode_no: Schema.Number,
  title: Schema.String,
  /** The episode's own playable address. */
  movie_url: Schema.String,
  duration: Schema.Number,
  tile: Schema.optional(Schema.String),
})
export type Episode = typeof Episode.Type

export const Season = Schema.Struct({
  season_no: Schema.Number,
  title: Schema.String,
  episodes: Schema.Array(Episode),
})
export type Season = typeof Season.Type

/** A scene (player type 1) or crop section (player type 2) of a title, in seconds. */
export const Clip = Schema.Struct({
  clip_url: Schema.String,
  title: Schema.String,
  player_type: Schema.Literals([1, 2]),
  start: Schema.Number,
  end: Schema.Number,
  tile: Schema.optional(Schema.String),
})
export type Clip = typeof Clip.Type

export const ContentDetailOutput = Schema.Struct({
  content: ContentCard,
  /** The title's scene without its name (1280x720), behind the title page's top. */
  backdrop: Schema.optional(Schema.String),
  synopsis: Schema.String,
  tags: Schema.Array(Tag),
  cast: Schema.Array(Schema.String),
  director: Schema.optional(Schema.String),
  seasons: Schema.Array(Season),
  scenes: Schema.Array(Clip),
  crops: Schema.Array(Clip),
  related: Schema.Array(ContentCard),
  /** The item it needs and its Korean name, e.g. { item_type: 1, item_name: '프리미엄 이용권' }. */
  item: Schema.Struct({ item_type: Schema.Number, item_name: Schema.String }),
  /** Its service line, e.g. { section_no: 5, section_name: '프리미엄' }. */
  service: Schema.Struct({ section_no: Schema.Number, section_name: Schema.String }),
  /** 1 when the member has saved the title (my page tab 3, saveVideo); 0 for a guest. */
  saved: Schema.optional(ZeroOrOne),
})
export type ContentDetailOutput = typeof ContentDetailOutput.Type

export const CategoryListOutput = Schema.Struct({
  category_list: Schema.Array(Schema.Struct({ category_no: Schema.Number, category_name: Schema.String, count: Schema.Number })),
})
export type CategoryListOutput = typeof CategoryListOutput.Type

export const TagListOutput = Schema.Struct({ tag_list: Schema.Array(Tag) })
export type TagListOutput = typeof TagListOutput.Type

/** The member's chosen tags (tag_url), for tasteGet and tasteSet. */
export const TasteOutput = Schema.Struct({ tag_urls: Schema.Array(Schema.String) })
export type TasteOutput = typeof TasteOutput.Type

/** The stand-in sent a code (it prints it to its log); it is good this many seconds. */
export const AdultCertRequestOutput = Schema.Struct({ expires_in: Schema.Number })
export type AdultCertRequestOutput = typeof AdultCertRequestOutput.Type

/** The session is adult-verified from now on. */
export const AdultVerifyOutput = Schema.Struct({ adult_flag: Schema.Literals(['Y']) })
export type AdultVerifyOutput = typeof AdultVerifyOutput.Type

/** An event's landing page (/landing/{subpath}): what it is, when it runs, and its titles. */
export const LandingContentsOutput = Schema.Struct({
  subpath: Schema.String,
  title: Schema.String,
  description: Schema.String,
  /** When it runs, as the viewer reads it ("11월 24일 – 12월 7일"). */
  period: Schema.String,
  /** The list its "전체 보기" opens, when one list holds its titles. */
  more: Schema.optional(ListQuery),
  items: Schema.Array(ContentCard),
})
export type LandingContentsOutput = typeof LandingContentsOutput.Type

/** Each browse call's output schema (pipeline.ts merges the areas). */
export const browseOutputs = {
  homeContents: HomeContentsOutput,
  contentList: ContentListOutput,
  contentDetail: ContentDetailOutput,
  categoryList: CategoryListOutput,
  tagList: TagListOutput,
  landingContents: LandingContentsOutput,
  tasteGet: TasteOutput,
  tasteSet: TasteOutput,
  adultCertRequest: AdultCertRequestOutput,
  adultVerify: AdultVerifyOutput,
  ...inviteOutputs,
} as const
