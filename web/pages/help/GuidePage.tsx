import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import type { HelpLoad } from '../../data/helpReads.ts'
import { usePageData, usePart } from '../../data/pageData.ts'

/** A guide (/settings/transitionHelp, /help/firstGuide). */
export default function GuidePage() {
  const part = usePart(usePageData<HelpLoad<'guide'>>().help)
  if (part.status === 'error') return <PageFrame><ErrorState title="문서를 불러오지 못했습니다" message={part.message} error={part.error} onRetry={part.retry} /></PageFrame>
  if (part.status === 'loading') return <PageFrame><p aria-busy="true">불러오는 중입니다…</p></PageFrame>
  return (
    <PageFrame title={part.data.title}>
      <div dangerouslySetInnerHTML={{ __html: part.data.html }} />
    </PageFrame>
  )
}
