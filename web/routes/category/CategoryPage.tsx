import { Link, useNavigate } from 'react-router'
import { ErrorState } from '../../components/ErrorState.tsx'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'
import { useCurrentMenu, useMenuActions, useSections } from '../../shell/hooks.ts'
import type { categoryLoad } from './loader.ts'
import { usePageData, usePart } from '../../data/pageData.ts'
import './CategoryPage.css'

/** /category: the current section's categories (categoryList) with their title counts; another section is one tap away. */
export default function CategoryPage() {
  const current = useCurrentMenu()
  const sections = useSections()
  const { selectCategory, selectSection } = useMenuActions()
  const navigate = useNavigate()
  const categories = usePart(usePageData<typeof categoryLoad>().categories)
  return (
    <PageFrame>
      {sections.length > 0 ? (
        <nav className="category-sections" aria-label="서비스 선택">
          <ul>
            {sections.map((section) => (
              <li key={section.section_no}>
                <button
                  type="button"
                  className="category-sections__chip"
                  aria-pressed={section.section_no === current.sectionNo}
                  onClick={() => {
                    selectSection(section)
                    void navigate(paths.category(section.section_no), { replace: true, preventScrollReset: true })
                  }}
                >
                  {section.section_name}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {categories.status === 'loading' ? (
        <ul className="category-grid" aria-hidden="true" data-testid="category-loading">
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i}>
              <span className="category-grid__item skeleton" />
            </li>
          ))}
        </ul>
      ) : categories.status === 'error' ? (
        <ErrorState
          title="카테고리를 불러오지 못했습니다"
          message={categories.message}
          error={categories.error}
          onRetry={categories.retry}
          action={{ to: paths.home(), label: '홈으로' }}
        />
      ) : categories.data.category_list.length === 0 ? (
        <EmptyState message={`‘${current.sectionName}’에는 아직 카테고리가 없습니다`} action={{ to: paths.home(), label: '홈으로' }} />
      ) : (
        <nav aria-label={`${current.sectionName} 카테고리`}>
          <ul className="category-grid">
            {categories.data.category_list.map((item) => (
              <li key={item.category_no}>
                <Link className="category-grid__item" to={paths.contents(current.sectionNo, item.category_no)} onClick={() => selectCategory(item)}>
                  <span>{item.category_name}</span>
                  <span className="category-grid__count">{item.count.toLocaleString('ko-KR')}편</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </PageFrame>
  )
}
