import type { MatchSpan } from '../../core/api/schemas.search.ts'
import { highlightParts } from '../../core/search/index.ts'

/** A title with its matched part in <mark>. */
export function Highlighted({ text, spans }: { readonly text: string; readonly spans: readonly MatchSpan[] }) {
  return <>{highlightParts(text, spans).map((part, i) => (part.matched ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>
}

/** Each kind's Korean name. */
export const kindNames: Readonly<Record<string, string>> = {
  movie: '영화',
  series: '시리즈',
  short: '숏폼',
  scene: '명장면',
  crop: '구간',
}
