import type { Auth } from 'firebase/auth'
import { type SocialCredential, SocialPopupError, type SocialProviderId } from '../../core/ports/social.ts'
import type { FirebaseConfig } from '../config.ts'
import { firebaseProviderIds } from './emulatorPopup.ts'
import { socialCodeOf } from './socialCodes.ts'

type AuthModule = typeof import('firebase/auth')

/**
 * Firebase Auth itself, loaded on the first sign-in (or when the login page is drawn), never with
 * the first page (docs/decisions/0802), and initialised once. With the emulator, `connectAuthEmulator`
 * follows `initializeAuth` at once, and no popup resolver is set up: the emulator's window is
 * driven by emulatorPopup.ts, so Google's scripts are never needed.
 */
let loaded: Promise<{ readonly auth: Auth; readonly mod: AuthModule }> | undefined
const load = (config: FirebaseConfig) =>
  (loaded ??= Promise.all([import('firebase/app'), import('firebase/auth')]).then(([appModule, mod]) => {
    const app =
      appModule.getApps()[0] ??
      appModule.initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, appId: config.appId })
    // The service's own session is the auth host's: Firebase need not remember the viewer.
    const auth = config.emulator
      ? mod.initializeAuth(app, { persistence: mod.inMemoryPersistence })
      : mod.initializeAuth(app, { persistence: mod.browserSessionPersistence, popupRedirectResolver: mod.browserPopupRedirectResolver })
    if (config.emulator) mod.connectAuthEmulator(auth, config.emulator, { disableWarnings: true })
    return { auth, mod }
  }))

const providerFor = (mod: AuthModule, provider: SocialProviderId) => {
  if (provider === 'google') return new mod.GoogleAuthProvider()
  if (provider === 'facebook') return new mod.FacebookAuthProvider()
  if (provider === 'apple') return new mod.OAuthProvider('apple.com')
  throw new SocialPopupError('internal-error')
}

const credentialOf = async (provider: SocialProviderId, user: import('firebase/auth').User): Promise<SocialCredential> => ({
  provider,
  idToken: await user.getIdToken(),
  ...(user.email ? { email: user.email } : {}),
  ...(user.displayName ? { displayName: user.displayName } : {}),
})

/** Runs a Firebase step; its failure becomes the port's error. */
const step = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work()
  } catch (error) {
    throw error instanceof SocialPopupError ? error : new SocialPopupError(socialCodeOf(error))
  }
}

/** Loads Firebase ahead of the click, so a real project's popup opens within it. */
export const prepare = (config: FirebaseConfig): Promise<unknown> => load(config)

/** The emulator's answer (the provider's token it made up) signed in to Firebase: the Firebase ID token. */
export const signInWithEmulatorToken = (config: FirebaseConfig, provider: SocialProviderId, providerToken: string): Promise<SocialCredential> =>
  step(async () => {
    const { auth, mod } = await load(config)
    const providerId = firebaseProviderIds[provider]
    if (!providerId) throw new SocialPopupError('internal-error')
    const result = await mod.signInWithCredential(auth, new mod.OAuthProvider(providerId).credential({ idToken: providerToken }))
    return credentialOf(provider, result.user)
  })

/**
 * A real project's popup. When the viewer closes it, the caller is told (`onClosed`) and the
 * popup actor decides after its own wait; this promise then settles only by abort.
 */
export const signInWithFirebasePopup = async (
  config: FirebaseConfig,
  provider: SocialProviderId,
  onClosed: () => void,
  signal: AbortSignal,
): Promise<SocialCredential> => {
  const { auth, mod } = await step(() => load(config))
  try {
    const result = await mod.signInWithPopup(auth, providerFor(mod, provider))
    return await credentialOf(provider, result.user)
  } catch (error) {
    const code = socialCodeOf(error)
    if (code !== 'popup-closed-by-user') throw new SocialPopupError(code)
    onClosed()
    return new Promise<never>((_, reject) => {
      const stop = () => reject(new SocialPopupError('popup-closed-by-user'))
      if (signal.aborted) stop()
      else signal.addEventListener('abort', stop, { once: true })
    })
  }
}

/** A real project's sign-in in this tab: the page leaves for the provider and comes back. */
export const startFirebaseRedirect = (config: FirebaseConfig, provider: SocialProviderId): Promise<void> =>
  step(async () => {
    const { auth, mod } = await load(config)
    await mod.signInWithRedirect(auth, providerFor(mod, provider))
  })

/** The credential a redirect came back with, if this page load is its return. */
export const firebaseRedirectResult = (config: FirebaseConfig, provider: SocialProviderId): Promise<SocialCredential | undefined> =>
  step(async () => {
    const { auth, mod } = await load(config)
    const result = await mod.getRedirectResult(auth)
    return result ? credentialOf(provider, result.user) : undefined
  })
