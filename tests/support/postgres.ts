import { spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { freePort } from './freePort.ts'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A real PostgreSQL server for the tests that promise "the same SQL on PGlite and PostgreSQL":
 * `STORE_TEST_DATABASE_URL` when set; else a throwaway server from Debian's `postgresql` package
 * (installed once with apt-get when the run is root, as Chromium is), made with initdb and started
 * with pg_ctl on a free port, as the `postgres` user; else a one-line reason to skip.
 */
export type TestPostgres = { readonly kind: 'ready'; readonly url: string; readonly stop: () => void } | { readonly kind: 'skip'; readonly reason: string }

const POSTGRES_BIN = '/usr/lib/postgresql'

/** The newest installed server's bin directory, if any. */
const serverBin = (): string | undefined => {
  if (!existsSync(POSTGRES_BIN)) return undefined
  const versions = readdirSync(POSTGRES_BIN)
    .filter((v) => existsSync(join(POSTGRES_BIN, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(POSTGRES_BIN, versions[0], 'bin') : undefined
}

const isRoot = (): boolean => process.getuid?.() === 0

/** Runs a command; its last stderr lines in the error when it fails. */
const run = (command: string, args: readonly string[]): void => {
  const result = spawnSync(command, args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' })
  if (result.status !== 0) {
    const tail = (result.stderr ?? '').trim().split('\n').slice(-3).join(' | ')
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}): ${tail}`)
  }
}

/** initdb and pg_ctl refuse to run as root: as root they run as `postgres` (the package makes that user). */
const asServerUser = (command: string, args: readonly string[]): void =>
  isRoot() ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args)

const install = (log: (line: string) => void): string | undefined => {
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) return undefined
  log(`[store] no PostgreSQL server found: installing Debian's postgresql package with apt-get, once (about a minute)`)
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', 'postgresql'])
  return serverBin()
}

export const startTestPostgres = async (log: (line: string) => void = console.log): Promise<TestPostgres> => {
  const given = process.env['STORE_TEST_DATABASE_URL']
  if (given) return { kind: 'ready', url: given, stop: () => undefined }
  const bin = serverBin() ?? install(log)
  if (!bin) return { kind: 'skip', reason: "no PostgreSQL: install Debian's postgresql package or set STORE_TEST_DATABASE_URL" }
  const dir = mkdtempSync(join(tmpdir(), 'test-postgres-'))
  if (isRoot()) {
    chownSync(dir, ...postgresIds())
    chmodSync(dir, 0o700)
  }
  const data = join(dir, 'data')
  const port = await freePort()
  asServerUser(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-instructions'])
  // The socket in the scratch directory: the package's /var/run/postgresql may not exist.
  asServerUser(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start'])
  return {
    kind: 'ready',
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        asServerUser(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

/** The `postgres` user's uid and gid. */
const postgresIds = (): [number, number] => {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim())
  return [id('-u'), id('-g')]
}
