import { SocialPopup as PopupSize } from '../../core/contract/index.ts'
import { SocialPopupError, type SocialPopupWindow, type SocialProviderId } from '../../core/ports/social.ts'
import type { FirebaseConfig } from '../config.ts'
import { socialCodeOf } from './socialCodes.ts'

/**
 * The Firebase Auth emulator's sign-in window, without Google's scripts (docs/decisions/1430): the
 * window is opened in the click itself, and its answer comes through a relay frame of the
 * emulator's origin (the stand-in's relay in front of the emulator, cli/hosts/auth/authEmulator.ts).
 * Nothing here loads Firebase: this runs before any of it is in.
 */

/** Firebase's provider ids. */
export const firebaseProviderIds: Partial<Record<SocialProviderId, string>> = { google: 'google.com', facebook: 'facebook.com', apple: 'apple.com' }

/** Firebase's name of the default app, which the emulator's page and its relay key their answers by. */
const APP_NAME = '[DEFAULT]'
/** How often the window is looked at to see whether the viewer closed it. */
const CLOSED_POLL_MS = 500

/** What the emulator's page answers: the sign-in's result address (with the provider's token in it), or an error. */
interface AuthEvent {
  readonly type?: string
  readonly eventId?: string | null
  readonly urlResponse?: string | null
  readonly error?: { readonly code?: string } | null
}

type Listener = (event: AuthEvent) => void
const listeners = new Set<Listener>()
let relayFrame: HTMLIFrameElement | undefined

/** The relay frame (once per page), whose answers are handed to the listeners. */
export const ensureRelay = (config: FirebaseConfig & { emulator: string }): void => {
  if (relayFrame?.isConnected) return
  const emulatorOrigin = new URL(config.emulator).origin
  window.addEventListener('message', (event: MessageEvent<{ type?: string; authEvent?: AuthEvent }>) => {
    if (event.origin !== emulatorOrigin || event.data?.type !== 'firebase-auth-event' || !event.data.authEvent) return
    for (const listener of [...listeners]) listener(event.data.authEvent)
  })
  const params = new URLSearchParams({ apiKey: config.apiKey, appName: APP_NAME, origin: window.location.origin })
  relayFrame = document.createElement('iframe')
  relayFrame.src = `${config.emulator}/emulator/auth/iframe?${params}`
  relayFrame.hidden = true
  relayFrame.setAttribute('aria-hidden', 'true')
  relayFrame.tabIndex = -1
  document.body.append(relayFrame)
}

/** The emulator's sign-in page for `provider`, as a popup (`popup`) or in this tab (`redirect`). */
export const widgetUrl = (config: FirebaseConfig & { emulator: string }, provider: SocialProviderId, mode: 'popup' | 'redirect', eventId: string): string => {
  const params = new URLSearchParams({
    apiKey: config.apiKey,
    appName: APP_NAME,
    authType: mode === 'popup' ? 'signInViaPopup' : 'signInViaRedirect',
    providerId: firebaseProviderIds[provider] ?? '',
    eventId,
    redirectUrl: window.location.href,
  })
  return `${config.emulator}/emulator/auth/handler?${params}`
}

/** The provider's token the emulator's answer carries (its id_token parameter), or an error. */
const tokenOf = (event: AuthEvent): string => {
  if (event.error) throw new SocialPopupError(socialCodeOf(event.error))
  const token = event.urlResponse ? new URL(event.urlResponse).searchParams.get('id_token') : null
  if (!token) throw new SocialPopupError('invalid-auth-event')
  return token
}

/** Waits for the relay's answer to `eventId` (any answer for a redirect: the page has just come back). */
export const nextAnswer = (eventId: string | undefined, signal: AbortSignal): Promise<string> =>
  new Promise((resolve, reject) => {
    const listener: Listener = (event) => {
      if (eventId !== undefined && event.eventId !== eventId) return
      listeners.delete(listener)
      try {
        resolve(tokenOf(event))
      } catch (error) {
        reject(error)
      }
    }
    listeners.add(listener)
    signal.addEventListener(
      'abort',
      () => {
        listeners.delete(listener)
        reject(new SocialPopupError('cancelled-popup-request'))
      },
      { once: true },
    )
  })

/**
 * Opens the sign-in window now (call it in the click) and resolves with the provider's token the
 * viewer chose there. A blocked window rejects as popup-blocked; a window the viewer closes is
 * reported through `onClosed` (the popup actor then waits for a late answer); an abort closes it.
 */
export const openEmulatorPopup = (
  config: FirebaseConfig & { emulator: string },
  provider: SocialProviderId,
  popupWindow: SocialPopupWindow,
  signal: AbortSignal,
): Promise<string> => {
  ensureRelay(config)
  const eventId = crypto.randomUUID()
  const left = Math.max(0, (window.screen.availWidth - PopupSize.width) / 2)
  const top = Math.max(0, (window.screen.availHeight - PopupSize.height) / 2)
  const features = `popup,width=${popupWindow.width},height=${popupWindow.height},left=${left},top=${top}`
  const popup = window.open(widgetUrl(config, provider, 'popup', eventId), `social-sign-in-${eventId}`, features)
  if (!popup) return Promise.reject(new SocialPopupError('popup-blocked'))
  const done = new AbortController()
  const poll = window.setInterval(() => {
    if (!popup.closed) return
    window.clearInterval(poll)
    popupWindow.onClosed()
  }, CLOSED_POLL_MS)
  const finish = () => {
    window.clearInterval(poll)
    done.abort()
    if (!popup.closed) popup.close()
  }
  signal.addEventListener('abort', finish, { once: true })
  const answer = nextAnswer(eventId, done.signal)
  answer.then(finish, finish)
  return answer
}
