import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Request } from '../../core/app/request.ts'
import { KEPT_READS, hostRead, keptAnswer, openHostReads } from '../../web/data/hostReads.ts'
import { viewerChanged, viewerEpoch } from '../../web/data/viewerEpoch.ts'

/**
 * The web's one door for reads that are not a page's: an answer is only ever given to the viewer
 * it was read for, a kept read asks the host once, and the cache stays within its bound.
 */

/** A host that answers each call with the viewer count it was asked under and its own serial number. */
const countingHost = () => {
  const sent: { name: string; epoch: number }[] = []
  const request = ((name: string) => {
    sent.push({ name, epoch: viewerEpoch() })
    return Promise.resolve({ epoch: viewerEpoch(), serial: sent.length })
  }) as unknown as Request
  openHostReads(request)
  return sent
}

type Step = { kind: 'read'; words: string; fresh: boolean } | { kind: 'viewer' }
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('read' as const), words: fc.constantFrom('ㅅ', '사랑', '사랑해', 'x'), fresh: fc.boolean() }),
  fc.constant({ kind: 'viewer' as const }),
)

describe('hostRead', () => {
  it('never answers one viewer with what was read for another, and asks once per kept read', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        viewerChanged()
        const sent = countingHost()
        const asked = new Set<string>()
        for (const s of steps) {
          if (s.kind === 'viewer') {
            viewerChanged()
            asked.clear()
            continue
          }
          const before = sent.length
          const answer = (await hostRead('searchSuggest', { keyword: s.words }, { answer: s.fresh ? 'fresh' : 'kept' })) as unknown as { epoch: number }
          expect(answer.epoch).toBe(viewerEpoch())
          // A kept read already asked under this viewer is answered without a call; any other read calls once.
          expect(sent.length - before).toBe(!s.fresh && asked.has(s.words) ? 0 : 1)
          asked.add(s.words)
        }
      }),
    )
  })

  it('keeps at most its bound of answers: past it the oldest is asked again', async () => {
    viewerChanged()
    const sent = countingHost()
    for (let i = 0; i <= KEPT_READS; i++) await hostRead('searchSuggest', { keyword: `k${i}` })
    expect(sent.length).toBe(KEPT_READS + 1)
    await hostRead('searchSuggest', { keyword: `k${KEPT_READS}` })
    expect(sent.length).toBe(KEPT_READS + 1)
    await hostRead('searchSuggest', { keyword: 'k0' })
    expect(sent.length).toBe(KEPT_READS + 2)
  })

  it('does not keep a failed read', async () => {
    viewerChanged()
    let calls = 0
    openHostReads((() => {
      calls += 1
      return calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve({ ok: true })
    }) as unknown as Request)
    await expect(hostRead('searchSuggest', { keyword: 'a' })).rejects.toThrow('down')
    await expect(hostRead('searchSuggest', { keyword: 'a' })).resolves.toEqual({ ok: true })
    expect(calls).toBe(2)
  })

  it('never hands one reader a read another reader may still abandon', async () => {
    viewerChanged()
    let calls = 0
    openHostReads(((_name: string, _params: unknown, options: { signal?: AbortSignal }) => {
      calls += 1
      const serial = calls
      return new Promise((resolve, reject) => {
        options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        setTimeout(() => resolve({ serial }), 0)
      })
    }) as unknown as Request)
    // The scroll asks for the next page, then the button asks again and abandons the first.
    const scroll = new AbortController()
    const first = hostRead('contentList', { page: 2 }, { signal: scroll.signal })
    scroll.abort()
    const button = new AbortController()
    await expect(hostRead('contentList', { page: 2 }, { signal: button.signal })).resolves.toEqual({ serial: 2 })
    await expect(first).rejects.toThrow('aborted')
    // Once it has arrived, the answer is kept and shared as any other.
    await expect(hostRead('contentList', { page: 2 })).resolves.toEqual({ serial: 2 })
    expect(calls).toBe(2)
  })

  it('gives a kept answer at once only once it has arrived, only to its viewer, and never calls', async () => {
    viewerChanged()
    let arrive: (value: unknown) => void = () => undefined
    let calls = 0
    openHostReads((() => {
      calls += 1
      return new Promise((resolve) => {
        arrive = resolve
      })
    }) as unknown as Request)
    expect(keptAnswer('searchSuggest', { keyword: 'a' })).toBeUndefined()
    const read = hostRead('searchSuggest', { keyword: 'a' })
    expect(keptAnswer('searchSuggest', { keyword: 'a' })).toBeUndefined()
    arrive({ words: ['사랑'] })
    await read
    expect(keptAnswer('searchSuggest', { keyword: 'a' })).toEqual({ words: ['사랑'] })
    expect(keptAnswer('searchSuggest', { keyword: 'b' })).toBeUndefined()
    viewerChanged()
    expect(keptAnswer('searchSuggest', { keyword: 'a' })).toBeUndefined()
    expect(calls).toBe(1)
  })
})
