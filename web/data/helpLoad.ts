import { type HelpLoad, type HelpRead, helpReads } from './helpReads.ts'

/**
 * A help page's loader (each help route folder's loader.ts): its read as the one part, `help`.
 */
export const helpLoad =
  <R extends HelpRead>(read: R): HelpLoad<R> =>
  (at) => {
    const help = helpReads[read](at) as ReturnType<HelpLoad<R>>['help']
    // Drawn or not (a navigation left before its page rendered), its failure is never unhandled.
    help.catch(() => {})
    return { help }
  }
