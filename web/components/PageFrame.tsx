import { type ReactNode, useEffect } from 'react'
import { documentTitle } from '../brand.ts'
import { useRouteEntry } from '../shell/routeEntry.ts'
import { TestId } from '../testids.ts'
import './PageFrame.css'

export interface PageFrameProps {
  /** Overrides the route table's title (e.g. the search word). */
  readonly title?: string
  /** Keeps the h1 for screen readers only (the home page, whose header says it all). */
  readonly hideTitle?: boolean
  /** One line, cut with an ellipsis (a title's name: its wrapping must not depend on the font). */
  readonly oneLineTitle?: boolean
  readonly children?: ReactNode
}

/** A page's frame: its one h1 (the route's Korean title) and the document title. */
export function PageFrame({ title, hideTitle = false, oneLineTitle = false, children }: PageFrameProps) {
  const entry = useRouteEntry()
  const heading = title ?? entry?.title ?? ''
  useEffect(() => {
    if (heading) document.title = documentTitle(heading)
  }, [heading])
  return (
    <div className="page">
      <h1
        className={hideTitle ? 'visually-hidden' : oneLineTitle ? 'page__title page__title--one-line' : 'page__title'}
        title={oneLineTitle ? heading : undefined}
        data-testid={TestId.pageTitle}
      >
        {heading}
      </h1>
      {children}
    </div>
  )
}
