import type { ReactNode } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import type { PolicyDocumentOutput } from '../../../core/api/schemas.help.ts'
import { ResultCode, resultCodeOf } from '../../../core/contract/index.ts'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import type { HelpLoad } from '../../data/helpReads.ts'
import { usePageData, usePart } from '../../data/pageData.ts'
import { paths } from '../../paths.ts'
import { HelpDocument, HelpDocumentSkeleton, koreanDate } from './HelpDocument.tsx'
import './PolicyPage.css'

/** The document's version line, every version (the one in force marked 현행), and a warning on an earlier one. */
function PolicyMeta({ doc, current }: { readonly doc: PolicyDocumentOutput; readonly current: string }) {
  const inForce = doc.versions[0]
  const earlier = inForce !== undefined && doc.version !== inForce.version
  return (
    <>
      <p className="help-doc__summary">{doc.summary}</p>
      <p className="help-doc__dates">
        시행일 {koreanDate(doc.effective)} · 버전 {doc.version}
      </p>
      {earlier ? (
        <p className="policy__earlier" role="note" data-testid="policy-earlier">
          지금 보고 계신 문서는 이전 버전({doc.version})으로, 현재 시행되지 않습니다. <Link to={current}>현행 버전({inForce.version}) 보기</Link>
        </p>
      ) : null}
      {doc.versions.length > 1 ? (
        <div className="policy__versions">
          <p className="policy__versions-title">버전 기록</p>
          <ul>
            {doc.versions.map((v, i) => (
              <li key={v.version}>
                {v.version === doc.version ? (
                  <span aria-current="page">버전 {v.version}</span>
                ) : (
                  <Link to={i === 0 ? current : `${current}?version=${encodeURIComponent(v.version)}`}>버전 {v.version}</Link>
                )}{' '}
                · {koreanDate(v.effective)} 시행{i === 0 ? <strong className="policy__in-force">현행</strong> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  )
}

/**
 * A policy document's page: terms, privacy, youth protection, about (/settings/help/*) and the
 * /main/policy/* pages. Their /{view_type} variant is what an app opens inside itself: the document
 * alone, without even the back bar (docs/decisions/1631).
 */
export default function PolicyPage() {
  const part = usePart(usePageData<HelpLoad<'policy'>>().help)
  const bare = useParams()['view_type'] !== undefined
  const { pathname, search } = useLocation()
  const asked = new URLSearchParams(search).get('version')
  const page = (body: ReactNode) => <div className={bare ? 'policy policy--bare' : 'policy'}>{body}</div>
  if (part.status === 'loading') return page(<HelpDocumentSkeleton />)
  if (part.status === 'error') {
    if (resultCodeOf(part.error) === ResultCode.dataNotFound) {
      return page(
        asked ? (
          <PageFrame title="문서의 해당 버전을 찾을 수 없습니다">
            <EmptyState
              message="요청하신 버전을 찾을 수 없습니다"
              detail={`이 문서에는 버전(${asked})이 없습니다. 지금 시행 중인 버전을 보세요.`}
              action={{ to: pathname, label: '현행 버전 보기' }}
            />
          </PageFrame>
        ) : (
          <PageFrame title="문서를 찾을 수 없습니다">
            <EmptyState
              message="요청하신 문서가 없습니다"
              detail="주소가 바뀌었거나 없어진 문서입니다. 도움말에서 찾아 보세요."
              action={{ to: paths.settingsHelp(), label: '도움말로' }}
            />
          </PageFrame>
        ),
      )
    }
    return page(
      <PageFrame>
        <ErrorState title="문서를 불러오지 못했습니다" message={part.message} error={part.error} onRetry={part.retry} />
      </PageFrame>,
    )
  }
  return page(<HelpDocument title={part.data.title} html={part.data.html} toc={part.data.toc} meta={<PolicyMeta doc={part.data} current={pathname} />} />)
}
