import { useCallback, useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { selectPopupBusy } from '../../core/actors/socialPopup/socialPopup.selectors.ts'
import { ResultCode } from '../../core/contract/index.ts'
import type { SocialReadiness } from '../adapters/firebaseSocial.ts'
import { type SocialCredential, type SocialErrorCode, type SocialProviderId, socialErrorCodeOf } from '../../core/ports/social.ts'
import type { ActResult } from '../data/actions.ts'
import { useApp } from './appContext.ts'
import { REDIRECT_ACTION, quietSocialErrors, socialErrorMessage } from './socialMessages.ts'
import { useSelector } from './useSelector.ts'

// Apart from hooks.ts so that its messages load with the login page, not with the first page (decision 0802).

const TITLE = '간편 로그인'
/** How often a login page asks again while social sign-in is still starting (a first `npm start`). */
const READINESS_POLL_MS = 2_000

/**
 * Whether the providers' side answers: `checking` until the first answer (the buttons work as
 * usual meanwhile: a popup must open in the click), then asked again every few seconds while it is
 * `starting`, so the buttons come on by themselves once it is ready.
 */
const useSocialReadiness = (social: { readiness(signal?: AbortSignal): Promise<SocialReadiness> } | undefined): SocialReadiness | 'checking' => {
  const [readiness, setReadiness] = useState<SocialReadiness | 'checking'>(social ? 'checking' : 'off')
  useEffect(() => {
    if (!social) return
    const stop = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = () =>
      void social.readiness(stop.signal).then((now) => {
        if (stop.signal.aborted) return
        setReadiness(now)
        if (now === 'starting') timer = setTimeout(ask, READINESS_POLL_MS)
      })
    ask()
    return () => {
      stop.abort()
      clearTimeout(timer)
    }
  }, [social])
  return readiness
}

/** What the buttons say after an attempt the viewer ended themselves (closed or replaced the window). */
export interface SocialNote {
  readonly code: SocialErrorCode
  readonly message: string
}

/**
 * Social sign-in on the login page: the provider's popup (or, when blocked, the same in this tab),
 * then its ID token posted to the login route's action (intent=social), so the page goes on as
 * after an email login. When the email has an email account (-49), `onEmailAccount` gets the
 * Korean reason instead of an alert: the email form takes over.
 */
export const useSocialLogin = ({ keepSignedIn, onEmailAccount }: { keepSignedIn: boolean; onEmailAccount: (message: string) => void }) => {
  const { actors, commands, socialProviders, social } = useApp()
  const popupBusy = useSelector(actors.socialPopup, selectPopupBusy)
  const fetcher = useFetcher<ActResult>()
  const [note, setNote] = useState<SocialNote | null>(null)
  const keep = useRef(keepSignedIn)
  keep.current = keepSignedIn

  const submit = useCallback(
    (credential: SocialCredential) =>
      fetcher.submit(
        { intent: 'social', provider: credential.provider, id_token: credential.idToken, ...(keep.current ? { auto_login: '1' } : {}) },
        { method: 'post' },
      ),
    [fetcher.submit],
  )

  const failed = useCallback(
    async (provider: SocialProviderId, error: unknown) => {
      const code = socialErrorCodeOf(error)
      const message = socialErrorMessage[code]
      if (quietSocialErrors.has(code)) return setNote({ code, message })
      if (code !== 'popup-blocked' || !social) return void commands.showAlert({ title: TITLE, message })
      const buttons = [
        { label: '이 창에서 로그인', action: REDIRECT_ACTION, style: 'primary' },
        { label: '취소', action: 'cancel' },
      ]
      if ((await commands.showAlert({ title: TITLE, message, buttons })) === REDIRECT_ACTION) {
        social.redirect(provider).catch((e: unknown) => commands.showAlert({ title: TITLE, message: socialErrorMessage[socialErrorCodeOf(e)] }))
      }
    },
    [commands, social],
  )

  const readiness = useSocialReadiness(social)
  // Drawn and the providers' side answering: Firebase gets ready ahead of a click; a redirect that came back here finishes.
  const submitNow = useRef(submit)
  submitNow.current = submit
  useEffect(() => {
    if (!social || readiness !== 'ready') return
    social.redirectResult().then(
      (credential) => credential && submitNow.current(credential),
      (error: unknown) => commands.showAlert({ title: TITLE, message: socialErrorMessage[socialErrorCodeOf(error)] }),
    )
    social.prepare()
  }, [social, commands, readiness])

  const refused = fetcher.data?.ok === false ? fetcher.data : undefined
  useEffect(() => {
    if (!refused) return
    if (refused.code === ResultCode.accountAlreadyRegistered) onEmailAccount(refused.message)
    else void commands.showAlert({ title: TITLE, message: refused.message })
  }, [refused, commands, onEmailAccount])

  // Called in the click: the popup opens within it.
  const signIn = useCallback(
    (provider: SocialProviderId) => {
      setNote(null)
      commands.socialSignIn(provider).then(submit, (error: unknown) => failed(provider, error))
    },
    [commands, submit, failed],
  )

  return {
    available: socialProviders.length > 0 && readiness !== 'off',
    /** Still starting (a first `npm start`): the buttons are shown, off, with a note saying so. */
    starting: readiness === 'starting',
    providers: socialProviders,
    busy: popupBusy || fetcher.state !== 'idle',
    note,
    signIn,
  }
}
