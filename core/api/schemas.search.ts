import type { SchemaKit } from './schemaKit.ts'

/**
 * Output schemas of the search calls (designed, docs/contract.md); pipeline.ts merges the areas.
 * Every result and suggestion carries `movie_url`, `title` and the matched `spans` of its title.
 */
export const searchSchemas = (Schema: SchemaKit) => {
  const { ContentKind, ContentCard } = Schema
  /** A matched part of a title: UTF-16 offsets, end exclusive. */
  const MatchSpan = Schema.Struct({ start: Schema.Number, end: Schema.Number })

  /** The result groups, in the order the page shows them; `lines` is the 대사 group. */
  const SearchGroupName = Schema.Literals(['movies', 'series', 'shorts', 'scenes', 'crops', 'lines'])

  /**
   * Why a title matched when it was not by its name: a person (`cast` 출연, `director` 감독), its
   * `genre` or a `tag`, its `synopsis`, or `similar` (a near miss of the keyword, by a typo).
   * `text` is what matched, `spans` the matched part of it.
   */
  const SearchReason = Schema.Struct({
    field: Schema.Literals(['cast', 'director', 'genre', 'tag', 'synopsis', 'similar']),
    text: Schema.String,
    spans: Schema.Array(MatchSpan),
  })

  /** A spoken line (the 대사 group): its text, when it is said (seconds) and the matched part of the text. */
  const SearchLine = Schema.Struct({ text: Schema.String, start: Schema.Number, end: Schema.Number, spans: Schema.Array(MatchSpan) })

  /**
   * One result: a title's card, or a scene or crop section (kind `scene` / `crop`), whose
   * `movie_url` is its title's, `clip_url` its own address (/scene/{clip_url}) and `parent_title`
   * the title it belongs to.
   */
  const SearchItem = Schema.Struct({
    ...ContentCard.fields,
    spans: Schema.Array(MatchSpan),
    clip_url: Schema.optional(Schema.String),
    parent_title: Schema.optional(Schema.String),
    /** A scene or crop section's start in its title, in seconds. */
    start: Schema.optional(Schema.Number),
    /** Why it matched, when not by its name. */
    reason: Schema.optional(SearchReason),
    /** In the 대사 group: the line (the card is its title's; open /player/{movie_url}?t={start}-{end}). */
    line: Schema.optional(SearchLine),
  })

  /** A person whose name matched, with how many of their titles the viewer may see and the first of them. */
  const SearchPerson = Schema.Struct({
    name: Schema.String,
    spans: Schema.Array(MatchSpan),
    roles: Schema.Array(Schema.Literals(['cast', 'director'])),
    total: Schema.Number,
    titles: Schema.Array(SearchItem),
  })

  const SearchGroup = Schema.Struct({
    kind: SearchGroupName,
    total: Schema.Number,
    items: Schema.Array(SearchItem),
  })

  const SearchOutput = Schema.Struct({
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
    /** People whose names matched (the 전체 tab's first page). */
    people: Schema.optional(Schema.Array(SearchPerson)),
    /** The words searched instead of a misspelt keyword ('사랑의 불시착' for 사랑의 불시챡); absent when searched as typed. */
    corrected: Schema.optional(Schema.String),
  })

  const SearchSuggestion = Schema.Struct({
    movie_url: Schema.String,
    title: Schema.String,
    kind: ContentKind,
    spans: Schema.Array(MatchSpan),
  })

  const SearchSuggestOutput = Schema.Struct({
    keyword: Schema.String,
    suggestions: Schema.Array(SearchSuggestion),
    /** The words suggested for instead of a misspelt keyword; absent when suggested as typed. */
    corrected: Schema.optional(Schema.String),
  })

  const PopularKeyword = Schema.Struct({ rank: Schema.Number, keyword: Schema.String, count: Schema.Number })

  const PopularKeywordsOutput = Schema.Struct({ keywords: Schema.Array(PopularKeyword) })

  const outputs = {
    search: SearchOutput,
    searchSuggest: SearchSuggestOutput,
    popularKeywords: PopularKeywordsOutput,
  } as const
  return {
    MatchSpan,
    SearchGroupName,
    SearchReason,
    SearchLine,
    SearchPerson,
    SearchItem,
    SearchGroup,
    SearchOutput,
    SearchSuggestion,
    SearchSuggestOutput,
    PopularKeyword,
    PopularKeywordsOutput,
    outputs,
  }
}

type Made = ReturnType<typeof searchSchemas>
export type MatchSpan = Made['MatchSpan']['Type']
export type SearchGroupName = Made['SearchGroupName']['Type']
export type SearchReason = Made['SearchReason']['Type']
export type SearchLine = Made['SearchLine']['Type']
export type SearchPerson = Made['SearchPerson']['Type']
export type SearchItem = Made['SearchItem']['Type']
export type SearchGroup = Made['SearchGroup']['Type']
export type SearchOutput = Made['SearchOutput']['Type']
export type SearchSuggestion = Made['SearchSuggestion']['Type']
export type SearchSuggestOutput = Made['SearchSuggestOutput']['Type']
export type PopularKeyword = Made['PopularKeyword']['Type']
export type PopularKeywordsOutput = Made['PopularKeywordsOutput']['Type']
/** The search calls' output schemas, for the type of each call's output. */
export type SearchOutputs = Made['outputs']
