import type { ServedRead } from '../../core/firstPaint/servedReads.ts'
import type { CallName } from '../../core/contract/index.ts'

/**
 * The answers the served page came with (docs/decisions/0809), for the page's first render:
 * useCall and usePagedList draw their page from one at once, as the web host drew it, and do not
 * read it again while the viewer is the guest it was read for. Each serves the first page that
 * commits with it: a later visit reads anew. The web host's renderer (web/prerender.tsx) seeds
 * the same store, so both renders start from the same answer.
 */

const answers = new Map<string, unknown>()
const idOf = (name: CallName, paramsKey: string) => `${name}|${paramsKey}`

export const seedServedReads = (reads: readonly ServedRead[]): void => {
  for (const read of reads) answers.set(idOf(read.name, JSON.stringify(read.params)), read.answer)
}

/** The served answer of this call with these params (JSON.stringify form); undefined when there is none. */
export const servedAnswer = (name: CallName, paramsKey: string): unknown => answers.get(idOf(name, paramsKey))

/**
 * Once a page has committed with it. Not when it is read: React may render a page and throw the
 * render away (an interrupted transition), and the render that commits must find it again.
 */
export const forgetServedAnswer = (name: CallName, paramsKey: string): void => {
  answers.delete(idOf(name, paramsKey))
}

/** Forgets every answer not taken (the renderer, between pages). */
export const clearServedReads = (): void => answers.clear()
