import { ContentViewCount, SortOrder } from '../../core/contract/index.ts'
import './ListControls.css'
import { widthOfText } from './ScrollRow.tsx'

/** The four sort orders of docs/product.md §9, in Korean. */
export const sortLabels: ReadonlyArray<readonly [number, string]> = [
  [SortOrder.latest, '최신순'],
  [SortOrder.popular, '인기순'],
  [SortOrder.name, '이름순'],
  [SortOrder.savedCount, '저장순'],
]

export interface ListControlsProps {
  readonly sort: number
  readonly count: number
  /** How many titles the list has, once known. */
  readonly total?: number | undefined
  onChange(next: { sort?: number; count?: number }): void
}

/** A list's sort order (four buttons, the chosen one pressed) and page size (30 or 50). */
export function ListControls({ sort, count, total, onChange }: ListControlsProps) {
  return (
    <div className="list-controls">
      <div className="list-controls__sorts" role="group" aria-label="정렬">
        {sortLabels.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className="list-controls__sort"
            aria-pressed={sort === value}
            style={widthOfText(label)}
            onClick={() => onChange({ sort: value })}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="list-controls__side">
        <span className="list-controls__total" aria-live="polite">
          {total !== undefined ? `${total.toLocaleString('ko-KR')}편` : ''}
        </span>
        <select className="list-controls__count" aria-label="한 번에 볼 개수" value={count} onChange={(e) => onChange({ count: Number(e.target.value) })}>
          {Object.values(ContentViewCount).map((n) => (
            <option key={n} value={n}>
              {n}개씩
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
