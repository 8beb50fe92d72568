import { type Hosts, Timing, localHosts, parseHosts } from '../core/contract/index.ts'

/**
 * Where the app's hosts are: `window.__HOSTS__` when the stand-in serves a built site (it
 * injects them into index.html), else `VITE_HOSTS` (JSON, set by `npm start` or a deployment's
 * env), else the local stand-in preset.
 */

declare global {
  interface Window {
    __HOSTS__?: unknown
  }
}

/** The hosts object from the first source that has one. A malformed source is reported, not used. */
export const readHosts = (
  injected: unknown = window.__HOSTS__,
  env: string | undefined = import.meta.env.VITE_HOSTS,
  warn: (message: string) => void = console.warn,
): Hosts => {
  if (injected !== undefined) {
    try {
      return parseHosts(injected)
    } catch (error) {
      warn(`window.__HOSTS__ ignored: ${String(error)}`)
    }
  }
  if (env) {
    try {
      return parseHosts(JSON.parse(env))
    } catch (error) {
      warn(`VITE_HOSTS ignored: ${String(error)}`)
    }
  }
  return localHosts()
}

/** The web app's request timeout (design: the core has none; a page must never wait forever). */
export const REQUEST_TIMEOUT_MS = Timing.requestTimeoutMs

/** The build id this bundle was built as ('dev' on the dev server); defined by vite.config.ts. */
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev'

/** Firebase web config; undefined when not configured (social sign-in then off). */
export interface FirebaseConfig {
  readonly apiKey: string
  readonly authDomain: string
  readonly projectId: string
  readonly appId: string
  /** The Auth emulator's address (`npm start`, the stand-in's built site): sign-in goes there, not to Google. */
  readonly emulator?: string
}

declare global {
  interface Window {
    /** Set by the stand-in's web host in a built site's pages, as __HOSTS__ is (docs/decisions/1430). */
    __FIREBASE__?: unknown
  }
}

type FirebaseEnv = Pick<
  ImportMetaEnv,
  'VITE_FIREBASE_API_KEY' | 'VITE_FIREBASE_AUTH_DOMAIN' | 'VITE_FIREBASE_PROJECT_ID' | 'VITE_FIREBASE_APP_ID' | 'VITE_FIREBASE_AUTH_EMULATOR'
>

/** The keys one by one: Vite then inlines only them, not the whole env object (decision 0802). */
const firebaseEnv = (): FirebaseEnv => ({
  VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
  VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
  VITE_FIREBASE_AUTH_EMULATOR: import.meta.env.VITE_FIREBASE_AUTH_EMULATOR,
})

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

/** The config from fields; undefined unless all four keys are there. */
const configOf = (apiKey: unknown, authDomain: unknown, projectId: unknown, appId: unknown, emulator: unknown): FirebaseConfig | undefined => {
  const [key, domain, project, app] = [text(apiKey), text(authDomain), text(projectId), text(appId)]
  if (!key || !domain || !project || !app) return undefined
  const at = text(emulator)
  return { apiKey: key, authDomain: domain, projectId: project, appId: app, ...(at ? { emulator: at } : {}) }
}

/** Firebase web config: `window.__FIREBASE__` when the stand-in serves a built site, else the env. */
export const readFirebaseConfig = (injected: unknown = window.__FIREBASE__, env: FirebaseEnv = firebaseEnv()): FirebaseConfig | undefined => {
  if (typeof injected === 'object' && injected !== null) {
    const given = injected as Record<string, unknown>
    const config = configOf(given['apiKey'], given['authDomain'], given['projectId'], given['appId'], given['emulator'])
    if (config) return config
  }
  return configOf(
    env.VITE_FIREBASE_API_KEY,
    env.VITE_FIREBASE_AUTH_DOMAIN,
    env.VITE_FIREBASE_PROJECT_ID,
    env.VITE_FIREBASE_APP_ID,
    env.VITE_FIREBASE_AUTH_EMULATOR,
  )
}
