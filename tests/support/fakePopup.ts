import {
  type SocialCredential,
  type SocialErrorCode,
  type SocialPopup,
  SocialPopupError,
  type SocialPopupWindow,
  type SocialProviderId,
} from '../../core/ports/social.ts'

/** One window the fake provider opened. */
export interface OpenedPopup {
  readonly provider: SocialProviderId
  readonly window: SocialPopupWindow
  readonly signal: AbortSignal
  signIn(credential?: Partial<SocialCredential>): void
  fail(code: SocialErrorCode): void
  /** The viewer closes the window (the port reports it; no answer is given). */
  close(): void
}

/** A scripted social provider: the test decides what each opened window does. */
export const fakePopup = (): { readonly port: SocialPopup; readonly opened: OpenedPopup[]; last(): OpenedPopup } => {
  const opened: OpenedPopup[] = []
  const port: SocialPopup = {
    open: (provider, window, signal) =>
      new Promise<SocialCredential>((resolve, reject) => {
        opened.push({
          provider,
          window,
          signal,
          signIn: (credential = {}) => resolve({ provider, idToken: 'id-token', ...credential }),
          fail: (code) => reject(new SocialPopupError(code)),
          close: () => window.onClosed(),
        })
      }),
  }
  return {
    port,
    opened,
    last: () => {
      const popup = opened.at(-1)
      if (!popup) throw new Error('no popup was opened')
      return popup
    },
  }
}
