import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CookieName,
  HostsConfigError,
  ResultCode,
  resultCodeTable,
  cookieOptions,
  isLoginSuccess,
  localHosts,
  lookupResult,
  parseHosts,
  ResultCategory,
  type FailureCodeName,
} from '../../core/contract/index.ts'

const names = Object.keys(resultCodeTable) as FailureCodeName[]

describe('result-code table', () => {
  it('holds every code of docs/product.md §8 but success, each once, with a Korean message', () => {
    expect(names.length).toBe(Object.keys(ResultCode).length - 1)
    expect(new Set(names.map((n) => resultCodeTable[n].code)).size).toBe(names.length)
    for (const name of names) {
      expect(resultCodeTable[name].code).toBe(ResultCode[name])
      expect(resultCodeTable[name].message).toMatch(/[가-힣]/)
      expect(ResultCategory).toContain(resultCodeTable[name].category)
    }
  })

  it('looks every code up by value, and nothing else', () => {
    const known = new Set<number>(names.map((n) => resultCodeTable[n].code))
    fc.assert(
      fc.property(fc.integer({ min: -20000, max: 20000 }), (code) => {
        const entry = lookupResult(code)
        if (!known.has(code)) return entry === undefined
        return entry !== undefined && entry.code === code && resultCodeTable[entry.name].code === code
      }),
    )
  })

  it('treats success and the multi-session limit as a successful login, nothing else', () => {
    fc.assert(fc.property(fc.integer(), (code) => isLoginSuccess(code) === (code === 0 || code === -113)))
  })
})

describe('cookie policy', () => {
  it('keeps persistent cookies until 2099-12-31, and return_url, invite_code and ticket for the session', () => {
    for (const name of Object.values(CookieName)) {
      const options = cookieOptions(name, { domain: '.example.com', secure: false })
      expect(options).toMatchObject({ path: '/', sameSite: 'Lax', domain: '.example.com', secure: false })
      if (name === CookieName.returnUrl || name === CookieName.inviteCode || name === CookieName.ticket) expect(options.expires).toBeUndefined()
      else expect(options.expires?.toISOString().slice(0, 10)).toBe('2099-12-31')
    }
  })
})

describe('hosts configuration', () => {
  it('puts the local search host on its own port under /api', () => {
    const hosts = localHosts(4100)
    expect(hosts.search).toBe('http://localhost:4110/api')
    expect(new Set(Object.values(hosts).map((url) => new URL(url).port)).size).toBe(5)
  })

  it('reads a hosts file and names the field that is wrong', () => {
    const good = { ...localHosts(5000), api: 'https://api.example.com/' }
    expect(parseHosts(good).api).toBe('https://api.example.com')
    expect(() => parseHosts({ ...good, wapi: 'ftp://x' })).toThrow(/"wapi"/)
    expect(() => parseHosts({ ...good, auth: undefined })).toThrow(HostsConfigError)
    expect(() => parseHosts('nope')).toThrow(HostsConfigError)
  })
})
