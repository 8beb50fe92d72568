import { useSelector } from './useSelector.ts'
import { useCallback } from 'react'
import { selectPopupBusy } from '../../core/actors/socialPopup/socialPopup.selectors.ts'
import { SocialPopupError, type SocialProviderId } from '../../core/ports/social.ts'
import { useApp } from './appContext.ts'
import { SOCIAL_EXCHANGE_PENDING, socialErrorMessage } from './socialMessages.ts'

// Apart from hooks.ts so that its messages load with the login page, not with the first page (decision 0802).

/** Social sign-in: which providers, whether a popup is open, and starting one. */
export const useSocialLogin = () => {
  const { actors, commands, socialProviders } = useApp()
  const busy = useSelector(actors.socialPopup, selectPopupBusy)
  const signIn = useCallback(
    (provider: SocialProviderId) => {
      commands.socialSignIn(provider).then(
        () => commands.showAlert({ title: '간편 로그인', message: SOCIAL_EXCHANGE_PENDING }),
        (error: unknown) => {
          const message = error instanceof SocialPopupError ? socialErrorMessage[error.code] : socialErrorMessage['internal-error']
          if (message) void commands.showAlert({ title: '간편 로그인', message })
        },
      )
    },
    [commands],
  )
  return { available: socialProviders.length > 0, providers: socialProviders, busy, signIn }
}
