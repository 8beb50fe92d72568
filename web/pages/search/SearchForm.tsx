import { type FormEvent, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '../../paths.ts'
import './SearchForm.css'

/** The search box: a non-blank word goes to its result page. */
export function SearchForm({ initial = '' }: { readonly initial?: string }) {
  const [text, setText] = useState(initial)
  const navigate = useNavigate()
  const inputId = useId()
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const word = text.trim()
    if (word) void navigate(paths.searchResult(word))
  }
  return (
    <form className="search-form" role="search" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        검색어
      </label>
      <input
        id={inputId}
        className="search-form__input"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="제목, 배우, 태그 검색"
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className="button button--primary">
        검색
      </button>
    </form>
  )
}
