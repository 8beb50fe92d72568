import { spawn } from 'node:child_process'

/**
 * A second process busy-looping on one core, for figures taken on a loaded machine. It is
 * killed by `stop()`, when the bench's process exits or is interrupted, and it ends itself once
 * its parent is gone (a bench killed outright leaves nothing spinning).
 */

/** Spins; every few milliseconds checks that the bench that started it is still there. */
const LOOP = 'const parent = process.ppid; for (;;) { for (let i = 0; i < 1e7; i++); try { process.kill(parent, 0) } catch { process.exit(0) } }'

export interface BusyCore {
  readonly pid: number
  stop(): void
}

export const startBusyCore = (): BusyCore => {
  const child = spawn(process.execPath, ['-e', LOOP], { stdio: 'ignore' })
  const interrupted = (signal: NodeJS.Signals) => {
    stop()
    process.kill(process.pid, signal)
  }
  const stop = () => {
    process.off('exit', stop)
    process.off('SIGINT', interrupted)
    process.off('SIGTERM', interrupted)
    if (!child.killed && child.exitCode === null) child.kill('SIGKILL')
  }
  process.once('exit', stop)
  // With the handlers gone, the signal sent again ends the bench as it would have.
  process.once('SIGINT', interrupted)
  process.once('SIGTERM', interrupted)
  return { pid: child.pid ?? -1, stop }
}
