import { SocialPopupError, type SocialProviderId } from '../../core/ports/social.ts'
import type { FirebaseSignIn } from './firebasePopup.ts'
import type { FirebaseConfig } from '../config.ts'

/** Providers Firebase can open a popup for; Kakao and Naver have their own kits (kakaoNaverKit.ts). */
export const firebaseProviders = ['google', 'facebook', 'apple'] as const satisfies readonly SocialProviderId[]

/**
 * Whether the provider's side answers: always `ready` for a real project; the stand-in's emulator
 * says `starting` while `npm start` is still installing or starting it (a first start), and `off`
 * when it cannot run this time.
 */
export type SocialReadiness = 'ready' | 'starting' | 'off'

/** Asks the emulator's relay (cli/hosts/auth/authEmulator.ts) at its root; unreachable counts as off. */
export const emulatorReadiness = async (emulator: string, signal?: AbortSignal): Promise<SocialReadiness> => {
  try {
    const answer = (await (await fetch(`${emulator}/`, { cache: 'no-store', ...(signal ? { signal } : {}) })).json()) as {
      authEmulator?: { ready?: unknown; state?: unknown }
    }
    if (answer.authEmulator?.ready === true) return 'ready'
    return answer.authEmulator?.state === 'starting' ? 'starting' : 'off'
  } catch {
    return signal?.aborted ? 'starting' : 'off'
  }
}

/** Social sign-in through Firebase Auth: the popup, and the same in this tab when popups are blocked. */
export interface FirebaseSocial extends FirebaseSignIn {
  /** Whether sign-in can be offered now (the login page asks before it enables its buttons). */
  readiness(signal?: AbortSignal): Promise<SocialReadiness>
}

/**
 * Social sign-in whose code (firebasePopup.ts) loads on first use, so the first page carries none
 * of it (docs/decisions/0802). The login page's `prepare` brings it in when drawn; by the click it
 * is there, and the popup opens in the click itself, as the emulator's window must.
 */
export const firebaseSocial = (config: FirebaseConfig): FirebaseSocial => {
  let loaded: FirebaseSignIn | undefined
  let loading: Promise<FirebaseSignIn> | undefined
  const load = () =>
    (loading ??= import('./firebasePopup.ts').then(
      (m) => (loaded = m.firebaseSocial(config)),
      () => {
        // Its code did not load (offline): the next try loads it again.
        loading = undefined
        throw new SocialPopupError('network-request-failed')
      },
    ))
  return {
    readiness: (signal) => (config.emulator ? emulatorReadiness(config.emulator, signal) : Promise.resolve('ready')),
    popup: {
      open: (provider, popupWindow, signal) =>
        loaded ? loaded.popup.open(provider, popupWindow, signal) : load().then((social) => social.popup.open(provider, popupWindow, signal)),
    },
    prepare: () =>
      void load().then(
        (social) => social.prepare(),
        () => undefined,
      ),
    redirect: async (provider) => (await load()).redirect(provider),
    redirectResult: async () => (await load()).redirectResult(),
  }
}
