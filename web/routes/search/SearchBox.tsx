import { type FormEvent, type KeyboardEvent, useEffect, useId, useReducer, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { SearchSuggestion } from '../../../core/api/schemas.search.ts'
import { checkKeyword, initialSuggestBox, keywordOf, selectSuggestions, selectWaiting, suggestBox } from '../../../core/search/index.ts'
import { paths } from '../../paths.ts'
import { Highlighted, kindNames } from '../../components/Highlighted.tsx'
import './SearchBox.css'
import { hostRead } from '../../data/hostReads.ts'

/** Typing must pause this long before the box asks for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 150

export interface SearchBoxProps {
  readonly initial?: string
  /** Called with the keyword or title the viewer searched or chose (recent searches). */
  readonly onSearched?: (keyword: string) => void
  readonly autoFocus?: boolean
}

/**
 * The search box: a WAI-ARIA combobox whose listbox suggests titles as the viewer types (arrow
 * keys move, Enter opens the highlighted title or searches the text, Escape closes, then clears),
 * with a polite live region saying how many suggestions there are. The model is core/search's
 * suggestBox; this component only drives it (debounce, requests) and draws it.
 */
export function SearchBox({ initial = '', onSearched, autoFocus = false }: SearchBoxProps) {
  const navigate = useNavigate()
  const [state, dispatch] = useReducer(suggestBox<SearchSuggestion>, initial, (input) => initialSuggestBox<SearchSuggestion>(input))
  const [problem, setProblem] = useState<string | undefined>(undefined)
  // A misspelt keyword's suggestions are for its near miss ('사랑의 불시착'): said above them.
  const [corrections, setCorrections] = useState<{ readonly keyword: string; readonly corrected?: string }>({ keyword: '' })
  const inputRef = useRef<HTMLInputElement>(null)
  const id = useId()
  const listId = `${id}-list`
  const hintId = `${id}-hint`
  const optionId = (i: number) => `${id}-option-${i}`

  // Ask once typing settles: typing, not the words a results page opens with (already searched).
  const typed = state.input !== initial
  useEffect(() => {
    if (!typed) return
    const timer = setTimeout(() => dispatch({ type: 'box.settled' }), SUGGEST_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [state.input, typed])

  // The wanted request; a newer one aborts it (its late answer would be dropped anyway).
  const wanted = state.wanted
  useEffect(() => {
    if (!wanted) return
    const abort = new AbortController()
    hostRead('searchSuggest', { keyword: wanted.keyword }, { signal: abort.signal }).then(
      (output) => {
        if (abort.signal.aborted) return
        setCorrections({ keyword: wanted.keyword, ...(output.corrected ? { corrected: output.corrected } : {}) })
        dispatch({ type: 'box.answered', id: wanted.id, keyword: wanted.keyword, suggestions: output.suggestions })
      },
      () => !abort.signal.aborted && dispatch({ type: 'box.failed', id: wanted.id }),
    )
    return () => abort.abort()
  }, [wanted])

  const suggestions = selectSuggestions(state)
  const waiting = selectWaiting(state)
  const expanded = state.open && suggestions.length > 0
  const active = expanded && state.active >= 0 ? state.active : -1

  const open = (suggestion: SearchSuggestion) => {
    dispatch({ type: 'box.closed' })
    onSearched?.(suggestion.title)
    void navigate(paths.movie(suggestion.movie_url))
  }
  const submit = () => {
    const checked = checkKeyword(state.input)
    if (!checked.ok) {
      setProblem(checked.message)
      inputRef.current?.focus()
      return
    }
    dispatch({ type: 'box.closed' })
    onSearched?.(checked.keyword)
    void navigate(paths.searchResult(checked.keyword))
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (active >= 0) open(suggestions[active]!)
    else submit()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      dispatch({ type: 'box.moved', by: event.key === 'ArrowDown' ? 1 : -1 })
    } else if (event.key === 'Escape') {
      event.preventDefault()
      if (expanded) dispatch({ type: 'box.closed' })
      else if (state.input) dispatch({ type: 'box.typed', input: '' })
    }
  }

  const corrected = expanded && corrections.keyword === keywordOf(state.input) ? corrections.corrected : undefined
  const announcement =
    !state.open || waiting || !checkKeyword(state.input).ok
      ? ''
      : state.failed
        ? '추천 검색어를 불러오지 못했습니다.'
        : suggestions.length > 0
          ? `${corrected ? `‘${corrected}’ 추천 결과입니다. ` : ''}추천 검색어 ${suggestions.length}개가 있습니다. 위아래 화살표로 고르고 Enter로 여세요.`
          : '추천 검색어가 없습니다.'

  return (
    <form className="search-box" role="search" aria-label="작품 검색" onSubmit={onSubmit}>
      <div className="search-box__field">
        <label htmlFor={`${id}-input`} className="visually-hidden">
          검색어
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="search-box__input"
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-describedby={hintId}
          aria-invalid={problem ? true : undefined}
          value={state.input}
          onChange={(event) => {
            setProblem(undefined)
            dispatch({ type: 'box.typed', input: event.target.value })
          }}
          onKeyDown={onKeyDown}
          onFocus={() => dispatch({ type: 'box.opened' })}
          onBlur={() => dispatch({ type: 'box.closed' })}
          placeholder="제목이나 초성으로 검색 (예: ㅅㄹ)"
          enterKeyHint="search"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus={autoFocus}
        />
        <button type="submit" className="button button--primary search-box__submit">
          검색
        </button>
        <ul id={listId} role="listbox" aria-label={corrected ? `‘${corrected}’ 추천 검색어` : '추천 검색어'} className="search-box__list" hidden={!expanded}>
          {corrected ? (
            <li className="search-box__corrected" aria-hidden="true" data-testid="suggest-corrected">
              ‘{corrected}’ 추천 결과
            </li>
          ) : null}
          {suggestions.map((suggestion, i) => (
            <li
              key={suggestion.movie_url}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className="search-box__option"
              data-movie-url={suggestion.movie_url}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => open(suggestion)}
            >
              <span className="search-box__option-title">
                <Highlighted text={suggestion.title} spans={suggestion.spans} />
              </span>
              <span className="search-box__option-kind">{kindNames[suggestion.kind] ?? ''}</span>
            </li>
          ))}
        </ul>
      </div>
      <p id={hintId} className={problem ? 'search-box__problem' : 'visually-hidden'} role={problem ? 'alert' : undefined}>
        {problem ?? '초성(ㅅㄹ), 띄어쓰기 없이, 쓰는 중인 글자로도 찾을 수 있습니다.'}
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="search-suggest-status">
        {announcement}
      </p>
    </form>
  )
}
