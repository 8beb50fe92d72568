import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CallName } from '../../../core/contract/index.ts'
import type { RunningHosts } from '../../../cli/hosts/index.ts'
import { startRealApp, startStandIn } from '../../support/standIn.ts'

/**
 * Boot against the real stand-in hosts over HTTP, with faults injected on the login, menu and
 * notice calls: for every combination, boot ends initialised, the loading indicator is off, and
 * only what failed is missing.
 */
const kinds = [null, 'status:503', 'drop', 'malformed', 'retval:-2'] as const
type Kind = (typeof kinds)[number]

/** Which login the boot takes, and which of its calls the fault hits. */
const logins: { readonly label: string; readonly auto: boolean; readonly call: CallName; readonly kinds: readonly Kind[] }[] = [
  { label: 'guest', auto: false, call: 'guestLogin', kinds },
  { label: 'auto (serviceLogin)', auto: true, call: 'serviceLogin', kinds },
  { label: 'auto (ticketRequest)', auto: true, call: 'ticketRequest', kinds: kinds.filter((k) => k !== null) },
]

describe('boot against the stand-in, every combination of faults on login, menu and notice', () => {
  let standIn: RunningHosts
  beforeAll(async () => {
    standIn = await startStandIn({ sessionLimit: 1_000 })
  })
  afterAll(() => standIn.close())

  for (const login of logins) {
    it(`ends initialised for every fault combination, ${login.label} login`, async () => {
      let combinations = 0
      for (const loginFault of login.kinds) {
        for (const menuFault of kinds) {
          for (const noticeFault of kinds) {
            standIn.faults.clear()
            if (loginFault) standIn.faults.add(`${login.call}=${loginFault}`)
            if (menuFault) standIn.faults.add(`menu=${menuFault}`)
            if (noticeFault) standIn.faults.add(`recentNoticeInfo=${noticeFault}`)
            const label = `${login.call}=${loginFault} menu=${menuFault} notice=${noticeFault}`
            const t = await startRealApp(standIn.hosts, { cookies: login.auto ? { auto_login: '1', login_key: 'seed-minji' } : {} })
              .navigate('/')
              .untilInitialised()
              .settle()
            try {
              const view = t.view()
              const member = login.auto && loginFault === null
              const token = !(login.call === 'guestLogin' && loginFault !== null)
              expect(view.initialised, label).toBe(true)
              expect(view.loading, label).toBe(false)
              expect(view.session.is_login, label).toBe(member)
              expect(view.session.s !== null, label).toBe(token)
              expect(view.menu.status, label).toBe(!token ? 'idle' : menuFault === null ? 'loaded' : 'failed')
              expect(view.topNotices.length > 0, label).toBe(noticeFault === null)
            } finally {
              t.stop()
            }
            combinations += 1
          }
        }
      }
      expect(combinations).toBe(login.kinds.length * kinds.length * kinds.length)
    })
  }
})

describe('boot against the stand-in: the critical path', () => {
  let standIn: RunningHosts
  beforeAll(async () => {
    standIn = await startStandIn()
  })
  afterAll(() => standIn.close())

  it('overlaps the login and notice calls, and sends the menu call after the login answered', async () => {
    standIn.calls.clear()
    const t = await startRealApp(standIn.hosts).navigate('/').untilInitialised()
    t.stop()
    const names = standIn.calls.list().map((c) => c.call)
    expect(names.slice(0, 2).sort()).toEqual(['guestLogin', 'recentNoticeInfo'])
    expect(names.indexOf('menu')).toBeGreaterThan(names.indexOf('guestLogin'))
  })

  it('logs a seed member in automatically, with the flags and invite code the host holds', async () => {
    const t = await startRealApp(standIn.hosts, { cookies: { auto_login: '1', login_key: 'seed-junho' } })
      .navigate('/')
      .untilInitialised()
    t.stop()
    expect(t.view().session).toMatchObject({ status: 'member', is_login: true, adult_flag: 'Y', red_item: 1, skytv_item_only: 0, invite_code: null })
    expect(t.view().menu.status).toBe('loaded')
  })

  it('signs in by email against the host, then out again', async () => {
    const t = await startRealApp(standIn.hosts).navigate('/login').untilInitialised().emailLogin('seoyeon@example.com', 'seoyeon1234!', true)
    expect(t.answers).toEqual([{ ok: true }])
    expect(t.view().session).toMatchObject({ is_login: true, adult_flag: 'N', skytv_item_only: 1, invite_code: 'SEOYEON3' })
    await t.flow.logout()
    expect(t.view().session).toMatchObject({ status: 'guest', is_login: false })
    t.stop()
  })
})
