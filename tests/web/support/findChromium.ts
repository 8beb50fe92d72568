import { spawn } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'

/**
 * Which Chromium the browser tests drive, decided once per run (the web project's globalSetup and
 * the browser benches): `CHROMIUM_PATH`, then Debian's headless shell, then Debian's
 * `/usr/bin/chromium`, then either on the PATH. None found: as root with apt (this machine kind,
 * CI), Debian's headless shell is installed once, saying so on one line; anywhere else the run
 * stops with one line saying what to install. Never a downloaded browser (docs/decisions/0500).
 *
 * The headless shell is Chromium's own engine (the same Blink, V8 and network stack, from the same
 * Debian source) without the desktop browser's windows, tab strip and address bar, which headless
 * `chromium` still builds for every browser context (docs/decisions/0500, "Later").
 */

export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const DEBIAN_CHROMIUM = '/usr/bin/chromium'
/** Names a Chromium goes by on a PATH, the headless shell first (Debian, Ubuntu's older package, upstream builds). */
const pathNames = ['chromium-headless-shell', 'chromium', 'chromium-browser'] as const

/** What the decision looks at, so it can be tested without touching the machine. */
export interface ChromiumProbe {
  readonly chromiumPathEnv: string | undefined
  readonly pathEnv: string | undefined
  readonly isExecutable: (path: string) => boolean
  /** Root with apt-get: the machine allows installing Debian's package. */
  readonly canApt: boolean
}

export type ChromiumPlan =
  | { readonly kind: 'use'; readonly path: string; readonly from: 'CHROMIUM_PATH' | 'debian' | 'PATH' }
  | { readonly kind: 'install' }
  | { readonly kind: 'missing'; readonly message: string }

export const MISSING_MESSAGE =
  "No Chromium for the browser tests: install Debian's headless shell (sudo apt-get install -y chromium-headless-shell, or chromium) or set CHROMIUM_PATH to a Chromium binary; no browser is ever downloaded."

/** The plan for a probe: pure, so its order is tested (tests/web/findChromium.test.ts). */
export const planChromium = (probe: ChromiumProbe): ChromiumPlan => {
  const given = probe.chromiumPathEnv?.trim()
  if (given) {
    // A wrong CHROMIUM_PATH is a mistake to report, not a reason to pick some other browser.
    if (probe.isExecutable(given)) return { kind: 'use', path: given, from: 'CHROMIUM_PATH' }
    return { kind: 'missing', message: `CHROMIUM_PATH=${given} is not an executable file; point it at a Chromium binary or unset it.` }
  }
  for (const debian of [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM]) if (probe.isExecutable(debian)) return { kind: 'use', path: debian, from: 'debian' }
  for (const dir of (probe.pathEnv ?? '').split(delimiter).filter(Boolean)) {
    for (const name of pathNames) {
      const candidate = join(dir, name)
      if (probe.isExecutable(candidate)) return { kind: 'use', path: candidate, from: 'PATH' }
    }
  }
  return probe.canApt ? { kind: 'install' } : { kind: 'missing', message: MISSING_MESSAGE }
}

const isExecutable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** This machine, as the plan sees it. */
export const machineProbe = (): ChromiumProbe => ({
  chromiumPathEnv: process.env['CHROMIUM_PATH'],
  pathEnv: process.env['PATH'],
  isExecutable,
  canApt: process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get'),
})

/** Runs a command to its end without blocking the event loop (the test run goes on meanwhile); throws its last error lines. */
const run = (command: string, args: readonly string[]): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4_000)
    })
    child.once('error', (error) => reject(new Error(`${command} could not start (${error.message}). ${MISSING_MESSAGE}`)))
    child.once('close', (code, signal) => {
      if (code === 0) return resolve()
      const tail = stderr.trim().split('\n').slice(-3).join(' | ')
      reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal}): ${tail}. ${MISSING_MESSAGE}`))
    })
  })

/** Installs Debian's headless shell with apt-get (root only), one line on stdout. */
const installDebianChromium = async (log: (line: string) => void): Promise<string> => {
  log(`[web] no Chromium found: installing Debian's chromium-headless-shell package with apt-get, once (about a minute)`)
  await run('apt-get', ['update', '-qq'])
  await run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'])
  if (!isExecutable(DEBIAN_HEADLESS_SHELL))
    throw new Error(`apt-get installed chromium-headless-shell but ${DEBIAN_HEADLESS_SHELL} is missing. ${MISSING_MESSAGE}`)
  return DEBIAN_HEADLESS_SHELL
}

/** The Chromium to drive: found, or installed where the machine allows; else throws one clear line. */
export const provisionChromium = async (probe: ChromiumProbe = machineProbe(), log: (line: string) => void = console.log): Promise<string> => {
  const plan = planChromium(probe)
  if (plan.kind === 'use') return plan.path
  if (plan.kind === 'install') return installDebianChromium(log)
  throw new Error(plan.message)
}
