import { type PatternName, patterns } from '../../../web/paths.ts'
import { routeById, routeTable } from '../../../web/routes.ts'
import type { RouteEntry } from '../../../web/routeTypes.ts'

/**
 * Every route of web/routes.ts as a path a viewer could open (param routes with sample values),
 * with what its page must show: the Korean h1, the layout, the header.
 */

/** Sample values for the route params; Korean where a viewer would type Korean. */
const sampleParams: Readonly<Record<string, string>> = {
  search_text: '로맨스 영화',
  tag_url: '액션',
  movie_url: 'm1001',
  subpath: 'spring-event',
  scene_url: 's2001',
  bshorts_url: 'b3001',
  product: 'playy',
  view_type: '1',
  list_key: 'popular',
  provider: 'kakao',
  notice_no: '2016',
}

/** A route pattern with its params filled in (URI-encoded, as paths.ts builds links). */
export const samplePath = (pattern: string): string =>
  pattern.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = sampleParams[name]
    if (value === undefined) throw new Error(`no sample value for :${name} in ${pattern}`)
    return encodeURIComponent(value)
  })

/** Pages whose h1 says more than the route's title (the word searched, the tag, ...): what it must contain. */
const titleOverrides: Partial<Record<PatternName, RegExp>> = {
  searchResult: new RegExp(`${sampleParams['search_text']}.*검색 결과`),
  viewType: /^[가-힣]+ 보기$/,
  contents: /^[가-힣· ]+ 콘텐츠$/,
  // A title's own name, or the Korean not-found heading for an address the catalogue lacks.
  movie: /[가-힣]/,
  // A curated list's Korean name (docs/decisions/0950).
  listView: /[가-힣]/,
  // What plays (its title), or the Korean heading of a refusal (docs/decisions/1102).
  player: /[가-힣]/,
  scene: /[가-힣]/,
  // A help document's own title, or the Korean not-found heading where the hosts have no content.
  ...Object.fromEntries(
    (
      [
        'about',
        'agree',
        'privacy',
        'protect',
        'policyApp',
        'policyAppView',
        'policyBolaa',
        'policyBolaaView',
        'policySkytv',
        'policySkytvView',
        'policyProduct',
        'policyProductView',
        'transitionHelp',
        'firstGuide',
        'noticeDetail',
      ] as const
    ).map((id) => [id, /[가-힣]/]),
  ),
}

/** Pages that send a viewer on by themselves: Kakao's or Naver's callback, opened with no answer, goes to /login. */
const sendsOn: Partial<Record<PatternName, PatternName>> = { oauthCallback: 'login' }

export interface RouteSample {
  readonly id: PatternName
  /** Where the viewer goes. */
  readonly path: string
  readonly guarded: boolean
  /** The entry whose page ends up shown (a redirect route's target, else itself). */
  readonly shown: RouteEntry
  /** The path the viewer ends up on (a redirect's target, else `path`). */
  readonly finalPath: string
  /** The h1 it must show: the exact route title, or a pattern for pages that say more. */
  readonly title: string | RegExp
}

/** The entry a redirect route sends to, found by matching its target against the table. */
const redirectTarget = (entry: RouteEntry, path: string): { entry: RouteEntry; path: string } => {
  const params = Object.fromEntries([...entry.path.matchAll(/:([a-z_]+)/g)].map(([, name]) => [name!, sampleParams[name!]] as const))
  const target = entry.redirect!(params)
  const found = routeTable.find((candidate) => !candidate.redirect && matches(candidate.path, target))
  if (!found) throw new Error(`${path} redirects to ${target}, which no route serves`)
  return { entry: found, path: target }
}

const matches = (pattern: string, path: string): boolean => new RegExp(`^${pattern.replace(/:[a-z_]+/g, '[^/]+')}$`).test(path.split('?')[0]!)

export const routeSamples: readonly RouteSample[] = routeTable.map((entry) => {
  const path = samplePath(entry.path)
  const onward = sendsOn[entry.id]
  const target = entry.redirect ? redirectTarget(entry, path) : onward ? { entry: routeById(onward), path: patterns[onward] } : { entry, path }
  return {
    id: entry.id,
    path,
    guarded: entry.guard === 'auth',
    shown: target.entry,
    finalPath: target.path,
    title: titleOverrides[target.entry.id] ?? target.entry.title,
  }
})

/** The login route, where a guard sends guests. */
export const loginRoute = routeById('login')

export { patterns }
