import { type AppCommands, type LoginResult, viewerMessageOf } from '../../core/app/commands.ts'
import type { CallOutput } from '../../core/api/pipeline.ts'
import type { CallParams } from '../../core/api/wire.ts'
import { type CallName, resultCodeOf } from '../../core/contract/index.ts'
import type { RouteParams } from '../paths.ts'

/**
 * Every write a page's form or button makes, as a route action (docs/decisions/1330): the form
 * posts to its page's route (a fetcher), the action sends the call, and react-router reads the
 * page's data again afterwards, so what the page shows is the host's, not a hand-kept copy. A
 * write is never abandoned with the page: once sent, it is the host's to answer. A page's action
 * is its page module's `act` export (its route folder's action.ts, or a write several pages share
 * from keepActs.ts); this file holds what every action uses.
 */

/** What an action knows: the address's parts and the form, and how to send a write in the viewer's session. */
export interface ActAt {
  readonly params: RouteParams
  readonly form: FormData
  write<N extends CallName>(name: N, params?: CallParams): Promise<CallOutput<N>>
  /** A sign-in through the session actor (it keeps the session, its cookies and its renewal). */
  readonly signIn: AppCommands['signIn']
  /** The member's new name and picture for the header (after profileUpdate). */
  readonly profileChanged: AppCommands['profileChanged']
  /** The member's account passed /cert: the session's adult flag turns Y in the app too. */
  readonly adultVerified: AppCommands['adultVerified']
}

/** What the form shows after: done, or the Korean reason it was not (and the host's result code, for a next step). */
export interface ActResult {
  readonly ok: boolean
  readonly message: string
  readonly code?: number
}

export type PageAct = (at: ActAt) => Promise<ActResult>

/** At least this many tags make a taste. */
export const MIN_TASTES = 3

/** A refusal's own Korean sentences by result code, where the code's general message would not say what to do next. */
export type Words = Partial<Record<number, string>>

/** A refused write as the form shows it: the page's sentence for the codes it names, else the code's own message. */
export const refusal = (error: unknown, words: Words = {}): ActResult => {
  const code = resultCodeOf(error)
  return { ok: false, message: (code === undefined ? undefined : words[code]) ?? viewerMessageOf(error), ...(code === undefined ? {} : { code }) }
}

/** Sends one write: done, in `done`'s words (a sentence, or one made from the answer), or its refusal. */
export const tryWrite = async <A>(send: () => Promise<A>, done: string | ((answer: A) => string), words?: Words): Promise<ActResult> => {
  try {
    const answer = await send()
    return { ok: true, message: typeof done === 'string' ? done : done(answer) }
  } catch (error) {
    return refusal(error, words)
  }
}

export const field = (form: FormData, name: string): string => String(form.get(name) ?? '')

/** A sign-in's outcome as the form shows it: the Korean reason and the host's code, for a next step. */
export const signedIn = (result: LoginResult): ActResult => {
  if (result.ok) return { ok: true, message: '' }
  const code = resultCodeOf(result.error)
  return { ok: false, message: result.message, ...(code === undefined ? {} : { code }) }
}
