export interface ReloadGuardContext {
  /** The last decision, for views and tests. */
  readonly lastOutcome: ReloadOutcome | null
}

/** `reload`: the target path loads in full; `error`: a loop was prevented, the driver shows an error. */
export type ReloadOutcome = { readonly path: string; readonly decision: ReloadDecision }
export type ReloadDecision = 'reload' | 'error'

export type ReloadGuardEvent = {
  readonly type: 'chunk.failed'
  /** The path whose code failed to load. */
  readonly path: string
  /** Wall-clock ms now, and of the last guarded reload (from session storage), if any. */
  readonly now: number
  readonly lastReloadAt: number | null
}

export type ReloadGuardEmitted = { readonly type: 'chunk.handled'; readonly outcome: ReloadOutcome }
