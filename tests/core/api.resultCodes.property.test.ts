import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ContractClient, UnknownResultCode, errorByCategory, errorCode, resultCodeError } from '../../core/api/index.ts'
import { type FailureCodeName, type ResultCategory, resultCodeTable, lookupResult } from '../../core/contract/index.ts'
import { useStandIn } from '../support/standIn.ts'
import { testApi } from './api.harness.ts'

/** The code-to-error table covers every result code: one place maps codes, and it maps all of them. */

const names = Object.keys(resultCodeTable) as FailureCodeName[]
/** The tag each category's error must carry: `ticket` -> `TicketResultError`. */
const tagOf = (category: ResultCategory) => `${category[0]!.toUpperCase()}${category.slice(1)}ResultError`

describe('resultCodeError', () => {
  it('maps every result code to the error of its category, carrying its entry', () => {
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.string(), (name, call) => {
        const entry = resultCodeTable[name]
        const error = resultCodeError(call, entry.code)
        expect(error._tag).toBe(tagOf(entry.category))
        expect(error).toBeInstanceOf(errorByCategory[entry.category])
        expect(error).toMatchObject({ call, entry: { name, ...entry } })
        expect(errorCode(error)).toBe(entry.code)
        expect(error.message_ko).toBe(entry.message)
      }),
      { numRuns: names.length * 5 },
    )
  })

  it('maps any other non-zero code to UnknownResultCode with the code', () => {
    fc.assert(
      fc.property(
        fc.integer().filter((code) => code !== 0 && lookupResult(code) === undefined),
        (code) => {
          const error = resultCodeError('menu', code)
          expect(error).toBeInstanceOf(UnknownResultCode)
          expect(errorCode(error)).toBe(code)
        },
      ),
    )
  })
})

describe('every result code through the wire', () => {
  const standIn = useStandIn()

  it('a forced retval of each code arrives as its category error with the entry', async () => {
    const api = testApi(standIn().hosts)
    for (const name of names) {
      const entry = resultCodeTable[name]
      standIn().faults.add({ call: 'recentNoticeInfo', kind: 'retval', arg: entry.code, times: 1 })
      const error = await api.run(ContractClient.use((c) => c.send('recentNoticeInfo'))).then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(error, name).toMatchObject({ _tag: tagOf(entry.category), entry: { name, code: entry.code } })
    }
    await api.runtime.dispose()
  })
})
