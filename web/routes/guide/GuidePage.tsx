import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import type { HelpLoad } from '../../data/helpReads.ts'
import { usePageData, usePart } from '../../data/pageData.ts'
import { HelpDocument, HelpDocumentSkeleton } from '../policy/HelpDocument.tsx'

/** A guide (/settings/transitionHelp, /help/firstGuide): the same document frame as the policies. */
export default function GuidePage() {
  const part = usePart(usePageData<HelpLoad<'guide'>>().help)
  if (part.status === 'error')
    return (
      <PageFrame>
        <ErrorState title="안내를 불러오지 못했습니다" message={part.message} error={part.error} onRetry={part.retry} />
      </PageFrame>
    )
  if (part.status === 'loading') return <HelpDocumentSkeleton />
  const guide = part.data
  return <HelpDocument title={guide.title} html={guide.html} toc={guide.toc} meta={<p className="help-doc__summary">{guide.summary}</p>} />
}
