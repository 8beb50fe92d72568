import { Link } from 'react-router'
import './LinkList.css'

export interface LinkListProps {
  /** The nav's accessible name. */
  readonly label: string
  readonly links: readonly { readonly to: string; readonly label: string; readonly description?: string }[]
}

/** A list of pages to go on to, as a nav (settings and help hubs). */
export function LinkList({ label, links }: LinkListProps) {
  return (
    <nav className="link-list" aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="link-list__item">
              <span>{link.label}</span>
              {link.description ? <span className="link-list__description">{link.description}</span> : null}
              <span className="link-list__chevron" aria-hidden="true">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
