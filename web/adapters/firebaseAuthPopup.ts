import {
  type SocialCredential,
  type SocialErrorCode,
  type SocialPopup,
  SocialPopupError,
  type SocialProviderId,
  socialErrorCodes,
} from '../../core/ports/social.ts'
import type { FirebaseConfig } from '../config.ts'

/** A Firebase error code (`auth/popup-closed-by-user`) as the port's code; unknown ones are internal-error. */
export const socialCodeOf = (error: unknown): SocialErrorCode => {
  const raw = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  const code = raw.replace(/^auth\//, '')
  return (socialErrorCodes as readonly string[]).includes(code) ? (code as SocialErrorCode) : 'internal-error'
}

type AuthModule = typeof import('firebase/auth')

/**
 * The social sign-in popup through Firebase Auth. Firebase is imported on the first `open`, never
 * with the page, and initialised once. When the viewer closes the window, the actor is told
 * (`onClosed`) and decides after its own wait; this promise then settles only by abort.
 */
export const firebaseSocialPopup = (config: FirebaseConfig): SocialPopup => {
  let loaded: Promise<{ readonly auth: import('firebase/auth').Auth; readonly mod: AuthModule }> | undefined
  const load = () =>
    (loaded ??= Promise.all([import('firebase/app'), import('firebase/auth')]).then(([appModule, mod]) => {
      const app = appModule.getApps()[0] ?? appModule.initializeApp({ ...config })
      return { auth: mod.getAuth(app), mod }
    }))

  const providerFor = (mod: AuthModule, provider: SocialProviderId) => {
    if (provider === 'google') return new mod.GoogleAuthProvider()
    if (provider === 'facebook') return new mod.FacebookAuthProvider()
    if (provider === 'apple') return new mod.OAuthProvider('apple.com')
    throw new SocialPopupError('internal-error')
  }

  return {
    async open(provider, popupWindow, signal): Promise<SocialCredential> {
      let firebase: Awaited<ReturnType<typeof load>>
      try {
        firebase = await load()
      } catch {
        throw new SocialPopupError('network-request-failed')
      }
      try {
        const result = await firebase.mod.signInWithPopup(firebase.auth, providerFor(firebase.mod, provider))
        const idToken = await result.user.getIdToken()
        return {
          provider,
          idToken,
          ...(result.user.email ? { email: result.user.email } : {}),
          ...(result.user.displayName ? { displayName: result.user.displayName } : {}),
        }
      } catch (error) {
        const code = socialCodeOf(error)
        if (code !== 'popup-closed-by-user') throw new SocialPopupError(code)
        popupWindow.onClosed()
        return new Promise<never>((_, reject) => {
          const stop = () => reject(new SocialPopupError('popup-closed-by-user'))
          if (signal.aborted) stop()
          else signal.addEventListener('abort', stop, { once: true })
        })
      }
    },
  }
}
