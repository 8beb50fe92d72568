import { type MouseEvent, type ReactNode, useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { HelpTocEntry } from '../../../core/api/schemas.help.ts'
import { PageFrame } from '../../components/PageFrame.tsx'
import './HelpDocument.css'

export interface HelpDocumentProps {
  readonly title: string
  /** The host's HTML (already sanitised by the host: docs/decisions/1600). */
  readonly html: string
  /** Its `##`/`###` headings, each with the id the host gave it. */
  readonly toc: readonly HelpTocEntry[]
  /** What goes between the title and the document: its summary, date, versions. */
  readonly meta?: ReactNode
}

/** A host time's day in Korean: '2026-03-01' → "2026년 3월 1일". */
export const koreanDate = (hostTime: string): string => {
  const [y, m, d] = hostTime.slice(0, 10).split('-').map(Number)
  return `${y}년 ${m}월 ${d}일`
}

/**
 * The host's HTML with each table in a labelled region the keyboard can reach: a wide table
 * scrolls sideways on a phone, and a scroller must be reachable to be read.
 */
const withScrollableTables = (html: string): string =>
  html
    .replaceAll('<table>', '<div class="help-doc__table" role="region" aria-label="표 (옆으로 밀어 볼 수 있습니다)" tabindex="0"><table>')
    .replaceAll('</table>', '</table></div>')

/** The heading a `#anchor` names, once the document is on the page (the browser's own jump came before it). */
const useScrollToHash = (html: string) => {
  const { hash } = useLocation()
  useEffect(() => {
    if (hash.length < 2) return
    let id = hash.slice(1)
    try {
      id = decodeURIComponent(id)
    } catch {
      // A malformed escape: the id as written.
    }
    document.getElementById(id)?.scrollIntoView()
  }, [hash, html])
}

/**
 * A help document (policy, guide, notice): its title as the page's h1, what `meta` says, a table
 * of contents (목차) linking to every heading, then the host's HTML. Links inside it to the site's
 * own pages move within the app instead of loading the site again.
 */
export function HelpDocument({ title, html, toc, meta }: HelpDocumentProps) {
  const navigate = useNavigate()
  useScrollToHash(html)
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a')
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const to = new URL(link.href, window.location.href)
    if (to.origin !== window.location.origin || link.target) return
    event.preventDefault()
    void navigate(to.pathname + to.search + to.hash)
  }
  return (
    <PageFrame title={title}>
      <div className="help-doc">
        {meta ? <div className="help-doc__meta">{meta}</div> : null}
        {toc.length > 0 ? (
          <nav className="help-doc__toc" aria-labelledby="help-doc-toc">
            <h2 id="help-doc-toc" className="help-doc__toc-title">
              목차
            </h2>
            <ol>
              {toc.map((entry) => (
                <li key={entry.id} className={entry.level === 3 ? 'help-doc__toc-sub' : undefined}>
                  <a href={`#${entry.id}`}>{entry.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {/* The host's sanitised HTML: nothing else may come in here (docs/decisions/1600). */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: one listener for the document's links, which are keyboard-reachable themselves */}
        <div className="help-doc__body" onClick={onClick} dangerouslySetInnerHTML={{ __html: withScrollableTables(html) }} />
      </div>
    </PageFrame>
  )
}

/** A document on its way: the same frame at the same places, so nothing jumps when it comes. */
export function HelpDocumentSkeleton() {
  return (
    <PageFrame>
      <div className="help-doc" aria-busy="true">
        <p className="visually-hidden">불러오는 중입니다…</p>
        <div className="help-doc__meta" aria-hidden="true">
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line skeleton--short" />
        </div>
        <div className="help-doc__body" aria-hidden="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <div key={i} className={i % 3 === 2 ? 'skeleton skeleton--line skeleton--short' : 'skeleton skeleton--line'} />
          ))}
        </div>
      </div>
    </PageFrame>
  )
}
