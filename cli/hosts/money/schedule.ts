import type { Ledger } from './ledger.ts'

/**
 * Runs the ledger's due work (renewals, graces, voided approvals) once at the start, so a restart
 * mid-run finishes what it began, then every `everyMs` until `signal` aborts. A run that fails is
 * printed and tried again next time: each pass's renewal is its own transaction, keyed once.
 */
export const scheduleDueRuns = (money: Pick<Ledger, 'runDue'>, signal: AbortSignal, print: (line: string) => void, everyMs = 60_000): void => {
  let running: Promise<unknown> | undefined
  const run = () => {
    // One run at a time in this process; another process's runs are kept apart by the keys and locks.
    if (running || signal.aborted) return
    running = money
      .runDue()
      .catch((error: unknown) => print(`renewals: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (running = undefined))
  }
  run()
  const timer = setInterval(run, everyMs)
  timer.unref()
  signal.addEventListener('abort', () => clearInterval(timer), { once: true })
}
