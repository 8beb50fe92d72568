import { Schema } from 'effect'
import { ContentCard, ContentKind } from './schemas.browse.ts'

/**
 * Output schemas of the search calls (designed, docs/contract.md); pipeline.ts merges the areas.
 * Every result and suggestion carries `movie_url`, `title` and the matched `spans` of its title.
 */

/** A matched part of a title: UTF-16 offsets, end exclusive. */
export const MatchSpan = Schema.Struct({ start: Schema.Number, end: Schema.Number })
export type MatchSpan = typeof MatchSpan.Type

/** The result groups, in the order the page shows them. */
export const SearchGroupName = Schema.Literals(['movies', 'series', 'shorts', 'scenes', 'crops'])
export type SearchGroupName = typeof SearchGroupName.Type

/**
 * One result: a title's card, or a scene or crop section (kind `scene` / `crop`), whose
 * `movie_url` is its title's, `clip_url` its own address (/scene/{clip_url}) and `parent_title`
 * the title it belongs to.
 */
export const SearchItem = Schema.Struct({
  ...ContentCard.fields,
  spans: Schema.Array(MatchSpan),
  clip_url: Schema.optional(Schema.String),
  parent_title: Schema.optional(Schema.String),
  /** A scene or crop section's start in its title, in seconds. */
  start: Schema.optional(Schema.Number),
})
export type SearchItem = typeof SearchItem.Type

export const SearchGroup = Schema.Struct({
  kind: SearchGroupName,
  total: Schema.Number,
  items: Schema.Array(SearchItem),
})
export type SearchGroup = typeof SearchGroup.Type

export const SearchOutput = Schema.Struct({
  /** The keyword as searched (trimmed, spaces collapsed). */
  keyword: Schema.String,
  /** '' every kind, or one ContentKind. */
  kind: Schema.String,
  sort: Schema.Number,
  count: Schema.Number,
  page: Schema.Number,
  /** Results over every group (or the one kind asked for). */
  total: Schema.Number,
  groups: Schema.Array(SearchGroup),
})
export type SearchOutput = typeof SearchOutput.Type

export const SearchSuggestion = Schema.Struct({
  movie_url: Schema.String,
  title: Schema.String,
  kind: ContentKind,
  spans: Schema.Array(MatchSpan),
})
export type SearchSuggestion = typeof SearchSuggestion.Type

export const SearchSuggestOutput = Schema.Struct({
  keyword: Schema.String,
  suggestions: Schema.Array(SearchSuggestion),
})
export type SearchSuggestOutput = typeof SearchSuggestOutput.Type

export const PopularKeyword = Schema.Struct({ rank: Schema.Number, keyword: Schema.String, count: Schema.Number })
export type PopularKeyword = typeof PopularKeyword.Type

export const PopularKeywordsOutput = Schema.Struct({ keywords: Schema.Array(PopularKeyword) })
export type PopularKeywordsOutput = typeof PopularKeywordsOutput.Type

export const searchOutputs = {
  search: SearchOutput,
  searchSuggest: SearchSuggestOutput,
  popularKeywords: PopularKeywordsOutput,
} as const
