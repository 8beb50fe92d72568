import { keepLatest } from '../../core/support/keepLatest.ts'
import type { CallParams } from '../../core/api/wire.ts'
import type { CallAnswer } from '../../core/api/areas.ts'
import type { Request } from '../../core/app/request.ts'
import type { CallName } from '../../core/contract/index.ts'
import { forgetOnViewerChange, viewerEpoch } from './viewerEpoch.ts'

/**
 * The one door for a host read that is not a page's (docs/decisions/1390): a route's loader reads
 * what a page shows as the navigation begins; what is read later, at a keystroke, a click, a scroll
 * or a timer (suggestions as the viewer types, a list's next page, a refund's quote, who is
 * watching, the next episode during the credits, a stream's grant), goes through here. Each answer
 * is kept under its call and parameters with the viewer it was read for, and every kept answer is
 * forgotten at once when the viewer changes (viewerEpoch.ts): nobody is shown another's answer.
 */

interface Kept {
  readonly epoch: number
  readonly answer: Promise<unknown>
  /** Asked with an abort signal: until it arrives, its asker may still abandon it, so nobody else shares it. */
  readonly abandonable: boolean
  /** The answer once it has arrived, for a part that draws it at once (keptAnswer). */
  arrived?: { readonly value: unknown }
}

const kept = new Map<string, Kept>()
forgetOnViewerChange(() => kept.clear())

/** How many answers are kept at most: past it the oldest goes (a long evening of typed suggestions stays small). */
export const KEPT_READS = 200

/** The app's request (the viewer's session, its renewal, typed errors), given once as the app starts (main.tsx). */
let send: Request | undefined
export const openHostReads = (request: Request): void => {
  send = request
}

/** A read's key: the call and its parameters in name order, so `{a, b}` and `{b, a}` are one read. */
export const readKey = (name: CallName, params: CallParams = {}): string =>
  `${name}?${Object.keys(params)
    .sort()
    .map((k) => `${k}=${String(params[k])}`)
    .join('&')}`

export interface HostReadOptions {
  /**
   * `kept` (the default): an answer already kept for this viewer is the answer, with no new call
   * (the same suggestions, a list's page). `fresh`: always asked again, and the new answer kept in
   * place of the old (what changes with time or money: a quote, a notice, a grant, who is watching).
   */
  readonly answer?: 'kept' | 'fresh'
  /** Aborting it abandons the call (a keystroke that makes the suggestions asked for stale); an aborted read is not kept. */
  readonly signal?: AbortSignal
}

/** A read through the one door: untracked (the part shows its own state), kept for this viewer. */
export const hostRead = <N extends CallName>(name: N, params: CallParams = {}, options: HostReadOptions = {}): Promise<CallAnswer<N>> => {
  const key = readKey(name, params)
  const epoch = viewerEpoch()
  const found = kept.get(key)
  // A read still on its way under another asker's signal is not shared: when that asker abandons
  // it (a list's page asked again from the button while the scroll had asked for it), this reader
  // would get the abandonment as its own failure ("다음 작품을 불러오지 못했습니다").
  const shareable = found?.epoch === epoch && (found.arrived !== undefined || !found.abandonable)
  if (options.answer !== 'fresh' && shareable) return found.answer as Promise<CallAnswer<N>>
  const answer = send!(name, params, { track: false, ...(options.signal ? { signal: options.signal } : {}) })
  const entry: Kept = { epoch, answer, abandonable: options.signal !== undefined }
  keepLatest(kept, key, entry, KEPT_READS)
  answer.then(
    (value) => {
      entry.arrived = { value }
    },
    // A failure is not an answer: the next read asks again.
    () => kept.get(key) === entry && kept.delete(key),
  )
  return answer
}

/** The answer a read through the door has already brought for this viewer, if it has arrived; never a call. */
export const keptAnswer = <N extends CallName>(name: N, params: CallParams = {}): CallAnswer<N> | undefined => {
  const found = kept.get(readKey(name, params))
  return found?.epoch === viewerEpoch() ? (found.arrived?.value as CallAnswer<N> | undefined) : undefined
}
