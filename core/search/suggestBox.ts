import { checkKeyword } from './keyword.ts'

/**
 * The search box's suggestion model, a pure reducer the web drives (docs/decisions/1001-search-pages.md):
 * typing changes the input at once; when typing settles (the driver's debounce) the box asks for the
 * suggestions of the input as it is then; an answer is shown only while it is the answer for the
 * input as it is now, so a slow answer to an older input never replaces a newer one.
 */

export interface Suggestion {
  readonly title: string
}

export interface SuggestBoxState<S extends Suggestion = Suggestion> {
  /** What the box shows, as typed. */
  readonly input: string
  /** Number of the latest request; answers to others are stale. */
  readonly seq: number
  /** The request the driver should have in flight: its number and keyword. */
  readonly wanted: { readonly id: number; readonly keyword: string } | undefined
  /** The latest answer taken, and the keyword it answers. */
  readonly answer: { readonly keyword: string; readonly suggestions: readonly S[] } | undefined
  /** The latest request failed. */
  readonly failed: boolean
  /** The listbox is open (closed by Escape, choosing, or leaving). */
  readonly open: boolean
  /** The highlighted option (aria-activedescendant), -1 for none. */
  readonly active: number
}

export type SuggestBoxEvent<S extends Suggestion = Suggestion> =
  | { readonly type: 'box.typed'; readonly input: string }
  | { readonly type: 'box.settled' }
  | { readonly type: 'box.answered'; readonly id: number; readonly keyword: string; readonly suggestions: readonly S[] }
  | { readonly type: 'box.failed'; readonly id: number }
  | { readonly type: 'box.moved'; readonly by: 1 | -1 }
  | { readonly type: 'box.closed' }
  | { readonly type: 'box.opened' }

export const initialSuggestBox = <S extends Suggestion>(input = ''): SuggestBoxState<S> => ({
  input,
  seq: 0,
  wanted: undefined,
  answer: undefined,
  failed: false,
  open: false,
  active: -1,
})

/** The keyword an input asks for, or undefined when it is not a search yet (empty, emoji only…). */
export const keywordOf = (input: string): string | undefined => {
  const checked = checkKeyword(input)
  return checked.ok ? checked.keyword : undefined
}

export const suggestBox = <S extends Suggestion>(state: SuggestBoxState<S>, event: SuggestBoxEvent<S>): SuggestBoxState<S> => {
  switch (event.type) {
    case 'box.typed':
      return { ...state, input: event.input, open: true, active: -1, failed: false }
    case 'box.settled': {
      const keyword = keywordOf(state.input)
      if (keyword === undefined || keyword === state.wanted?.keyword) return state
      // Back to the input the latest answer is for: nothing to ask, and no older question wanted.
      if (keyword === state.answer?.keyword) return state.wanted ? { ...state, wanted: undefined } : state
      const id = state.seq + 1
      return { ...state, seq: id, wanted: { id, keyword } }
    }
    case 'box.answered': {
      // The latest request's answer is kept even if the input moved on: it is shown only while it matches.
      if (event.id !== state.seq) return state
      // Never trade the answer for the input as it is now for one that is not.
      const now = keywordOf(state.input)
      if (state.answer?.keyword === now && event.keyword !== now) return { ...state, wanted: undefined }
      return { ...state, answer: { keyword: event.keyword, suggestions: event.suggestions }, wanted: undefined, failed: false }
    }
    case 'box.failed':
      return event.id === state.seq ? { ...state, wanted: undefined, failed: true } : state
    case 'box.moved': {
      const n = selectSuggestions(state).length
      if (n === 0) return state
      const from = state.open ? state.active : -1
      const active = from === -1 ? (event.by === 1 ? 0 : n - 1) : (from + event.by + n) % n
      return { ...state, open: true, active }
    }
    case 'box.closed':
      return { ...state, open: false, active: -1 }
    case 'box.opened':
      return { ...state, open: true }
  }
}

/** The suggestions to show: the answer for the input as it is now, or none. */
export const selectSuggestions = <S extends Suggestion>(state: SuggestBoxState<S>): readonly S[] => {
  const keyword = keywordOf(state.input)
  return keyword !== undefined && state.answer?.keyword === keyword ? state.answer.suggestions : []
}

/** Whether the box is waiting for the suggestions of the input as it is now. */
export const selectWaiting = (state: SuggestBoxState): boolean => {
  const keyword = keywordOf(state.input)
  return keyword !== undefined && state.answer?.keyword !== keyword && !state.failed
}
