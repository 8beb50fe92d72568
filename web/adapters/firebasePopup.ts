import { StorageKey } from '../../core/ports/storage.ts'
import { type SocialCredential, type SocialPopup, SocialPopupError, type SocialProviderId } from '../../core/ports/social.ts'
import type { FirebaseConfig } from '../config.ts'
import { browserSessionStore } from './sessionStore.ts'

/** Which provider a redirect in progress is for: this tab's session storage (StorageKey.socialRedirect). */
const redirecting = () => browserSessionStore()

/** Social sign-in once its code is in: the popup, and the same in this tab when popups are blocked. */
export interface FirebaseSignIn {
  readonly popup: SocialPopup
  /** Gets Firebase ready before a click (the login page calls it when drawn). */
  prepare(): void
  /** Signs in in this tab instead of a popup: the page leaves and comes back (keep what must survive first). */
  redirect(provider: SocialProviderId): Promise<void>
  /** On the page the redirect came back to: its credential; undefined when this load is no such return. */
  redirectResult(): Promise<SocialCredential | undefined>
}

/**
 * Firebase Auth for social sign-in (firebaseAuthPopup.ts, loaded on demand: the first page carries
 * none of it, docs/decisions/0802). With the emulator, its window opens in the click itself
 * (emulatorPopup.ts, which `prepare` brings in when the login page is drawn); a real project's
 * popup opens once Firebase is in, which `prepare` also brings ahead of the click.
 */
export const firebaseSocial = (config: FirebaseConfig): FirebaseSignIn => {
  let code: Promise<typeof import('./firebaseAuthPopup.ts')> | undefined
  const load = () =>
    (code ??= import('./firebaseAuthPopup.ts').catch(() => {
      code = undefined
      throw new SocialPopupError('network-request-failed')
    }))
  let emulatorCode: typeof import('./emulatorPopup.ts') | undefined
  const loadEmulator = () =>
    import('./emulatorPopup.ts').then((m) => {
      emulatorCode = m
      return m
    })
  const emulated = config.emulator ? { ...config, emulator: config.emulator } : undefined
  return {
    popup: {
      async open(provider, popupWindow, signal) {
        if (emulated) {
          // Already in once the login page is drawn: then the window opens before anything is awaited.
          const emulator =
            emulatorCode ??
            (await loadEmulator().catch(() => {
              throw new SocialPopupError('network-request-failed')
            }))
          const token = await emulator.openEmulatorPopup(emulated, provider, popupWindow, signal)
          return (await load()).signInWithEmulatorToken(config, provider, token)
        }
        return (await load()).signInWithFirebasePopup(config, provider, popupWindow.onClosed, signal)
      },
    },
    prepare() {
      if (emulated)
        void loadEmulator().then(
          (m) => m.ensureRelay(emulated),
          () => undefined,
        )
      void load().then(
        (m) => m.prepare(config),
        () => undefined,
      )
    },
    async redirect(provider) {
      redirecting().setItem(StorageKey.socialRedirect, provider)
      if (emulated) return window.location.assign((await loadEmulator()).widgetUrl(emulated, provider, 'redirect', crypto.randomUUID()))
      await (await load()).startFirebaseRedirect(config, provider)
    },
    async redirectResult() {
      const provider = redirecting().getItem(StorageKey.socialRedirect) as SocialProviderId | null
      if (!provider) return undefined
      redirecting().removeItem(StorageKey.socialRedirect)
      if (!emulated) return (await load()).firebaseRedirectResult(config, provider)
      // Listening before the relay frame loads: it hands the stored answer over as soon as it is in.
      const { nextAnswer, ensureRelay } = await loadEmulator()
      const answer = nextAnswer(undefined, AbortSignal.timeout(REDIRECT_ANSWER_MS))
      ensureRelay(emulated)
      const token = await answer
      return (await load()).signInWithEmulatorToken(config, provider, token)
    },
  }
}

/** How long the relay may take to hand over a redirect's answer after the page came back. */
const REDIRECT_ANSWER_MS = 15_000
