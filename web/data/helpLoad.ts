import type { HelpLoad, HelpRead } from './helpReads.ts'

/**
 * A help page's loader (each help route folder's loader.ts): its read as the one part, `help`.
 * The reads' code (helpReads.ts: which document each address shows) is a small chunk of its own,
 * asked for as the navigation begins, beside the page's: the first page carries none of it.
 */
export const helpLoad =
  <R extends HelpRead>(read: R): HelpLoad<R> =>
  (at) => {
    const help = import('./helpReads.ts').then((reads): Promise<unknown> => reads.helpReads[read](at)) as ReturnType<HelpLoad<R>>['help']
    // Drawn or not (a navigation left before its page rendered), its failure is never unhandled.
    help.catch(() => {})
    return { help }
  }
