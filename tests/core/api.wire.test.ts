import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CallParams, callDefaults, sign, signWithServiceCode, wireFields, withDefaults } from '../../core/api/index.ts'
import { type CallName, MENU_API_VERSION, callNames, calls } from '../../core/contract/index.ts'

/** The wire form of a call: the contract's fields in order, missing ones empty, then `a`. */

const value = fc.oneof(fc.string({ unit: 'grapheme' }), fc.integer(), fc.constant(undefined))

describe('wireFields', () => {
  it('sends every contract field in order, missing ones empty, then a = sign of those values', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...callNames), fc.dictionary(fc.string(), value), fc.string(), async (name, extra, key) => {
        const spec = calls[name]
        const params: CallParams = { ...extra, ...Object.fromEntries(spec.fields.map((f, i) => [f, i % 3 ? `값${i}` : undefined])) }
        const wire = await wireFields(spec, params, key)
        const values = spec.fields.map((f) => (params[f] === undefined ? '' : String(params[f])))
        expect(wire.slice(0, spec.fields.length)).toEqual(spec.fields.map((f, i) => [f, values[i]]))
        const expectedA = spec.signing === 'client' ? await sign(key, values) : spec.signing === 'service' ? await signWithServiceCode(values) : undefined
        expect(wire.slice(spec.fields.length)).toEqual(expectedA === undefined ? [] : [['a', expectedA]])
      }),
    )
  })

  it('overrides win: a contract field is replaced and signed, `a` is sent as given, others follow', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (filter, a) => {
        const spec = calls.menu
        const resigned = await wireFields(spec, { s: 'S', filter: 0, api_v: 4 }, 'C', { filter, extra: 'x' })
        expect(resigned).toEqual([
          ['s', 'S'],
          ['filter', filter],
          ['api_v', '4'],
          ['a', await sign('C', ['S', filter, '4'])],
          ['extra', 'x'],
        ])
        const given = await wireFields(spec, { s: 'S', filter: 0, api_v: 4 }, 'C', { a })
        expect(given.at(-1)).toEqual(['a', a])
      }),
    )
  })

  it('an unsigned call sends `a` only when an override asks for it', async () => {
    expect(await wireFields(calls.guestLogin, {}, undefined)).toEqual([])
    expect(await wireFields(calls.guestLogin, {}, undefined, { a: 'x' })).toEqual([['a', 'x']])
  })
})

describe('callDefaults', () => {
  it('menu sends api_v 4 and filter 0; ticketRequest auto_login 1; buildInfo the time stamp', () => {
    expect(callDefaults('menu', 5)).toEqual({ api_v: MENU_API_VERSION, filter: 0 })
    expect(callDefaults('ticketRequest', 5)).toMatchObject({ auto_login: 1, profile_img: '' })
    expect(callDefaults('buildInfo', 1234)).toEqual({ t: 1234 })
  })

  it('given values win over defaults; absent ones keep them', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CallName>(...callNames),
        fc.nat(),
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.constant(undefined))),
        (name, now, params) => {
          const merged = withDefaults(callDefaults(name, now), params)
          for (const [k, v] of Object.entries(params)) if (v !== undefined) expect(merged[k]).toBe(v)
          for (const [k, v] of Object.entries(callDefaults(name, now))) if (params[k] === undefined) expect(merged[k]).toBe(v)
        },
      ),
    )
  })
})
