import { useMatches } from 'react-router'
import type { RouteEntry } from '../routeTypes.ts'

/** What router.tsx puts in each page route's handle. */
export interface RouteHandle {
  readonly entry: RouteEntry
}

const isRouteHandle = (handle: unknown): handle is RouteHandle => typeof handle === 'object' && handle !== null && 'entry' in handle

/** The route-table entry of the deepest matched page, if any (none on the 404 page). */
export const useRouteEntry = (): RouteEntry | undefined => {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle
    if (isRouteHandle(handle)) return handle.entry
  }
  return undefined
}
