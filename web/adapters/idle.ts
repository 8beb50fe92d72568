import { Timing } from '../../core/contract/index.ts'

/**
 * Work the page can put off until the browser is idle, but never by more than
 * Timing.idleRepaintMs: deferred work (the web font's look at a quiet page, say) still lands
 * within one tenth of a second of being asked for. Every idle callback of the app goes through here.
 */
export const whenIdle = (run: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: Timing.idleRepaintMs })
  else setTimeout(run, 0)
}
