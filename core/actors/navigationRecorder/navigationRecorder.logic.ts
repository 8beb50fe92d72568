/**
 * Return addresses are same-origin paths only (design: no open redirect). A path qualifies when it
 * starts with one slash, has no second slash or backslash right after it (`//x` and `/\x` are
 * protocol-relative to browsers), and holds no backslash or control character anywhere (browsers
 * turn `\` into `/` and drop tabs and newlines, which could rebuild `//x`).
 */
export const isSameOriginPath = (path: string): boolean => {
  if (!path.startsWith('/')) return false
  if (path.startsWith('//')) return false
  for (const char of path) {
    const code = char.codePointAt(0) ?? 0
    if (char === '\\' || code < 0x20 || code === 0x7f) return false
  }
  return true
}

/**
 * The return address to record for a navigation from `previous` to `next`: the previous full
 * path, when the full path changes and the previous one is a same-origin path; else none.
 */
export const returnUrlFor = (previous: string | null, next: string): string | undefined =>
  previous !== null && previous !== next && isSameOriginPath(previous) ? previous : undefined

/** A stored return address, kept only if it is still a same-origin path. */
export const restoredReturnUrl = (stored: string | undefined): string | null =>
  stored !== undefined && isSameOriginPath(stored) ? stored : null
