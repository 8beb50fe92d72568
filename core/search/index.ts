/** Hangul-aware search, framework-free: the stand-in's search host and the web (highlighting, recent searches). */
export { type FoldedText, fold, initialOf, isSyllable } from './fold.ts'
export { type KeywordCheck, type KeywordProblem, KEYWORD_MAX_LENGTH, checkKeyword, keywordMessages } from './keyword.ts'
export { type CompiledQuery, MatchTier, type Span, type TextMatch, compileQuery, matchText } from './match.ts'
export { type SearchHit, type SearchIndex, type SearchTextHit, createSearchIndex } from './searchIndex.ts'
export { type TextPart, highlightParts } from './highlight.ts'
export {
  type Suggestion,
  type SuggestBoxEvent,
  type SuggestBoxState,
  initialSuggestBox,
  keywordOf,
  selectSuggestions,
  selectWaiting,
  suggestBox,
} from './suggestBox.ts'
export { RECENT_MAX, addRecent, parseRecent, removeRecent } from './recent.ts'
