import { Link } from 'react-router'
import type { SearchItem } from '../../../core/api/schemas.search.ts'
import { formatRangeParam } from '../../../core/watch/rules.ts'
import { paths } from '../../paths.ts'
import { Highlighted } from '../../components/Highlighted.tsx'

/** A time in a title as a viewer reads it: 1:02:03 or 4:05. */
export const clockOf = (seconds: number): string => {
  const s = Math.floor(seconds)
  const hms = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60]
  return hms[0] ? `${hms[0]}:${String(hms[1]).padStart(2, '0')}:${String(hms[2]).padStart(2, '0')}` : `${hms[1]}:${String(hms[2]).padStart(2, '0')}`
}

/** The 대사 results: each line with its title and time, opening the player on exactly that line. */
export function LineResults({ items, label }: { readonly items: readonly SearchItem[]; readonly label: string }) {
  return (
    <ul className="line-results" aria-label={label}>
      {items.map((item) =>
        item.line ? (
          <li key={`${item.movie_url}@${item.line.start}`}>
            <Link
              className="line-result"
              to={paths.player(item.movie_url, formatRangeParam(item.line))}
              data-movie-url={item.movie_url}
              data-start={item.line.start}
            >
              <span className="line-result__text">
                “<Highlighted text={item.line.text} spans={item.line.spans} />”
              </span>
              <span className="line-result__meta">
                {item.title} · <time dateTime={`PT${Math.floor(item.line.start)}S`}>{clockOf(item.line.start)}</time>
              </span>
            </Link>
          </li>
        ) : null,
      )}
    </ul>
  )
}
