import type { CookieJar } from 'tough-cookie'

const redirectStatuses = new Set([301, 302, 303, 307, 308])
const MAX_REDIRECTS = 20

/**
 * A fetch that keeps cookies in `jar` the way a browser with `credentials: 'include'` does:
 * it sends the jar's cookies for the URL and stores every Set-Cookie it gets, following
 * redirects itself so the cookies a redirect sets are not lost. `credentials: 'omit'` sends none.
 */
export const jarFetch =
  (jar: CookieJar, base: typeof globalThis.fetch = globalThis.fetch): typeof globalThis.fetch =>
  async (input, init = {}) => {
    const request = new Request(input, init)
    const useCookies = init.credentials !== 'omit'
    let url = request.url
    let method = request.method
    let body: BodyInit | null = request.body === null ? null : await request.arrayBuffer()
    const headers = new Headers(request.headers)
    for (let hop = 0; ; hop++) {
      if (useCookies) {
        const cookie = await jar.getCookieString(url)
        if (cookie) headers.set('cookie', cookie)
        else headers.delete('cookie')
      }
      const response = await base(url, { ...init, method, headers, body, redirect: 'manual', signal: init.signal ?? request.signal })
      if (useCookies) {
        for (const line of response.headers.getSetCookie()) await jar.setCookie(line, url, { ignoreError: true })
      }
      const location = response.headers.get('location')
      if (!redirectStatuses.has(response.status) || location === null || init.redirect === 'manual') return response
      if (init.redirect === 'error' || hop >= MAX_REDIRECTS) throw new TypeError(`redirect refused at ${url}`)
      await response.body?.cancel()
      url = new URL(location, url).href
      // 303, and 301/302 after a POST, become a body-less GET, as browsers do.
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
        method = 'GET'
        body = null
        headers.delete('content-type')
      }
    }
  }
