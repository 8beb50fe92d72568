import { Link } from 'react-router'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'
import { useCurrentMenu, useMenuActions } from '../../shell/hooks.ts'
import './CategoryPage.css'

/** /category: the current section's categories, from the menu the hosts sent. */
export default function CategoryPage() {
  const current = useCurrentMenu()
  const { selectCategory } = useMenuActions()
  const items = current.menuList
  return (
    <PageFrame>
      {items.length === 0 ? (
        <EmptyState
          message={`‘${current.sectionName}’에는 아직 카테고리가 없습니다`}
          action={{ to: paths.home(), label: '홈으로' }}
        />
      ) : (
        <nav aria-label={`${current.sectionName} 카테고리`}>
          <ul className="category-grid">
            {items.map((item) => (
              <li key={`${item.menu_no}-${item.category_no}`}>
                <Link
                  className="category-grid__item"
                  to={paths.contents(current.sectionNo, item.category_no)}
                  onClick={() => selectCategory(item)}
                >
                  {item.menu_name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </PageFrame>
  )
}
