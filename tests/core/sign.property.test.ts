import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type ParamValue, sign, signWithServiceCode, signingInput } from '../../core/api/sign.ts'
import { SERVICE_CODE } from '../../core/contract/index.ts'

/** Node's own MD5 of the documented concatenation: the oracle hash-wasm's md5 (core/api/sign.ts) must agree with. */
const nodeMd5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')
const asWire = (v: ParamValue) => (v === null || v === undefined ? '' : String(v))

const hangul = fc.string({ unit: fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCharCode(c)) })
/** Korean, any unicode (astral planes, lone surrogates), plain ASCII and numbers, as the wire sees them. */
const text = fc.oneof(hangul, fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), fc.string())
const value: fc.Arbitrary<ParamValue> = fc.oneof(text, fc.integer(), fc.constant(undefined), fc.constant(null))
const values = fc.array(value, { maxLength: 10 })

describe('sign: parameter a', () => {
  it('equals node:crypto MD5 of the key joined with the values, missing ones empty', async () => {
    await fc.assert(
      fc.asyncProperty(text, values, async (key, vs) => {
        expect(await sign(key, vs)).toBe(nodeMd5(key + vs.map(asWire).join('')))
      }),
    )
  })

  it('is always 32 lowercase hex digits', async () => {
    await fc.assert(
      fc.asyncProperty(text, values, async (key, vs) => {
        expect(await sign(key, vs)).toMatch(/^[0-9a-f]{32}$/)
      }),
    )
  })

  it('counts a missing value (undefined or null) as empty', async () => {
    await fc.assert(
      fc.asyncProperty(text, values, fc.array(fc.boolean(), { maxLength: 10 }), async (key, vs, holes) => {
        const withHoles = vs.map((v, i) => (holes[i] ? (i % 2 ? undefined : null) : v))
        const withEmpty = withHoles.map((v) => (v === null || v === undefined ? '' : v))
        expect(await sign(key, withHoles)).toBe(await sign(key, withEmpty))
      }),
    )
  })

  it('depends on order: swapping two values changes it whenever the joined text changes', async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.array(value, { minLength: 2, maxLength: 8 }), fc.nat(), fc.nat(), async (key, vs, i0, j0) => {
        const i = i0 % vs.length
        const j = j0 % vs.length
        const swapped = [...vs]
        ;[swapped[i], swapped[j]] = [vs[j], vs[i]]
        fc.pre(signingInput(key, swapped) !== signingInput(key, vs))
        expect(await sign(key, swapped)).not.toBe(await sign(key, vs))
      }),
    )
  })

  it('service variant is sign with the fixed service code 1057', async () => {
    expect(SERVICE_CODE).toBe('1057')
    await fc.assert(
      fc.asyncProperty(values, async (vs) => {
        expect(await signWithServiceCode(vs)).toBe(await sign('1057', vs))
      }),
    )
  })

  it('matches a known digest (so a broken oracle cannot hide a broken signer)', async () => {
    // md5("C" + "S" + "0" + "4"), computed independently.
    expect(await sign('C', ['S', 0, 4])).toBe(nodeMd5('CS04'))
    expect(await sign('', [])).toBe('d41d8cd98f00b204e9800998ecf8427e')
  })
})
