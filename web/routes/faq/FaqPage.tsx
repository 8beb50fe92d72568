import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import type { FaqItem, FaqListOutput } from '../../../core/api/schemas.help.ts'
import { highlightParts } from '../../../core/search/highlight.ts'
import type { Span } from '../../../core/search/match.ts'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import type { HelpLoad } from '../../data/helpReads.ts'
import { usePageData, usePart } from '../../data/pageData.ts'
import { searchFaq } from './faqSearch.ts'
import { faqAt } from '../help/helpLinks.ts'
import { SupportContacts } from '../help/SupportContacts.tsx'
import '../help/Help.css'

/** One question: a native disclosure (keyboard and screen readers for free), its id its own link. */
function Question({ item, span }: { readonly item: FaqItem; readonly span?: Span | undefined }) {
  return (
    <details className="faq__item" id={item.id}>
      <summary className="faq__question">
        {span
          ? highlightParts(item.question, [span]).map((part, i) => (part.matched ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))
          : item.question}
      </summary>
      <div className="faq__answer help-centre-html" dangerouslySetInnerHTML={{ __html: item.answer_html }} />
      <a className="faq__link" href={`#${item.id}`}>
        이 질문의 주소
      </a>
    </details>
  )
}

/** /settings/help/faq: the questions by category (?category=), or those a search finds (?q=); #id opens one. */
export default function FaqPage() {
  const part = usePart(usePageData<HelpLoad<'faq'>>().help)
  // A new ?q= or ?category= reads the list again: the one on screen stays, so the search box keeps its focus.
  const last = useRef<FaqListOutput | undefined>(undefined)
  if (part.status === 'ok') last.current = part.data
  const data = part.status === 'ok' ? part.data : last.current
  const [params, setParams] = useSearchParams()
  const { hash } = useLocation()
  const q = params.get('q') ?? ''
  const category = params.get('category') ?? ''
  const [text, setText] = useState(q)
  const pushed = useRef(q)
  useEffect(() => {
    if (q !== pushed.current) setText((pushed.current = q))
  }, [q])

  useEffect(() => {
    if (!data || !hash) return
    const target = document.getElementById(decodeURIComponent(hash.slice(1)))
    if (!(target instanceof HTMLDetailsElement)) return
    target.open = true
    target.scrollIntoView({ block: 'start' })
    target.querySelector('summary')?.focus({ preventScroll: true })
  }, [data, hash])

  if (!data) {
    if (part.status === 'error')
      return (
        <PageFrame>
          <ErrorState title="자주 묻는 질문을 불러오지 못했습니다" message={part.message} error={part.error} onRetry={part.retry} />
        </PageFrame>
      )
    return (
      <PageFrame>
        <p aria-busy="true">불러오는 중입니다…</p>
      </PageFrame>
    )
  }

  const search = (value: string) => {
    setText(value)
    pushed.current = value.trim()
    setParams(value.trim() ? { q: value.trim() } : {}, { replace: true, preventScrollReset: true })
  }
  const keyword = text.trim()
  const hits = keyword ? searchFaq(data.categories, keyword) : []
  const shown = keyword ? [] : data.categories.filter((c) => !category || c.category === category)

  return (
    <PageFrame>
      <form className="faq__search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="faq-search">질문 검색</label>
        <input
          id="faq-search"
          type="search"
          value={text}
          placeholder="예: 성인 인증, ㅅㅇㅇㅈ"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => search(event.target.value)}
        />
      </form>
      <nav className="help-chips" aria-label="질문 분류">
        <ul>
          <li>
            <Link className="help-chips__chip" to={faqAt()} aria-current={!keyword && !category ? 'page' : undefined} preventScrollReset>
              전체
            </Link>
          </li>
          {data.categories.map((c) => (
            <li key={c.category}>
              <Link
                className="help-chips__chip"
                to={faqAt({ category: c.category })}
                aria-current={!keyword && category === c.category ? 'page' : undefined}
                preventScrollReset
              >
                {c.category}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="faq__count" role="status" aria-live="polite">
        {keyword ? `‘${keyword}’ 검색 결과 ${hits.length}개` : ''}
      </p>
      {keyword ? (
        hits.length > 0 ? (
          <ul className="faq__list">
            {hits.map((hit) => (
              <li key={hit.item.id}>
                <p className="faq__category">{hit.category}</p>
                <Question item={hit.item} span={hit.span} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            message={`‘${keyword}’에 맞는 질문을 찾지 못했습니다`}
            detail="다른 낱말이나 초성으로 찾아보시거나, 고객센터로 문의해 주세요."
            action={{ to: faqAt(), label: '전체 질문 보기' }}
          />
        )
      ) : shown.length > 0 ? (
        shown.map((c, i) => (
          <section key={c.category} className="faq__category-block" aria-labelledby={`faq-category-${i}`}>
            <h2 id={`faq-category-${i}`} className="faq__category-title">
              {c.category}
            </h2>
            <ul className="faq__list">
              {c.items.map((item) => (
                <li key={item.id}>
                  <Question item={item} />
                </li>
              ))}
            </ul>
          </section>
        ))
      ) : (
        <EmptyState message="이 분류에는 질문이 없습니다" action={{ to: faqAt(), label: '전체 질문 보기' }} />
      )}
      <SupportContacts />
    </PageFrame>
  )
}
