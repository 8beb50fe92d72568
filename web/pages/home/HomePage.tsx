import { Link } from 'react-router'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'
import { useHomeSection, useMenuActions, useSections } from '../../shell/hooks.ts'
import { ContinueWatching } from './ContinueWatching.tsx'
import './HomePage.css'

/** /: the home frame. Its menu comes from the hosts; recommended rows arrive with the browse work. */
export default function HomePage() {
  const home = useHomeSection()
  const sections = useSections()
  const { selectSection, selectCategory } = useMenuActions()
  return (
    <PageFrame hideTitle>
      <ContinueWatching />
      {home && home.menu_list.length > 0 ? (
        <section className="home-block" aria-labelledby="home-menu">
          <h2 id="home-menu" className="home-block__title">
            {home.section_name}
          </h2>
          <ul className="home-chips">
            {home.menu_list.map((item) => (
              <li key={`${item.menu_no}-${item.category_no}`}>
                <Link
                  className="home-chips__chip"
                  to={paths.contents(home.section_no, item.category_no)}
                  onClick={() => selectCategory(item, home)}
                >
                  {item.menu_name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {sections.length > 0 ? (
        <section className="home-block" aria-labelledby="home-sections">
          <h2 id="home-sections" className="home-block__title">
            서비스별 보기
          </h2>
          <ul className="home-sections">
            {sections.map((section) => (
              <li key={section.section_no}>
                <Link className="home-sections__card" to={paths.contents(section.section_no)} onClick={() => selectSection(section)}>
                  <span className="home-sections__name">{section.section_name}</span>
                  <span className="home-sections__count">카테고리 {section.menu_list.length}개</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="home-block" aria-labelledby="home-picks">
        <h2 id="home-picks" className="home-block__title">
          오늘의 추천
        </h2>
        <EmptyState
          message="아직 추천할 작품이 없습니다"
          detail="작품이 등록되면 취향에 맞는 작품을 이곳에 모아 보여 드립니다."
          action={{ to: paths.search(), label: '작품 검색하기' }}
        />
      </section>
    </PageFrame>
  )
}
