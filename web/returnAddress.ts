import { isSameOriginPath, normalisedReturnPath } from '../core/actors/navigationRecorder/navigationRecorder.logic.ts'
import { patterns } from './paths.ts'

/**
 * Return addresses and route-rule redirects, kept apart from React so their rules are plain
 * functions. Both go through the core's one rule for return addresses (isSameOriginPath,
 * docs/decisions/0700): a same-origin path in every decoded and dot-resolved form, or nothing.
 */

/** The login page in any spelling the router matches (its matching ignores case and a trailing slash). */
const isLoginPath = (pathname: string): boolean => pathname.replace(/\/$/, '').toLowerCase() === patterns.login.toLowerCase()

/**
 * The same-origin full path `raw` names, as the browser resolves it, or undefined when any of its
 * decoded or dot-resolved forms leaves the site, or it is the login page itself (which would loop).
 */
export const safeReturnPath = (raw: string | null | undefined, origin: string): string | undefined => {
  const normalised = raw ? normalisedReturnPath(raw) : undefined
  if (!raw || normalised === undefined) return undefined
  let url: URL
  try {
    url = new URL(raw, origin)
  } catch {
    return undefined
  }
  if (url.origin !== new URL(origin).origin) return undefined
  if (isLoginPath(url.pathname) || isLoginPath(new URL(normalised, origin).pathname)) return undefined
  const resolved = `${url.pathname}${url.search}${url.hash}`
  // What the router is handed must itself pass the rule (it does whenever `raw` did).
  return isSameOriginPath(resolved) ? resolved : undefined
}

/** Where a route rule sends the viewer: a path inside the app, or a URL that leaves it. */
export type RedirectTarget = { readonly kind: 'internal'; readonly path: string } | { readonly kind: 'external'; readonly url: string }

/**
 * Classifies a route rule's target. An absolute URL on another origin leaves the app (a full
 * page load); a path on this origin stays a client-side redirect if it passes the return-address
 * rule, and otherwise goes home: the router would read `//x` as another site.
 */
export const classifyRedirect = (target: string, origin: string): RedirectTarget => {
  const url = new URL(target, origin)
  if (url.origin !== new URL(origin).origin) return { kind: 'external', url: url.href }
  const path = `${url.pathname}${url.search}${url.hash}`
  return { kind: 'internal', path: isSameOriginPath(path) ? path : patterns.home }
}
