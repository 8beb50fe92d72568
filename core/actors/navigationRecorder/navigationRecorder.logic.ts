/**
 * The one rule for return addresses (design: same-origin paths only, no open redirect), used by
 * the return-address recorder, the login page's `?return_url=` and the web's route rules
 * (docs/decisions/0700). A path is judged in every form a browser or the router may give it:
 * percent-escapes decoded and dot segments resolved, again and again until nothing changes.
 */

/** More forms than this means escapes nested on purpose: refused rather than followed. */
const MAX_FORMS = 64

/** C0 controls, DEL and C1 controls: browsers drop some of them silently, which can rebuild `//`. */
const hasControl = (text: string): boolean => {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true
  }
  return false
}

/** `/` alone, or one slash then a character that is neither a slash nor a backslash. */
const hasOneLeadingSlash = (path: string): boolean => path === '/' || (path.startsWith('/') && path[1] !== '/' && path[1] !== '\\')

/** Whether one form of the path, as it stands, keeps to this origin. */
const isPlainPath = (path: string): boolean => hasOneLeadingSlash(path) && !path.includes('\\') && !hasControl(path)

/**
 * One round of percent-decoding of single-byte escapes (`%2e`, `%2F`, `%5C`, `%09`, ...): those
 * are the ones that can spell a slash, a backslash, a dot or a control character. Multi-byte
 * escapes (Korean words) stay as they are: they cannot change how a path is read.
 */
const decodeAsciiEscapes = (path: string): string => path.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

/** Splits a full path into its path part and the rest (`?query#hash`). */
const splitPath = (full: string): { readonly path: string; readonly rest: string } => {
  const end = full.search(/[?#]/)
  return end < 0 ? { path: full, rest: '' } : { path: full.slice(0, end), rest: full.slice(end) }
}

/**
 * Dot segments resolved as the URL standard does (`.` and `%2e` count as dots): `/a/../b` -> `/b`,
 * `/.//x` -> `//x`. An empty segment stays, which is exactly how `//host` reappears.
 */
const resolveDotSegments = (path: string): string => {
  const isDot = (segment: string) => segment === '.' || segment.toLowerCase() === '%2e'
  const isDotDot = (segment: string) => /^(?:\.|%2e){2}$/i.test(segment)
  const segments = path.split('/').slice(1)
  const out: string[] = []
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1
    if (isDotDot(segment)) {
      out.pop()
      if (last) out.push('')
    } else if (isDot(segment)) {
      if (last) out.push('')
    } else out.push(segment)
  })
  return `/${out.join('/')}`
}

/** Whether this form of a full path keeps to this origin, as it stands. */
const isPlainForm = (full: string): boolean => {
  const { path, rest } = splitPath(full)
  return isPlainPath(path) && !hasControl(rest) && !rest.includes('\\')
}

/** One reading step each: dots resolved (as the browser does), escapes decoded (as the router does). */
const readingsOf = (full: string): readonly string[] => {
  const { path, rest } = splitPath(full)
  return [`${resolveDotSegments(path)}${rest}`, `${decodeAsciiEscapes(path)}${rest}`]
}

/**
 * The path as the browser and the router finally read it (dots resolved, then escapes decoded,
 * until stable; query and hash kept), or undefined when any form reachable by resolving and
 * decoding, in any order and any number of times, would leave this origin: protocol-relative
 * (`//x`, `/\x`), not a path, hiding a backslash or a control character, or nested so deep that
 * its forms are too many to check.
 */
export const normalisedReturnPath = (full: string): string | undefined => {
  const seen = new Set<string>()
  const pending = [full]
  while (pending.length > 0) {
    const form = pending.pop()!
    if (seen.has(form)) continue
    seen.add(form)
    if (seen.size > MAX_FORMS || !isPlainForm(form)) return undefined
    pending.push(...readingsOf(form))
  }
  let current = full
  for (;;) {
    const [resolved] = readingsOf(current)
    const next = readingsOf(resolved!)[1]!
    if (next === current) return current
    current = next
  }
}

/**
 * Return addresses are same-origin paths only: true when every form of `path` (decoded, dot
 * segments resolved, until stable) starts with exactly one slash followed by neither a slash nor
 * a backslash, or is `/` alone, and holds no backslash or control character.
 */
export const isSameOriginPath = (path: string): boolean => normalisedReturnPath(path) !== undefined

/**
 * The return address to record for a navigation from `previous` to `next`: the previous full
 * path, when the full path changes and the previous one is a same-origin path; else none.
 */
export const returnUrlFor = (previous: string | null, next: string): string | undefined =>
  previous !== null && previous !== next && isSameOriginPath(previous) ? previous : undefined

/** A stored return address, kept only if it is still a same-origin path. */
export const restoredReturnUrl = (stored: string | undefined): string | null => (stored !== undefined && isSameOriginPath(stored) ? stored : null)
