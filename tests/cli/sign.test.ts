import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SERVICE_CODE } from '../../core/contract/index.ts'
import { runInProcess } from './cliRun.ts'

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')

/** Values QA types: Korean, arbitrary unicode, empty strings, things that look like flags. */
const value = fc.oneof(fc.string({ unit: 'grapheme' }), fc.constantFrom('', '한국어', '-x', '--json', '1057', '0'))

describe('sign', () => {
  it('prints the MD5 of the client code followed by the values, as node computes it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', minLength: 1 }), fc.array(value, { maxLength: 6 }), async (key, values) => {
        const { code, out } = await runInProcess(['sign', `--key=${key}`, '--', ...values])
        expect(code).toBe(0)
        expect(out).toEqual([md5(key + values.join(''))])
      }),
      { numRuns: 60 },
    )
  })

  it('signs with the fixed service code on --service', async () => {
    const { out } = await runInProcess(['sign', '--service', 'minji@example.com', 'minji1234!'])
    expect(out).toEqual([md5(`${SERVICE_CODE}minji@example.comminji1234!`)])
  })

  it('prints the signature with its input on --json', async () => {
    const { code, out } = await runInProcess(['sign', '--key', 'c0de', '--json', 'tok', '0', '4'])
    expect(code).toBe(0)
    expect(JSON.parse(out[0] ?? '')).toEqual({ a: md5('c0detok04'), key: 'c0de', values: ['tok', '0', '4'], input: 'c0detok04' })
  })

  it.each([
    [['sign', 'x'], /^error: --key <client code> or --service is required$/],
    [['sign', '--key', 'k', '--service', 'x'], /^error: give either --key or --service, not both$/],
    [['sign', '--key'], /^error: Option '--key <value>' argument missing$/],
  ])('exits 2 for %j with the usage', async (argv, message) => {
    const { code, err } = await runInProcess(argv)
    expect(code).toBe(2)
    expect(err[0]).toMatch(message)
    expect(err[1]).toMatch(/^usage: npm run cli -- sign /)
  })
})
