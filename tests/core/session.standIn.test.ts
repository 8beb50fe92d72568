import { describe, expect, it } from 'vitest'
import { TokenResultError } from '../../core/api/errors.ts'
import { useStandIn, startRealApp } from '../support/standIn.ts'

/** The stand-in's clock: tokens live 60 s, and the test moves time past that instead of waiting. */
let now = 1_700_000_000_000
const TTL_SEC = 60

describe('session renewal against the stand-in', () => {
  const standIn = useStandIn({ tokenTtlSec: TTL_SEC, now: () => now })
  const retvals = (call: string) =>
    standIn()
      .calls.list()
      .filter((c) => c.call === call)
      .map((c) => ('retval' in c.outcome ? c.outcome.retval : c.outcome.fault))

  it('a page call past the token’s life is answered after one guest login; a second refusal reaches the page typed', async () => {
    const t = await startRealApp(standIn().hosts).navigate('/').untilInitialised()
    const before = t.view().session.s
    now += (TTL_SEC + 1) * 1000
    const detail = await t.app.request('contentDetail', { movie_url: 't0000' })
    expect(detail.content.movie_url).toBe('t0000')
    expect(retvals('contentDetail')).toEqual([-23, 0])
    expect(retvals('guestLogin')).toEqual([0, 0])
    expect(t.view().session).toMatchObject({ status: 'guest' })
    expect(t.view().session.s).not.toBe(before)

    standIn().faults.add('contentDetail=retval:-24')
    const refused = await t.app.request('contentDetail', { movie_url: 't0000' }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(TokenResultError)
    expect((refused as TokenResultError).code).toBe(-24)
    expect(retvals('guestLogin')).toEqual([0, 0, 0])
    t.stop()
  })

  it('a member kept signed in renews as the member, and the menu goes with the new token', async () => {
    const t = await startRealApp(standIn().hosts, { cookies: { auto_login: '1', login_key: 'seed-minji' } })
      .navigate('/')
      .untilInitialised()
    expect(t.view().session.is_login).toBe(true)
    now += (TTL_SEC + 1) * 1000
    await t.app.request('homeContents')
    expect(t.view().session).toMatchObject({ status: 'member', is_login: true, nickname: '김민지' })
    expect(retvals('serviceLogin')).toEqual([0, 0])
    await t.app.loadMenu()
    expect(t.view().menu.status).toBe('loaded')
    expect(retvals('menu').at(-1)).toBe(0)
    t.stop()
  })
})
