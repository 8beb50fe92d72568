import { generateKeyPairSync, sign } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountType, ResultCode } from '../../core/contract/index.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { injectHosts } from '../../cli/hosts/edge/site.ts'
import { TEST_FIREBASE_PROJECT, emulatorClaims, emulatorToken } from '../support/firebaseTokens.ts'
import { type Fields, send, serviceLogin, signed, ticketFor } from './hostsHelpers.ts'

/**
 * socialLogin on the stand-in (docs/decisions/1430): a provider's person gets an account of the
 * provider's type on the first sign-in and the same one after; an email with an email account is
 * refused (-49); a social account of that email is linked.
 */
let running: RunningHosts
const printed: string[] = []

beforeAll(async () => {
  const firebase = { projectId: TEST_FIREBASE_PROJECT, apiKey: 'demo-key', authDomain: 'localhost', appId: 'demo-app', emulator: 'http://localhost:9' }
  running = await startHosts({ portBase: 0, firebase, print: (line) => printed.push(line) })
}, 60_000)
afterAll(() => running?.close())

const socialLogin = async (fields: Fields) => send(running.hosts, 'socialLogin', await signed('socialLogin', { device_id: '', auto_login: 0, ...fields }))
const token = (sub: string, email: string | undefined, signInProvider = 'google.com', name?: string) =>
  emulatorToken({ sub, signInProvider, nowMs: Date.now(), ...(email ? { email } : {}), ...(name ? { name } : {}) })
const accountIdOf = (output: { profile_img: string }) => /profile\/([^/]+)\.svg$/.exec(output.profile_img)?.[1]

describe('socialLogin', () => {
  it('makes a google account on the first sign-in, and signs the same person in to it again', async () => {
    const first = await socialLogin({ provider: 'google', id_token: token('g-100', 'sora@example.com', 'google.com', '한소라') })
    expect(first.body.retval).toBe(ResultCode.success)
    expect(first.body.output.account_type).toBe(AccountType.google)
    expect((await ticketFor(running.hosts, first.body.output)).body.retval).toBe(ResultCode.success)
    // Its profile picture is drawn (a new account's id is base64url, not a seed's name).
    expect((await fetch(first.body.output.profile_img)).status).toBe(200)
    expect(printed.filter((line) => line.includes('sora@example.com'))).toHaveLength(1)

    const again = await socialLogin({ provider: 'google', id_token: token('g-100', 'sora@example.com') })
    expect(again.body.retval).toBe(ResultCode.success)
    expect(accountIdOf(again.body.output)).toBe(accountIdOf(first.body.output))
    expect(printed.filter((line) => line.includes('sora@example.com'))).toHaveLength(1)
  })

  it('keeps the member signed in with auto_login=1: the login_key cookie opens serviceLogin', async () => {
    const login = await socialLogin({ provider: 'apple', id_token: token('a-7', 'jin@example.com', 'apple.com'), auto_login: 1 })
    expect(login.body.output.account_type).toBe(AccountType.apple)
    const key = login.cookies
      .find((c) => c.startsWith('login_key='))
      ?.split(';')[0]
      ?.slice('login_key='.length)
    expect(key).toBeTruthy()
    const auto = await serviceLogin(running.hosts, key!)
    expect(auto.body.retval).toBe(ResultCode.success)
    expect(accountIdOf(auto.body.output)).toBe(accountIdOf(login.body.output))
  })

  it('refuses an email that has an email account with -49, and makes no link', async () => {
    const refused = await socialLogin({ provider: 'facebook', id_token: token('f-1', 'minji@example.com', 'facebook.com') })
    expect(refused.body.retval).toBe(ResultCode.accountAlreadyRegistered)
    expect((await socialLogin({ provider: 'facebook', id_token: token('f-1', 'minji@example.com', 'facebook.com') })).body.retval).toBe(
      ResultCode.accountAlreadyRegistered,
    )
  })

  it("links a social account's email: haneul (google) signs in with facebook too", async () => {
    const login = await socialLogin({ provider: 'facebook', id_token: token('f-2', 'haneul@example.com', 'facebook.com') })
    expect(login.body.retval).toBe(ResultCode.success)
    expect(accountIdOf(login.body.output)).toBe('haneul')
    expect(login.body.output.account_type).toBe(AccountType.google)
  })

  it('makes a facebook account without an email', async () => {
    const login = await socialLogin({ provider: 'facebook', id_token: token('f-3', undefined, 'facebook.com') })
    expect(login.body.retval).toBe(ResultCode.success)
    expect(login.body.output.account_type).toBe(AccountType.facebook)
  })

  it('refuses a token of another provider than the one named (-41), a Firebase token named kakao (-41), and an unknown provider (-11)', async () => {
    expect((await socialLogin({ provider: 'google', id_token: token('x-1', 'x@example.com', 'facebook.com') })).body.retval).toBe(ResultCode.loginError)
    expect((await socialLogin({ provider: 'google', id_token: 'not-a-token' })).body.retval).toBe(ResultCode.loginError)
    // Kakao's tokens are the stand-in's own (verifyKakaoNaver): a Firebase one does not pass for one.
    expect((await socialLogin({ provider: 'kakao', id_token: token('k-1', 'k@example.com') })).body.retval).toBe(ResultCode.loginError)
    expect((await socialLogin({ provider: 'twitter', id_token: token('t-1', 't@example.com') })).body.retval).toBe(ResultCode.parameterInvalid)
  })
})

