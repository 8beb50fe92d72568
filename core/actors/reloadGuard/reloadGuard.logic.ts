import { Timing } from '../../contract/index.ts'

/**
 * Reload at most once per window: a failure within Timing.reloadGuardMs of the last guarded
 * reload is surfaced as an error instead, so a broken deployment cannot loop the page.
 */
export const reloadDecision = (lastReloadAt: number | null, now: number, windowMs: number = Timing.reloadGuardMs): 'reload' | 'error' =>
  lastReloadAt !== null && now >= lastReloadAt && now - lastReloadAt < windowMs ? 'error' : 'reload'

/** Reads the stored time; anything unreadable counts as no earlier reload. */
export const parseReloadAt = (stored: string | null): number | null => {
  if (stored === null) return null
  const at = Number(stored)
  return Number.isFinite(at) ? at : null
}
