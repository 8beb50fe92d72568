import { fileURLToPath } from 'node:url'
import { LOCAL_PORT_BASE } from '../../core/contract/index.ts'
import { ExitCode, defineCommand, intOption } from '../args.ts'
import { grantTtlOf, grantTtlOption } from './grantFlag.ts'
import { adminLine, adminSecretOf, adminSecretOption, faultRules, storeLine, storeOf, storeOption, tokenTtlOf, tokenTtlOption } from './hostFlags.ts'
import { lockOf, lockOption } from './lockFlags.ts'
import { type FirebaseProject, type RunningHosts, type StoreOptions, startHosts } from '../hosts/index.ts'
import { AUTH_EMULATOR_PORT_OFFSET, FIREBASE_TOOLS_DIR_ENV, type StartingAuthEmulator, openAuthEmulator } from '../hosts/auth/authEmulator.ts'

const viteConfig = fileURLToPath(new URL('../../vite.config.ts', import.meta.url))
const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

/** Resolves when the command is asked to stop (SIGINT or SIGTERM). */
const untilStopped = (stop: AbortSignal): Promise<void> =>
  new Promise((done) => (stop.aborted ? done() : stop.addEventListener('abort', () => done(), { once: true })))

/** The lines a person needs: where to open the app, and who can log in. */
const greeting = (url: string, running: RunningHosts, store: StoreOptions, firebase: FirebaseProject | undefined): string[] => [
  '',
  `  웹 앱 주소 / Open the web app:  ${url}`,
  '',
  `  Stand-in hosts: auth ${running.hosts.auth}, api ${running.hosts.api}, web ${running.hosts.web}`,
  `  Admin: ${adminLine(running)}`,
  `  Database: ${storeLine(store)}`,
  `  Social sign-in: ${firebase?.emulator ? `Firebase Auth emulator ${firebase.emulator} (starting in the background; a line says when it is ready)` : 'off'}`,
  '  시험 계정 / Seed accounts (email / password):',
  ...running.accounts.map((a) => `    ${a.email.padEnd(22)} ${a.password.padEnd(14)} ${a.displayName} (${a.note})`),
  '',
  '  Ctrl+C로 종료 / Press Ctrl+C to stop.',
]

/** The Firebase web config as the app reads it from its env (web/config.ts), for the dev server's defines. */
const firebaseDefines = (firebase: FirebaseProject | undefined): Record<string, string> =>
  firebase
    ? Object.fromEntries(
        Object.entries({
          VITE_FIREBASE_API_KEY: firebase.apiKey,
          VITE_FIREBASE_AUTH_DOMAIN: firebase.authDomain,
          VITE_FIREBASE_PROJECT_ID: firebase.projectId,
          VITE_FIREBASE_APP_ID: firebase.appId,
          VITE_FIREBASE_AUTH_EMULATOR: firebase.emulator ?? '',
        }).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]),
      )
    : {}

/**
 * The Vite dev server of `npm start`, for the running stand-in `hosts` (and social sign-in's
 * project); the caller closes it. `quiet`: Vite says only warnings and errors (its news goes to
 * standard output, which `--json` keeps for its own lines).
 */
export const startDevServer = async (hosts: RunningHosts['hosts'], port: number, firebase?: FirebaseProject, quiet = false) => {
  // Loaded here so that other commands never pay for Vite.
  const { createServer } = await import('vite')
  const ours = new Set(process.listeners('SIGTERM'))
  const server = await createServer({
    configFile: viteConfig,
    server: { port },
    define: { 'import.meta.env.VITE_HOSTS': JSON.stringify(JSON.stringify(hosts)), ...firebaseDefines(firebase) },
    ...(quiet ? { logLevel: 'warn' as const } : {}),
  })
  // Vite answers SIGTERM by closing itself and exiting the process, before the stand-in's store and
  // the sign-in emulator are closed (the emulator was left running). The command's own stop
  // (cli/bin.ts) closes all three, in order, on SIGTERM as on Ctrl+C.
  for (const listener of process.listeners('SIGTERM')) if (!ours.has(listener)) process.off('SIGTERM', listener)
  try {
    await server.listen()
  } catch (error) {
    await server.close()
    throw error
  }
  return { url: server.resolvedUrls?.local[0] ?? `http://localhost:${port}/`, close: () => server.close() }
}

