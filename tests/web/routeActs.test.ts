import { createMemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { ActAt, PageAct } from '../../web/data/actions.ts'
import { buildRoutes } from '../../web/router.tsx'
import type { PageModule, RouteEntry } from '../../web/routeTypes.ts'
import { routerAppDouble } from './support/routerAppDouble.ts'

/**
 * A page's writes are its page module's `act` (its route folder's action.ts), run by react-router
 * itself as the route's action: a form posted to the page reaches it with the address's parts and
 * the form; a page without one refuses a post (405) rather than drop it silently.
 */

const origin = 'https://www.example.com'

const setUp = (modules: Record<string, PageModule>, { served = false } = {}) => {
  const acts: ActAt[] = []
  const table: RouteEntry[] = Object.keys(modules).map((id) => ({
    id: id as RouteEntry['id'],
    path: id === 'movie' ? '/contents/:movie_url' : '/login',
    title: id,
    layout: 'default',
    header: 'main',
    page: async () => modules[id]!,
  }))
  const routerApp = routerAppDouble({
    actAt: async (params, request) => {
      const at = { params, form: await request.formData() } as ActAt
      acts.push(at)
      return at
    },
  })
  const path = '/contents/m1'
  const loaded = served ? new Map(Object.entries(modules)) : undefined
  const router = createMemoryRouter(buildRoutes({ routerApp, origin, targetPath: () => path, table, ...(loaded ? { loaded } : {}) }), {
    initialEntries: [path],
  })
  const post = async (routeId: string, href: string, fields: Record<string, string>) => {
    const formData = new FormData()
    for (const [k, v] of Object.entries(fields)) formData.set(k, v)
    const key = `${routeId}-${href}`
    await router.fetch(key, routeId, href, { formMethod: 'post', formData })
    await vi.waitFor(() => expect(router.getFetcher(key).state).toBe('idle'))
  }
  return { router, acts, post }
}

/** An act that says what it was given; what it answered, in order. */
const answered: unknown[] = []
const saving: PageAct = async ({ form, params }) => {
  const result = { ok: true, message: `${params['movie_url']}:${String(form.get('intent'))}` }
  answered.push(result)
  return result
}

describe("a page's writes", () => {
  it.each([false, true])("reach its module's act with the address and the form (served and hydrated: %s)", async (served) => {
    answered.length = 0
    const { post, acts } = setUp({ movie: { default: () => null, act: saving } }, { served })
    await post('movie', '/contents/m1', { intent: 'save' })
    expect(answered).toEqual([{ ok: true, message: 'm1:save' }])
    expect(acts).toHaveLength(1)
    expect(acts[0]!.params['movie_url']).toBe('m1')
  })

  it('a page with no act refuses a post instead of dropping it', async () => {
    answered.length = 0
    const { post, acts, router } = setUp({ movie: { default: () => null }, login: { default: () => null, act: saving } })
    await post('movie', '/contents/m1', { intent: 'save' })
    expect(acts).toEqual([])
    expect(answered).toEqual([])
    expect(router.state.errors?.['movie']).toMatchObject({ status: 405 })
  })
})
