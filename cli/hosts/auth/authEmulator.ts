import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { type IncomingMessage, type ServerResponse, request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { join } from 'node:path'
import type { FirebaseProject } from './firebaseToken.ts'
import { type Listening, listenLoopback } from '../server/listen.ts'

/**
 * The Firebase Auth emulator behind `npm start` and the tests (docs/decisions/1430): firebase-tools
 * is installed once into .data/tools/firebase (never by `npm install`: it is ~220 MB), the
 * emulator runs a demo- project, and a small relay in front of it lets the emulator's sign-in page
 * answer the app without Google's scripts, so social sign-in works offline.
 */

/** The firebase-tools release the emulator comes from. */
export const FIREBASE_TOOLS_VERSION = '15.34.2'
/** The emulator's port from the port base (the stand-in hosts use 0 to 3 and 10). */
export const AUTH_EMULATOR_PORT_OFFSET = 9
/** A demo- project: the emulator never reaches a real Firebase project for it. */
export const DEMO_FIREBASE_PROJECT = 'demo-streaming'

/** The environment variable naming another directory for firebase-tools (e.g. one shared by clones, or an empty one to time a first start). */
export const FIREBASE_TOOLS_DIR_ENV = 'FIREBASE_TOOLS_DIR'

const defaultToolsDir = (root: string) => join(root, '.data', 'tools', 'firebase')
const firebaseBin = (dir: string) => join(dir, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js')

const run = (command: string, args: readonly string[], env: NodeJS.ProcessEnv, signal?: AbortSignal): Promise<number> =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve(1)
    const child = spawn(command, args, { env, stdio: 'ignore', shell: process.platform === 'win32', ...(signal ? { signal } : {}) })
    child.once('error', () => resolve(1))
    child.once('exit', (code) => resolve(code ?? 1))
  })

export interface ToolsOptions {
  /** Where firebase-tools lives (default .data/tools/firebase under the root). */
  readonly dir?: string
  /** Stops an install under way (the start was stopped): nothing half-installed stays. */
  readonly signal?: AbortSignal
}

/**
 * firebase-tools' entry point, installed first when missing (one progress line). Installs into a
 * directory of its own and renames it into place, so a second process never sees half an install.
 */
export const ensureFirebaseTools = async (
  root: string,
  log: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
  { dir = defaultToolsDir(root), signal }: ToolsOptions = {},
): Promise<string | undefined> => {
  const bin = firebaseBin(dir)
  if (existsSync(bin)) return bin
  log(`Installing firebase-tools@${FIREBASE_TOOLS_VERSION} for social sign-in (once, about 220 MB) into ${dir} ...`)
  const temp = `${dir}.partial-${process.pid}`
  await rm(temp, { recursive: true, force: true })
  await mkdir(temp, { recursive: true })
  await writeFile(join(temp, 'package.json'), '{ "private": true }\n')
  // Without install scripts and optional packages: the Auth emulator needs neither, and the one
  // they bring (re2, for the hosting emulator's redirects) is compiled from C++ where its prebuilt
  // binary cannot be downloaded. That took 82 s and 137 s of CPU of the 19 s an install now takes.
  const code = await run(
    'npm',
    [
      'install',
      '--prefix',
      temp,
      `firebase-tools@${FIREBASE_TOOLS_VERSION}`,
      '--ignore-scripts',
      '--omit=optional',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    env,
    signal,
  )
  if (code === 0 && !signal?.aborted) await rename(temp, dir).catch(() => undefined)
  await rm(temp, { recursive: true, force: true })
  return existsSync(bin) ? bin : undefined
}

/** A port free on loopback now (the emulator's own ports sit behind the relay). */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/**
 * What the relay serves at the emulator's /emulator/auth/iframe: the emulator's sign-in page posts
 * its answer to this frame (it looks for it among the app window's frames), and the frame hands
 * it to the app; an answer a redirect left in this origin's session storage is handed over on load.
 */
export const RELAY_PAGE = `<!doctype html><meta charset="utf-8"><title>Auth emulator relay</title><script>
var query = new URLSearchParams(location.search);
var origin = query.get('origin');
var key = 'firebase:redirectEvent:' + query.get('apiKey') + ':' + query.get('appName');
function tell(authEvent) { if (origin) parent.postMessage({ type: 'firebase-auth-event', authEvent: authEvent }, origin); }
addEventListener('message', function (e) {
  if (e.origin === location.origin && e.data && e.data.eventType === 'sendAuthEvent') tell(e.data.data.authEvent);
});
var stored = sessionStorage.getItem(key);
if (stored) { sessionStorage.removeItem(key); tell(JSON.parse(stored)); }
</script>`

/** Where the emulator behind the relay is: installing and starting, ready (on its own port), or off for this run. */
export type EmulatorState = { readonly state: 'starting' } | { readonly state: 'ready'; readonly port: number } | { readonly state: 'off' }

/** CORS for what the relay answers itself: the app's pages read whether sign-in is ready from any of the site's origins. */
const openAnswer = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' }

/**
 * The relay's answer at `/`: whether the emulator answers yet (`ready`), and else whether it is
 * still `starting` or `off`. The login page asks it before it offers the Google, Facebook and Apple buttons.
 */
export const readinessOf = (emulator: EmulatorState) => ({ authEmulator: { ready: emulator.state === 'ready', state: emulator.state } })

/** Forwards a request to the emulator once it answers; its relay frame and its readiness are answered here instead. */
const relay = (now: () => EmulatorState) => (req: IncomingMessage, res: ServerResponse) => {
  if (req.method === 'GET' && req.url?.startsWith('/emulator/auth/iframe')) {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
    return void res.end(RELAY_PAGE)
  }
  const emulator = now()
  if (req.method === 'GET' && (req.url === '/' || req.url?.startsWith('/?'))) {
    res.writeHead(200, { 'Content-Type': 'application/json', ...openAnswer })
    return void res.end(JSON.stringify(readinessOf(emulator)))
  }
  if (emulator.state !== 'ready') {
    req.resume()
    res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5', ...openAnswer })
    return void res.end(JSON.stringify({ error: { code: 503, message: `AUTH_EMULATOR_${emulator.state.toUpperCase()}` } }))
  }
  const upstream = httpRequest({ host: '127.0.0.1', port: emulator.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(res)
  })
  upstream.once('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()))
  req.pipe(upstream)
}

/** The relay alone on `port`, forwarding to wherever `now` says the emulator is (a test can hold it at `starting`). */
export const listenRelay = (port: number, now: () => EmulatorState): Promise<Listening> => listenLoopback(relay(now), port)

const untilReady = async (port: number, child: ChildProcess, timeoutMs: number, signal: AbortSignal): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && child.exitCode === null && !signal.aborted) {
    const ready = await fetch(`http://127.0.0.1:${port}/`)
      .then(async (r) => ((await r.json()) as { authEmulator?: { ready?: boolean } }).authEmulator?.ready === true)
      .catch(() => false)
    if (ready) return true
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

const stop = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    child.kill('SIGTERM')
  })

