import { describe, expect, it } from 'vitest'
import type { App } from '../../core/app/index.ts'
import { routerAppFrom } from '../../web/shell/fromApp.ts'

/**
 * A page's reads outlive an interrupted navigation: react-router can commit the data of a
 * navigation whose request it then aborts (a login form's revalidation taking over the navigation
 * to the page the viewer came from), and that page must draw its answer, not "네트워크 연결을
 * 확인해 주세요" for a read the app gave up on itself.
 */
describe("a loader's read", () => {
  it('is not tied to its navigation: aborting the navigation leaves the read to its answer', async () => {
    const sent: { name: string; signal: AbortSignal | undefined }[] = []
    const routerApp = routerAppFrom({} as App, {
      request: (name, _params, options) => {
        sent.push({ name, signal: options?.signal })
        return new Promise((resolve, reject) => {
          options?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
          queueMicrotask(() => queueMicrotask(() => resolve({ detail: name } as never)))
        })
      },
      cookies: { get: () => undefined },
      entryKey: () => 'default',
    })
    const navigation = new AbortController()
    const at = routerApp.loadAt({ movie_url: 't0002' }, new Request('http://localhost/contents/t0002', { signal: navigation.signal }))
    const answer = at.read('contentDetail', { movie_url: 't0002' })
    navigation.abort()
    await expect(answer).resolves.toEqual({ detail: 'contentDetail' })
    expect(sent.map((s) => s.name)).toEqual(['contentDetail'])
  })
})
