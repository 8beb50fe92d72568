import { isSameOriginPath } from '../core/actors/navigationRecorder/navigationRecorder.logic.ts'
import { patterns } from './paths.ts'

/**
 * Return addresses and route-rule redirects, kept apart from React so their rules are plain
 * functions: a return address is a same-origin path or nothing (no open redirect).
 */

/**
 * The same-origin full path `raw` names, or undefined when it is absolute to another origin,
 * protocol-relative, malformed, or the login page itself (which would loop).
 */
export const safeReturnPath = (raw: string | null | undefined, origin: string): string | undefined => {
  // The core's rule for return addresses first (one slash, no backslash or control character).
  if (!raw || !isSameOriginPath(raw)) return undefined
  let url: URL
  try {
    url = new URL(raw, origin)
  } catch {
    return undefined
  }
  if (url.origin !== new URL(origin).origin) return undefined
  if (url.pathname === patterns.login) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

/** Where a route rule sends the viewer: a path inside the app, or a URL that leaves it. */
export type RedirectTarget =
  | { readonly kind: 'internal'; readonly path: string }
  | { readonly kind: 'external'; readonly url: string }

/**
 * Classifies a route rule's target. An absolute URL on another origin leaves the app (a full
 * page load); anything on this origin stays a client-side redirect.
 */
export const classifyRedirect = (target: string, origin: string): RedirectTarget => {
  const url = new URL(target, origin)
  if (url.origin === new URL(origin).origin) return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` }
  return { kind: 'external', url: url.href }
}
