import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningHosts } from '../../cli/hosts/index.ts'
import { startRealApp, startStandIn } from '../support/standIn.ts'

/**
 * Pages' browse calls through createApp against the real stand-in: app.request by name within the
 * session, and the adult verification the web finishes with app.adultVerified().
 */
describe('browse through the app, against the stand-in', () => {
  let standIn: RunningHosts
  const printed: string[] = []
  beforeAll(async () => {
    standIn = await startStandIn({ sessionLimit: 1_000, print: (line) => void printed.push(line) })
  }, 60_000)
  afterAll(() => standIn.close())

  const adultUrl = () => {
    const title = standIn.catalogue.titles.find((t) => t.adult)
    if (!title) throw new Error('no adult title')
    return title.movieUrl
  }

  it("app.request('contentList') answers a page in the name order, decoded", async () => {
    const t = await startRealApp(standIn.hosts).navigate('/').untilInitialised()
    try {
      const out = await t.app.request('contentList', { section_no: 5, sort: 3, count: 30, page: 1 })
      expect(out.list).toHaveLength(30)
      expect(out.total).toBeGreaterThan(30)
      expect(out.list.every((card) => card.section_no === 5)).toBe(true)
      const names = out.list.map((card) => card.title)
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ko')))
      await expect(t.app.request('contentList', { count: 31 })).rejects.toMatchObject({ _tag: 'ParameterResultError', code: -11 })
    } finally {
      t.stop()
    }
  })

  it('a guest gets -121 for an adult title, and adultVerified() leaves a guest unverified', async () => {
    const t = await startRealApp(standIn.hosts).navigate('/').untilInitialised()
    try {
      await expect(t.app.request('contentDetail', { movie_url: adultUrl() })).rejects.toMatchObject({ _tag: 'AdultResultError', code: -121 })
      t.app.adultVerified()
      expect(t.view().session.adult_flag).toBe('N')
    } finally {
      t.stop()
    }
  })

  it('an unverified member gets -50, verifies with the code from the log, and the session turns Y', async () => {
    const t = await startRealApp(standIn.hosts, { cookies: { auto_login: '1', login_key: 'seed-haneul' } })
      .navigate('/')
      .untilInitialised()
    try {
      expect(t.view().session.is_login).toBe(true)
      expect(t.view().session.adult_flag).toBe('N')
      await expect(t.app.request('contentDetail', { movie_url: adultUrl() })).rejects.toMatchObject({ code: -50 })
      const form = { name: '최하늘', birth_date: '19950301', phone: '010-1234-5678' }
      expect(await t.app.request('adultCertRequest', form)).toEqual({ expires_in: 180 })
      const code = /성인 인증 코드 (\d{6}) \(최하늘\)/.exec(printed.at(-1) ?? '')?.[1]
      expect(code).toMatch(/^\d{6}$/)
      await expect(t.app.request('adultVerify', { ...form, cert_code: code === '000000' ? '000001' : '000000' })).rejects.toMatchObject({
        _tag: 'AdultResultError',
        code: -1451,
      })
      expect(await t.app.request('adultVerify', { ...form, cert_code: code })).toEqual({ adult_flag: 'Y' })
      t.app.adultVerified()
      expect(t.view().session.adult_flag).toBe('Y')
      const detail = await t.app.request('contentDetail', { movie_url: adultUrl() })
      expect(detail.content.locked).toBe(0)
      expect(detail.content.title.length).toBeGreaterThan(0)
    } finally {
      t.stop()
    }
    // The verification is the account's: a new login (another app, as after a restart of the browser) starts at Y.
    const later = await startRealApp(standIn.hosts, { cookies: { auto_login: '1', login_key: 'seed-haneul' } })
      .navigate('/')
      .untilInitialised()
    try {
      expect(later.view().session.adult_flag).toBe('Y')
    } finally {
      later.stop()
    }
  })
})
