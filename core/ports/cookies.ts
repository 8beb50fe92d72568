import type { CookieName, CookieOptions } from '../contract/index.ts'

/** The browser's cookies as the core sees them: web/adapters/cookies.ts in the browser, a tough-cookie jar in cli/ (cli/adapters/jarCookies.ts). */
export interface Cookies {
  get(name: CookieName): string | undefined
  set(name: CookieName, value: string, options: CookieOptions): void
  remove(name: CookieName, options: CookieOptions): void
}

/** An in-memory implementation, for tests and headless runs. */
export const memoryCookies = (
  initial: Partial<Record<CookieName, string>> = {},
): Cookies & {
  readonly all: () => Partial<Record<CookieName, string>>
} => {
  const values = new Map<CookieName, string>(Object.entries(initial) as [CookieName, string][])
  return {
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
    all: () => Object.fromEntries(values),
  }
}
