import { waitFor } from 'xstate'
import { selectSessionReady } from '../../core/actors/session/session.selectors.ts'
import type { CallParams } from '../../core/api/wire.ts'
import type { CallName } from '../../core/contract/index.ts'
import type { WebApp } from './appContext.ts'

/**
 * A page's first read, started by its route when the navigation begins: beside the page's code
 * and the menu, not after the page has rendered. On a first visit that is a whole round trip
 * sooner (the home's rows asked for once the session is there, not once boot has finished and
 * the page has mounted). The page's useCall takes it over once, when it asks for the same call
 * for the same session; anything else it asks for goes as usual.
 */

interface EarlyRead {
  /** Who the session was when the read was sent (useViewerKey's form). */
  readonly viewerKey: Promise<string>
  readonly answer: Promise<unknown>
}

const reads = new Map<string, EarlyRead>()
const idOf = (name: CallName, paramsKey: string) => `${name}|${paramsKey}`

/** The session's identity as one string: reads keyed by it belong to this viewer. */
export const viewerKeyOf = (context: { readonly s?: string | null | undefined; readonly is_login: boolean; readonly adult_flag: string }): string =>
  `${context.s ?? ''}|${context.is_login}|${context.adult_flag}`

export const startEarlyRead = (app: Pick<WebApp, 'actors' | 'request'>, name: CallName, params: CallParams): void => {
  const answer = app.request(name, params, { track: false })
  // Taken or not, its failure is the page's to show (useCall reads it again), never unhandled.
  answer.catch(() => {})
  const viewerKey = waitFor(app.actors.session, selectSessionReady).then((snapshot) => viewerKeyOf(snapshot.context))
  reads.set(idOf(name, JSON.stringify(params)), { viewerKey, answer })
}

/**
 * The early read of this call for this session, taken once; undefined when there is none that
 * fits. A page that renders before the session is there asks with the session's first key; the
 * read then waits for the page's next ask, made with the session's settled key.
 */
export const takeEarlyRead = async (name: CallName, paramsKey: string, viewerKey: string): Promise<{ readonly answer: Promise<unknown> } | undefined> => {
  const id = idOf(name, paramsKey)
  const read = reads.get(id)
  if (!read || (await read.viewerKey) !== viewerKey || reads.get(id) !== read) return undefined
  reads.delete(id)
  return { answer: read.answer }
}
