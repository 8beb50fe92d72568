import { watch } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { basename, dirname } from 'node:path'
import { inject } from 'vitest'

/** What the web project's globalSetup prepared for its files (tests/web/support/globalSetup.ts). */
export interface WebSetup {
  /** The Chromium binary every browser test drives (found, or installed from Debian's packages). */
  readonly chromiumPath: string
  /** Where the web project's one running Chromium listens (playwright's WebSocket protocol). */
  readonly chromiumEndpoint: string
  /** The built sites' directories (each with `<dir>.chunks.json` beside it). */
  readonly sites: { readonly production: string; readonly e2e: string }
  /** Whether firebase-tools is installed, so the Auth emulator can start. */
  readonly firebaseTools: boolean
}

let ready: Promise<WebSetup> | undefined
let known: WebSetup | undefined

/** Resolves once globalSetup has written its file (watched, never polled on a timer); throws its one line if it failed. */
export const awaitWebSetup = (): Promise<WebSetup> => {
  ready ??= (async () => {
    const file = inject('webSetupFile')
    const content = JSON.parse(await whenWritten(file)) as { ready: WebSetup } | { error: string }
    if ('error' in content) {
      const error = new Error(content.error)
      error.stack = `Error: ${content.error}`
      throw error
    }
    known = content.ready
    return content.ready
  })()
  return ready
}

/** The setup, inside a web file (its setup file has waited for it: tests/web/support/webSetupReady.ts). */
export const webSetup = (): WebSetup => {
  if (!known) throw new Error('the web setup is not ready: tests/web/support/webSetupReady.ts runs before every web file')
  return known
}

const whenWritten = (file: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const watcher = watch(dirname(file), (_event, name) => {
      if (name === basename(file)) tryRead()
    })
    const tryRead = () =>
      readFile(file, 'utf8').then(
        (text) => {
          watcher.close()
          resolve(text)
        },
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return
          watcher.close()
          reject(error)
        },
      )
    tryRead()
  })
