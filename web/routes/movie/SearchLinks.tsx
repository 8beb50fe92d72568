import { Fragment } from 'react'
import { Link } from 'react-router'
import { paths } from '../../paths.ts'

/** Names on a title's page, each a link to what search finds for it (their other titles). */
export function SearchLinks({ words }: { readonly words: readonly string[] }) {
  return (
    <>
      {words.map((word, i) => (
        <Fragment key={i}>
          {i > 0 ? ', ' : null}
          <Link className="detail__credit" to={paths.searchResult(word)}>
            {word}
          </Link>
        </Fragment>
      ))}
    </>
  )
}
