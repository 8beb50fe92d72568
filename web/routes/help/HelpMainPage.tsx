import { type FormEvent, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { LinkList } from '../../components/LinkList.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import type { HelpLoad } from '../../data/helpReads.ts'
import { usePageData, usePart } from '../../data/pageData.ts'
import { paths } from '../../paths.ts'
import { useRouteEntry } from '../../shell/routeEntry.ts'
import { faqAt, helpLinks, noticesAt } from './helpLinks.ts'
import { NoticeRows } from './NoticeRows.tsx'
import { SupportContacts } from './SupportContacts.tsx'
import './Help.css'
import '../notice/NoticePage.css'

/** The search box: the FAQ opened at ?q=. */
function FaqSearchBox() {
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void navigate(faqAt({ q: text.trim() }))
  }
  return (
    <form className="faq__search" role="search" onSubmit={submit}>
      <label htmlFor="help-search">무엇을 도와드릴까요?</label>
      <div className="faq__search-row">
        <input
          id="help-search"
          type="search"
          value={text}
          placeholder="예: 성인 인증, 환불, ㅎㅂ"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          검색
        </button>
      </div>
    </form>
  )
}

/** /help and /help/main: the help centre: search, the FAQ's categories, the latest notices, 고객센터 and every document. */
export default function HelpMainPage() {
  const part = usePart(usePageData<HelpLoad<'centre'>>().help)
  // /help/main has no header: the page itself offers the way home.
  const bare = useRouteEntry()?.layout === 'empty'
  if (part.status === 'error')
    return (
      <PageFrame>
        <ErrorState title="고객센터를 불러오지 못했습니다" message={part.message} error={part.error} onRetry={part.retry} />
      </PageFrame>
    )
  if (part.status === 'loading')
    return (
      <PageFrame>
        <p aria-busy="true">불러오는 중입니다…</p>
      </PageFrame>
    )
  const { faq, notices } = part.data
  return (
    <PageFrame title="고객센터">
      <FaqSearchBox />
      <section className="help-block" aria-labelledby="help-faq">
        <h2 id="help-faq" className="help-block__title">
          자주 묻는 질문
        </h2>
        <ul className="help-categories">
          {faq.categories.map((c) => (
            <li key={c.category}>
              <Link className="help-categories__item" to={faqAt({ category: c.category })}>
                <span>{c.category}</span>
                <span className="help-categories__count">질문 {c.items.length}개</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="help-block" aria-labelledby="help-notices">
        <h2 id="help-notices" className="help-block__title">
          공지사항
        </h2>
        {notices === null ? (
          <p>최근 공지사항을 불러오지 못했습니다. 공지사항 목록에서 다시 확인해 주세요.</p>
        ) : notices.list.length === 0 ? (
          <p>등록된 공지사항이 없습니다.</p>
        ) : (
          <NoticeRows notices={notices.list} fromPage={1} />
        )}
        <Link to={noticesAt(1)}>공지사항 전체 보기</Link>
      </section>
      <SupportContacts />
      <section className="help-block" aria-labelledby="help-documents">
        <h2 id="help-documents" className="help-block__title">
          안내와 정책
        </h2>
        <LinkList label="안내와 정책 문서" links={helpLinks} />
      </section>
      {bare ? (
        <p>
          <Link className="button" to={paths.home()}>
            홈으로
          </Link>
        </p>
      ) : null}
    </PageFrame>
  )
}
