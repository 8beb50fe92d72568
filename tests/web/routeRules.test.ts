import { createMemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { buildRoutes } from '../../web/router.tsx'
import type { RouteEntry } from '../../web/routeTypes.ts'
import { routerAppDouble } from './support/routerAppDouble.ts'

/**
 * Route rules and the auth guard, run by react-router itself (a memory router, no browser): an
 * internal rule redirects inside the app, an absolute one leaves it, and a guest on a
 * login-required page is sent to /login with the page as the return address.
 */

const origin = 'https://www.example.com'
const page = async () => ({ default: () => null })

const table: RouteEntry[] = [
  {
    id: 'redirectPlay',
    path: '/redirect/play/:movie_url',
    title: '재생으로 이동',
    layout: 'default',
    header: 'main',
    redirect: (p) => `/player/${p['movie_url']}`,
  },
  { id: 'player', path: '/player/:movie_url', title: '재생', layout: 'empty', header: 'none', page },
  {
    id: 'landing',
    path: '/landing/:subpath',
    title: '이벤트',
    layout: 'default',
    header: 'main',
    redirect: (p) => `https://partner.example.net/event/${p['subpath']}?from=site`,
  },
  { id: 'myPage', path: '/myPage', title: '마이페이지', layout: 'footerNaviOnly', header: 'main', guard: 'auth', page },
  { id: 'login', path: '/login', title: '로그인', layout: 'default', header: 'main', page },
]

const startAt = async (path: string, { member = false } = {}) => {
  const left: string[] = []
  // The table's pages read and write nothing.
  const routerApp = routerAppDouble({ isLogin: () => member })
  const router = createMemoryRouter(buildRoutes({ routerApp, origin, targetPath: () => path, leaveApp: (url) => void left.push(url), table }), {
    initialEntries: [path],
  })
  // Loaders have run once the router is initialised; a rule that leaves the app never initialises it.
  await vi.waitFor(() => expect(router.state.initialized || left.length > 0).toBe(true))
  return { router, left, location: () => router.state.location.pathname + router.state.location.search }
}

describe('route rules', () => {
  it('an internal rule redirects inside the app', async () => {
    const { location, left } = await startAt('/redirect/play/movie-42')
    expect(location()).toBe('/player/movie-42')
    expect(left).toEqual([])
  })

  it('an absolute rule leaves the app for that URL', async () => {
    const { left } = await startAt('/landing/spring')
    expect(left).toEqual(['https://partner.example.net/event/spring?from=site'])
  })
})

describe('auth guard', () => {
  it('sends a guest to /login with the page as the return address', async () => {
    const { location } = await startAt('/myPage')
    expect(location()).toBe('/login?return_url=%2FmyPage')
  })

  it('lets a member in', async () => {
    const { location } = await startAt('/myPage', { member: true })
    expect(location()).toBe('/myPage')
  })
})