export interface AuthEmulator {
  /** The project social sign-in uses, with the emulator's address (the relay's). */
  readonly project: FirebaseProject
  close(): Promise<void>
}

export interface AuthEmulatorOptions {
  /** The repository root: .data/ lives there. */
  readonly root: string
  /** The port the app reaches the emulator on (0: a free one). */
  readonly port: number
  readonly log: (line: string) => void
  /** The environment npm installs with (its registry settings); default this process's. */
  readonly env?: NodeJS.ProcessEnv
  /** Where firebase-tools lives (default .data/tools/firebase under the root). */
  readonly toolsDir?: string
}

/** An emulator whose relay already listens (its address is known) while firebase-tools installs and the emulator starts behind it. */
export interface StartingAuthEmulator extends AuthEmulator {
  /** Resolves true once sign-in works through the relay, false when it cannot run this time (one line says why). */
  readonly ready: Promise<boolean>
}

/** The demo project social sign-in uses through the relay at `emulator`. */
export const projectAt = (emulator: string): FirebaseProject => ({
  projectId: DEMO_FIREBASE_PROJECT,
  apiKey: 'demo-api-key',
  authDomain: `${DEMO_FIREBASE_PROJECT}.firebaseapp.com`,
  appId: '1:000000000000:web:0000000000000000',
  emulator,
})

/**
 * Opens the relay at once and, behind it, installs firebase-tools when missing and starts the
 * emulator, without holding up the caller: `npm start` prints the site's address first, and social
 * sign-in joins when `ready` resolves. Until then the relay says `starting` at `/` and 503 to the
 * rest. Undefined only when the relay's port is taken.
 */
export const openAuthEmulator = async ({ root, port, log, env, toolsDir }: AuthEmulatorOptions): Promise<StartingAuthEmulator | undefined> => {
  let emulator: EmulatorState = { state: 'starting' }
  // The app's port first: when it is taken, nothing else is started.
  let front: Listening
  try {
    front = await listenRelay(port, () => emulator)
  } catch (error) {
    log(`The Firebase Auth emulator cannot listen on port ${port} (${(error as NodeJS.ErrnoException).code ?? String(error)}): social sign-in is off.`)
    return undefined
  }
  const stopping = new AbortController()
  const dir = join(root, '.data', 'firebase', `${process.pid}-${front.port}`)
  let child: ChildProcess | undefined
  const start = async (): Promise<boolean> => {
    const bin = await ensureFirebaseTools(root, log, env, { ...(toolsDir ? { dir: toolsDir } : {}), signal: stopping.signal })
    if (stopping.signal.aborted) return false
    if (!bin) {
      log('firebase-tools could not be installed (offline?): social sign-in is off; email sign-in works as before.')
      return false
    }
    const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()]
    await mkdir(dir, { recursive: true })
    const config = {
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
      },
    }
    await writeFile(join(dir, 'firebase.json'), JSON.stringify(config, null, 2))
    child = spawn(process.execPath, [bin, 'emulators:start', '--only', 'auth', '--project', DEMO_FIREBASE_PROJECT, '--config', join(dir, 'firebase.json')], {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    })
    if (await untilReady(auth, child, 120_000, stopping.signal)) {
      emulator = { state: 'ready', port: auth }
      return true
    }
    await stop(child)
    if (!stopping.signal.aborted) log(`The Firebase Auth emulator did not start (see ${join(dir, 'firebase-debug.log')}): social sign-in is off.`)
    return false
  }
  const ready = start().then(
    (up) => {
      if (!up) emulator = { state: 'off' }
      return up
    },
    (error: unknown) => {
      emulator = { state: 'off' }
      log(`The Firebase Auth emulator did not start (${String(error)}): social sign-in is off.`)
      return false
    },
  )
  return {
    project: projectAt(`http://localhost:${front.port}`),
    ready,
    async close() {
      stopping.abort()
      await ready
      await front.close()
      if (child) await stop(child)
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/**
 * Starts the Auth emulator (installing firebase-tools first if needed) and resolves once it
 * answers; undefined, after one line saying so, when it cannot run (e.g. offline on the first start).
 */
export const startAuthEmulator = async (options: AuthEmulatorOptions): Promise<AuthEmulator | undefined> => {
  const emulator = await openAuthEmulator(options)
  if (!emulator || (await emulator.ready)) return emulator
  await emulator.close()
  return undefined
}
