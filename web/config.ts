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

/** Firebase web config from the env; undefined when not configured (social sign-in then off). */
export interface FirebaseConfig {
  readonly apiKey: string
  readonly authDomain: string
  readonly projectId: string
  readonly appId: string
}

/** The four keys one by one: Vite then inlines only them, not the whole env object (decision 0802). */
const firebaseEnv = (): Pick<ImportMetaEnv, 'VITE_FIREBASE_API_KEY' | 'VITE_FIREBASE_AUTH_DOMAIN' | 'VITE_FIREBASE_PROJECT_ID' | 'VITE_FIREBASE_APP_ID'> => ({
  VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
  VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
})

export const readFirebaseConfig = (
  env: Pick<ImportMetaEnv, 'VITE_FIREBASE_API_KEY' | 'VITE_FIREBASE_AUTH_DOMAIN' | 'VITE_FIREBASE_PROJECT_ID' | 'VITE_FIREBASE_APP_ID'> = firebaseEnv(),
): FirebaseConfig | undefined => {
  const { VITE_FIREBASE_API_KEY: apiKey, VITE_FIREBASE_AUTH_DOMAIN: authDomain } = env
  const { VITE_FIREBASE_PROJECT_ID: projectId, VITE_FIREBASE_APP_ID: appId } = env
  return apiKey && authDomain && projectId && appId ? { apiKey, authDomain, projectId, appId } : undefined
}