/**
 * `dev` (npm start): the stand-in hosts, the Firebase Auth emulator (social sign-in; installed on
 * the first start) and the Vite dev server in one process. The app gets the hosts' addresses as
 * VITE_HOSTS and the emulator's project as VITE_FIREBASE_* (defines), so it talks to these very ones.
 */
export default defineCommand({
  name: 'dev',
  summary: 'Start the stand-in hosts and the web app dev server (npm start).',
  usage:
    '[--port N] [--port-base N] [--latency MS] [--fault RULE]... [--token-ttl SEC] [--grant-ttl SEC] [--admin-secret SECRET] [--database WHERE] [--reset] [--allow-origin ORIGIN]... [--trust-proxy N] [--json]',
  options: {
    port: { type: 'string', valueName: 'N', description: 'dev server port (default 5173; the next free one if taken)' },
    'port-base': { type: 'string', valueName: 'N', description: `first stand-in host port (default ${LOCAL_PORT_BASE}; 0 picks free ports)` },
    latency: { type: 'string', valueName: 'MS', description: 'latency the stand-in adds to every call' },
    fault: { type: 'string', multiple: true, valueName: 'RULE', description: 'a stand-in fault rule, as for serve' },
    ...tokenTtlOption,
    ...grantTtlOption,
    ...adminSecretOption,
    ...storeOption,
    ...lockOption,
  },
  async run({ values }, context) {
    const adminSecret = adminSecretOf(values['admin-secret'], context.env)
    const port = intOption(values.port, 'port', { min: 1, max: 65_535 }) ?? 5173
    const portBase = intOption(values['port-base'], 'port-base', { min: 0, max: 65_525 }) ?? LOCAL_PORT_BASE
    const latencyMs = intOption(values.latency, 'latency', { min: 0, max: 600_000 }) ?? 0
    const faults = faultRules(values.fault)
    const tokenTtlSec = tokenTtlOf(values['token-ttl'])
    const grantTtlSec = grantTtlOf(values['grant-ttl'])
    const store = storeOf(values.database, values.reset, context)
    // Its relay listens now; firebase-tools installs (first start) and the emulator starts behind it
    // while the rest comes up, so the address is printed without waiting for either.
    const toolsDir = context.env[FIREBASE_TOOLS_DIR_ENV]
    const emulator: StartingAuthEmulator | undefined = await openAuthEmulator({
      root: repoRoot,
      port: portBase === 0 ? 0 : portBase + AUTH_EMULATOR_PORT_OFFSET,
      log: (line) => context.err(line),
      env: { ...process.env, ...context.env },
      ...(toolsDir ? { toolsDir } : {}),
    })
    const firebase = emulator?.project
    let running: RunningHosts
    try {
      running = await startHosts({
        portBase,
        latencyMs,
        faults,
        tokenTtlSec,
        grantTtlSec,
        store,
        ...lockOf(values),
        ...(adminSecret ? { adminSecret } : {}),
        ...(firebase ? { firebase } : {}),
      })
    } catch (error) {
      await emulator?.close()
      context.err(`error: ${error instanceof Error ? error.message : String(error)}`)
      return ExitCode.failure
    }
    let server: Awaited<ReturnType<typeof startDevServer>>
    try {
      server = await startDevServer(running.hosts, port, firebase, values.json === true)
    } catch (error) {
      await running.close()
      await emulator?.close()
      throw error
    }
    try {
      const { url } = server
      // The dev server's pages call the hosts: its exact origin, known only now, is the site's too.
      running.origins.allow(url)
      running.origins.allow(url.replace('//localhost:', '//127.0.0.1:'))
      if (values.json)
        context.out(JSON.stringify({ ready: true, url, hosts: running.hosts, adminSecret: running.adminSecret, authEmulator: firebase?.emulator ?? null }))
      else greeting(url, running, store, firebase).forEach((line) => context.out(line))
      void emulator?.ready.then((up) => {
        if (up && !context.stop.aborted)
          context.err(`Social sign-in is ready: Google, Facebook, Apple through ${firebase?.emulator} (add an account in its sign-in window).`)
      })
      await untilStopped(context.stop)
    } finally {
      await server.close()
      await running.close()
      await emulator?.close()
    }
    return ExitCode.ok
  },
})
