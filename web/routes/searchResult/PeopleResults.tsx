import { Link } from 'react-router'
import type { SearchPerson } from '../../../core/api/schemas.search.ts'
import { paths } from '../../paths.ts'
import { Highlighted } from '../../components/Highlighted.tsx'

const roleNames = { cast: '출연', director: '감독' } as const

/** People whose names matched: each with their roles, how many titles, and the first of them. */
export function PeopleResults({ people }: { readonly people: readonly SearchPerson[] }) {
  return (
    <section className="result-group" aria-labelledby="group-people">
      <h2 id="group-people" className="result-group__title">
        인물 <span className="result-group__count">{people.length}명</span>
      </h2>
      <ul className="people-results">
        {people.map((person) => (
          <li key={person.name} className="person-result" data-person={person.name}>
            <p className="person-result__name">
              <Highlighted text={person.name} spans={person.spans} />{' '}
              <span className="person-result__roles">
                {person.roles.map((r) => roleNames[r]).join(' · ')} · 작품 {person.total.toLocaleString('ko-KR')}편
              </span>
            </p>
            <ul className="person-result__titles" aria-label={`${person.name}의 작품`}>
              {person.titles.map((title) => (
                <li key={title.movie_url}>
                  <Link to={paths.movie(title.movie_url)} data-movie-url={title.movie_url}>
                    {title.title}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}
