import type { SearchReason } from '../../../core/api/schemas.search.ts'
import { Highlighted } from '../../components/Highlighted.tsx'

/** What each reason is called on a result: 출연 안민재, 장르 판타지, 태그 #힐링. */
const reasonLabels: Readonly<Record<SearchReason['field'], string>> = {
  cast: '출연',
  director: '감독',
  genre: '장르',
  tag: '태그',
  synopsis: '줄거리',
  similar: '비슷한 제목',
}

/** Why a title matched when it was not by its name, its matched part marked. */
export function ResultReason({ reason }: { readonly reason: SearchReason }) {
  const text = reason.field === 'tag' ? `#${reason.text}` : reason.text
  const spans = reason.field === 'tag' ? reason.spans.map((s) => ({ start: s.start + 1, end: s.end + 1 })) : reason.spans
  return (
    <span className={`result-item__reason result-item__reason--${reason.field}`} data-reason={reason.field}>
      <span className="result-item__reason-label">{reasonLabels[reason.field]}</span>{' '}
      {reason.field === 'similar' ? null : <Highlighted text={text} spans={spans} />}
    </span>
  )
}
