import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type SuggestBoxEvent,
  type SuggestBoxState,
  initialSuggestBox,
  keywordOf,
  selectSuggestions,
  selectWaiting,
  suggestBox,
} from '../../core/search/index.ts'

/**
 * The suggestion box model: any interleaving of keystrokes, settled debounces and answers arriving
 * in any order (or failing) shows only the answer for the input as it is now; once typing stops
 * and every answer is in, it shows that answer.
 */

interface S {
  readonly title: string
}
/** The host, as the model sees it: a keyword's suggestions (the keyword is in each, so a mix-up shows). */
const host = (keyword: string): S[] => [{ title: `${keyword}의 제목` }, { title: `${keyword} 2` }]

type Step =
  | { readonly kind: 'type'; readonly input: string }
  | { readonly kind: 'settle' }
  | { readonly kind: 'answer'; readonly pick: number }
  | { readonly kind: 'fail'; readonly pick: number }
  | { readonly kind: 'move'; readonly by: 1 | -1 }
  | { readonly kind: 'close' }

const inputs = ['', ' ', 'ㅅ', 'ㅅㄹ', '사', '사랑', '사랑ㅇ', '😀', 'love']
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom(...inputs).map((input) => ({ kind: 'type' as const, input })),
  fc.constant({ kind: 'settle' as const }),
  fc.nat(20).map((pick) => ({ kind: 'answer' as const, pick })),
  fc.nat(20).map((pick) => ({ kind: 'fail' as const, pick })),
  fc.constantFrom(1 as const, -1 as const).map((by) => ({ kind: 'move' as const, by })),
  fc.constant({ kind: 'close' as const }),
)

/** Runs steps like the web's driver: each new wanted request goes in flight; answers come back in any order. */
const run = (steps: readonly Step[], check: (state: SuggestBoxState<S>) => void) => {
  let state = initialSuggestBox<S>()
  const inFlight: { id: number; keyword: string }[] = []
  const dispatch = (event: SuggestBoxEvent<S>) => {
    const before = state.wanted
    state = suggestBox(state, event)
    if (state.wanted && state.wanted !== before) inFlight.push(state.wanted)
    check(state)
  }
  for (const step of steps) {
    if (step.kind === 'type') dispatch({ type: 'box.typed', input: step.input })
    else if (step.kind === 'settle') dispatch({ type: 'box.settled' })
    else if (step.kind === 'move') dispatch({ type: 'box.moved', by: step.by })
    else if (step.kind === 'close') dispatch({ type: 'box.closed' })
    else if (inFlight.length > 0) {
      const [request] = inFlight.splice(step.pick % inFlight.length, 1)
      if (step.kind === 'answer') dispatch({ type: 'box.answered', id: request!.id, keyword: request!.keyword, suggestions: host(request!.keyword) })
      else dispatch({ type: 'box.failed', id: request!.id })
    }
  }
  return { state, inFlight, dispatch }
}

const showsOnlyTheLatestInput = (state: SuggestBoxState<S>) => {
  const shown = selectSuggestions(state)
  if (shown.length === 0) return
  const keyword = keywordOf(state.input)
  expect(keyword).toBeDefined()
  expect(shown).toEqual(host(keyword!))
}

describe('suggestion box model', { timeout: 30_000 }, () => {
  it('never shows suggestions for any input but the latest', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        run(steps, (state) => {
          showsOnlyTheLatestInput(state)
          const n = selectSuggestions(state).length
          expect(state.active).toBeGreaterThanOrEqual(-1)
          expect(state.active).toBeLessThan(Math.max(n, 1))
        })
      }),
      { numRuns: 3000 },
    )
  })

  it('shows the answer for the latest input once typing settles and every answer is in', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), fc.constantFrom(...inputs), (steps, last) => {
        // Typing stops at `last`; then every answer still out arrives (the oldest last).
        const answers = Array.from({ length: 60 }, () => ({ kind: 'answer' as const, pick: 1_000_000 }))
        const { state } = run([...steps, { kind: 'type', input: last }, { kind: 'settle' }, ...answers], showsOnlyTheLatestInput)
        const keyword = keywordOf(last)
        expect(selectSuggestions(state)).toEqual(keyword === undefined ? [] : host(keyword))
        expect(selectWaiting(state)).toBe(false)
      }),
      { numRuns: 3000 },
    )
  })

  it('moves through the options with the arrow keys, wrapping, and Escape closes', () => {
    let state = initialSuggestBox<S>()
    state = suggestBox(state, { type: 'box.typed', input: 'ㅅㄹ' })
    state = suggestBox(state, { type: 'box.settled' })
    state = suggestBox(state, { type: 'box.answered', id: state.seq, keyword: 'ㅅㄹ', suggestions: host('ㅅㄹ') })
    expect(state.active).toBe(-1)
    state = suggestBox(state, { type: 'box.moved', by: 1 })
    expect(state.active).toBe(0)
    state = suggestBox(state, { type: 'box.moved', by: 1 })
    state = suggestBox(state, { type: 'box.moved', by: 1 })
    expect(state.active).toBe(0)
    state = suggestBox(state, { type: 'box.moved', by: -1 })
    expect(state.active).toBe(1)
    state = suggestBox(state, { type: 'box.closed' })
    expect(state).toMatchObject({ open: false, active: -1 })
  })

  it('drops an older answer that arrives after a newer one', () => {
    let state = initialSuggestBox<S>()
    state = suggestBox(state, { type: 'box.typed', input: 'ㅅ' })
    state = suggestBox(state, { type: 'box.settled' })
    const first = state.seq
    state = suggestBox(state, { type: 'box.typed', input: 'ㅅㄹ' })
    state = suggestBox(state, { type: 'box.settled' })
    state = suggestBox(state, { type: 'box.answered', id: state.seq, keyword: 'ㅅㄹ', suggestions: host('ㅅㄹ') })
    state = suggestBox(state, { type: 'box.answered', id: first, keyword: 'ㅅ', suggestions: host('ㅅ') })
    expect(selectSuggestions(state)).toEqual(host('ㅅㄹ'))
  })
})
