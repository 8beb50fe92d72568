import { type Server, createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signWithServiceCode } from '../../core/api/sign.ts'
import { calls } from '../../core/contract/index.ts'
import { useSite } from './support/harness.ts'

/**
 * A page of another origin against a signed-in member (docs/decisions/1830), in Chromium: it can
 * read nothing and change nothing with fetch, a form or an image, and a login form it posts leaves
 * the visitor signed in as themselves. The attacker's page is on another port of localhost, so the
 * browser treats it as the same site and sends the member's cookies, as in the attack that was tried.
 */
const site = useSite()
const pages = new Map<string, string>()
let attacker: Server
let attackerOrigin = ''
beforeAll(async () => {
  attacker = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(pages.get(req.url ?? '/') ?? '<!doctype html><title>none</title>')
  })
  await new Promise<void>((done) => attacker.listen(0, 'localhost', done))
  const address = attacker.address()
  attackerOrigin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => new Promise<void>((done) => attacker.close(() => done())))

const urlOf = (name: keyof typeof calls) => `${site.hosts.hosts[calls[name].host]}${calls[name].path}`
const sessionsOf = async (account: string) => (await site.hosts.sessions()).filter((s) => s.accountId === account).length
const loginKeyOf = async (context: import('playwright-core').BrowserContext) =>
  (await context.cookies(site.hosts.hosts.auth)).find((c) => c.name === 'login_key')?.value

describe('a page of another origin', () => {
  test('cannot read or change anything of a signed-in member by fetch, no-cors fetch or image', async () => {
    const { context } = await site.open('/', { member: 'seed-minji' })
    const before = await sessionsOf('minji')
    pages.set(
      '/steal',
      `<!doctype html><title>이벤트</title>
<img id="img" src="${urlOf('serviceLogin')}?auto_login=1">
<script>
window.result = (async () => {
  const out = {}
  try {
    const r = await fetch(${JSON.stringify(urlOf('serviceLogin'))}, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'auto_login=1' })
    out.read = await r.text()
  } catch (e) { out.read = 'blocked' }
  await fetch(${JSON.stringify(urlOf('serviceLogin'))}, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'auto_login=1' }).catch(() => {})
  await new Promise((done) => { const img = document.getElementById('img'); if (img.complete) done(); else { img.onload = done; img.onerror = done } })
  return out
})()
</script>`,
    )
    const evil = await context.newPage()
    await evil.goto(`${attackerOrigin}/steal`)
    const result = await evil.evaluate(() => (window as unknown as { result: Promise<{ read: string }> }).result)
    expect(result.read).toBe('blocked')
    // No session was opened for minji by any of the three, and her key is what it was.
    expect(await sessionsOf('minji')).toBe(before)
    expect(await loginKeyOf(context)).toBe('seed-minji')
  })

  test('a login form posted from another site leaves the visitor signed in as themselves', async () => {
    const { context } = await site.open('/', { member: 'seed-minji' })
    const haneulBefore = await sessionsOf('haneul')
    const fields = { email: 'haneul@example.com', password: 'haneul1234!', device_id: '', auto_login: '1' }
    const a = await signWithServiceCode(calls.emailLogin.fields.map((f) => fields[f as keyof typeof fields]))
    const inputs = Object.entries({ ...fields, a })
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`)
      .join('')
    pages.set(
      '/csrf',
      `<!doctype html><title>당첨</title><form id="f" method="post" action="${urlOf('emailLogin')}">${inputs}</form><script>document.getElementById('f').submit()</script>`,
    )
    const evil = await context.newPage()
    const answer = evil.waitForResponse((res) => res.url() === urlOf('emailLogin'))
    await evil.goto(`${attackerOrigin}/csrf`)
    expect((await answer).status()).toBe(403)
    expect(await sessionsOf('haneul')).toBe(haneulBefore)
    expect(await loginKeyOf(context)).toBe('seed-minji')
    // The member's own tab, loaded again, is still minji's.
    const mine = await context.newPage()
    await mine.goto(`${site.origin}/`)
    await mine.locator('html[data-initialized="true"]').waitFor({ state: 'attached' })
    expect(await mine.evaluate(() => document.cookie)).not.toContain('haneul')
    expect(await sessionsOf('haneul')).toBe(haneulBefore)
  })
})