describe('the built site', () => {
  it("gives every page the project's web config with the emulator's address, which no value can break out of", () => {
    const project = { projectId: 'demo-x', apiKey: 'k</script><script>alert(1)', authDomain: 'localhost', appId: 'a', emulator: 'http://localhost:9' }
    const html = injectHosts('<html><head></head><body></body></html>', running.hosts, project)
    const script = /<script>window.__FIREBASE__ = (.*?)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(script ?? 'null')).toEqual({
      apiKey: project.apiKey,
      authDomain: 'localhost',
      projectId: 'demo-x',
      appId: 'a',
      emulator: 'http://localhost:9',
    })
    expect(injectHosts('<html><head></head></html>', running.hosts)).not.toContain('__FIREBASE__')
  })
})

describe('socialLogin for a real project (no emulator)', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  // Google's key list, as its URL answers: key id to public key, with a max-age.
  const keys = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=600' })
    res.end(JSON.stringify({ k1: publicKey.export({ type: 'spki', format: 'pem' }) }))
  })
  let real: RunningHosts
  let broken: RunningHosts
  beforeAll(async () => {
    await new Promise<void>((resolve) => keys.listen(0, '127.0.0.1', resolve))
    const base = { projectId: TEST_FIREBASE_PROJECT, apiKey: 'k', authDomain: 'example.firebaseapp.com', appId: 'a' }
    real = await startHosts({ portBase: 0, firebase: { ...base, keysUrl: `http://127.0.0.1:${(keys.address() as AddressInfo).port}/` }, print: () => {} })
    broken = await startHosts({ portBase: 0, firebase: { ...base, keysUrl: 'http://127.0.0.1:9/' }, print: () => {} })
  }, 60_000)
  afterAll(async () => {
    await real?.close()
    await broken?.close()
    keys.close()
  })
  const loginOn = async (hosts: RunningHosts, idToken: string) =>
    send(hosts.hosts, 'socialLogin', await signed('socialLogin', { device_id: '', auto_login: 0, provider: 'google', id_token: idToken }))
  const signedToken = () => {
    const claims = emulatorClaims({ sub: 'g-real', email: 'real@example.com', signInProvider: 'google.com', nowMs: Date.now() })
    const head = `${Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'k1' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`
    return `${head}.${sign('RSA-SHA256', Buffer.from(head), privateKey).toString('base64url')}`
  }

  it("accepts a token signed by Google's key and refuses the emulator's unsigned ones", async () => {
    expect((await loginOn(real, signedToken())).body.retval).toBe(ResultCode.success)
    expect((await loginOn(real, token('g-real', 'real@example.com'))).body.retval).toBe(ResultCode.loginError)
  })

  it('refuses every token (-41, not a failure) while the keys cannot be read', async () => {
    const answer = await loginOn(broken, signedToken())
    expect([answer.status, answer.body.retval]).toEqual([200, ResultCode.loginError])
  })
})
