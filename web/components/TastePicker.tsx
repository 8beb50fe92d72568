import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { type ActResult, MIN_TASTES } from '../data/actions.ts'
import type { tasteLoad } from '../routes/userTag/loader.ts'
import { usePageData, usePart } from '../data/pageData.ts'
import { ErrorState } from './ErrorState.tsx'
import './TastePicker.css'

/**
 * The member's taste: every tag of tagList as a checkbox chip, pre-checked from tasteGet (the
 * page's data: tasteLoad), posted to the page's route (tasteAct: tasteSet) once at least
 * MIN_TASTES are chosen. `onSaved` runs after a successful save.
 */
export function TastePicker({ onSaved, submitLabel = '저장하기' }: { readonly onSaved?: () => void; readonly submitLabel?: string }) {
  const fetcher = useFetcher<ActResult>()
  const data = usePageData<typeof tasteLoad>()
  const tags = usePart(data.tags)
  const taste = usePart(data.taste)
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null)
  const [message, setMessage] = useState<{ kind: 'ok' | 'problem'; text: string } | null>(null)
  const busy = fetcher.state === 'submitting'
  const result = fetcher.data
  // Once per answer (the page may pass a new onSaved each render).
  const saved = useRef(onSaved)
  saved.current = onSaved
  useEffect(() => {
    if (!result) return
    setMessage({ kind: result.ok ? 'ok' : 'problem', text: result.message })
    if (result.ok) saved.current?.()
  }, [result])

  useEffect(() => {
    if (taste.status === 'ok' && chosen === null) setChosen(new Set(taste.data.tag_urls))
  }, [taste, chosen])

  if (tags.status === 'error' || taste.status === 'error') {
    const failed = tags.status === 'error' ? tags : taste
    return <ErrorState title="취향 태그를 불러오지 못했습니다" message={failed.status === 'error' ? failed.message : ''} onRetry={tags.retry} />
  }
  if (tags.status === 'loading' || taste.status === 'loading' || chosen === null) {
    return (
      <ul className="taste__tags" aria-hidden="true" data-testid="taste-loading">
        {Array.from({ length: 16 }, (_, i) => (
          <li key={i}>
            <span className="taste__chip skeleton" style={{ width: `${4 + (i % 4)}em` }} />
          </li>
        ))}
      </ul>
    )
  }

  const toggle = (tagUrl: string) => {
    const next = new Set(chosen)
    if (next.has(tagUrl)) next.delete(tagUrl)
    else next.add(tagUrl)
    setChosen(next)
    setMessage(null)
  }
  return (
    <fetcher.Form
      method="post"
      className="taste"
      onSubmit={(e) => {
        // Too few chosen: said at once, nothing sent (the action checks again). Never twice at once.
        if (!busy && chosen.size >= MIN_TASTES) return
        e.preventDefault()
        if (!busy) setMessage({ kind: 'problem', text: `취향 태그를 ${MIN_TASTES}개 이상 골라 주세요.` })
      }}
      data-testid="taste-form"
    >
      <fieldset className="taste__set">
        <legend className="taste__legend">
          좋아하는 취향을 {MIN_TASTES}개 이상 골라 주세요 <span className="taste__count">({chosen.size}개 선택)</span>
        </legend>
        <ul className="taste__tags">
          {tags.data.tag_list.map((tag) => (
            <li key={tag.tag_url}>
              <label className="taste__chip">
                <input type="checkbox" name="tag_urls" value={tag.tag_url} checked={chosen.has(tag.tag_url)} onChange={() => toggle(tag.tag_url)} />
                <span>#{tag.tag_name}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className={`taste__message taste__message--${message?.kind ?? 'none'}`} role={message?.kind === 'problem' ? 'alert' : 'status'}>
        {message?.text ?? ''}
      </p>
      <button type="submit" className="button button--primary taste__submit" aria-disabled={busy}>
        {busy ? '저장하는 중…' : submitLabel}
      </button>
    </fetcher.Form>
  )
}
