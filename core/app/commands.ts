import { waitFor } from 'xstate'
import { confirmAnswer, confirmRequest } from '../actors/alert/alert.logic.ts'
import type { AlertButton } from '../actors/alert/alert.types.ts'
import { selectInitialised } from '../actors/boot/boot.selectors.ts'
import { selectNewerBuild } from '../actors/buildWatcher/buildWatcher.selectors.ts'
import type { MenuSelection } from '../actors/menu/menu.types.ts'
import { parseReloadAt } from '../actors/reloadGuard/reloadGuard.logic.ts'
import { StorageKey } from '../ports/storage.ts'
import type { ReloadDecision } from '../actors/reloadGuard/reloadGuard.types.ts'
import { selectSessionKey, selectSessionReady } from '../actors/session/session.selectors.ts'
import { selectMenuSettled } from '../actors/menu/menu.selectors.ts'
import { selectNoticeSettled } from '../actors/notice/notice.selectors.ts'
import { readStartCookies } from './actors.ts'
import type { SignIn } from '../actors/session/session.types.ts'
import { CookieName, UNKNOWN_RESULT_MESSAGE, cookieOptions } from '../contract/index.ts'
import { inviteCodeOf } from './inviteLink.ts'
import { systemClock } from '../ports/clock.ts'
import { type SocialCredential, SocialPopupError, type SocialProviderId } from '../ports/social.ts'
import type { AppDeps } from './deps.ts'
import type { AppActors } from './views.ts'

/** The outcome of an email login; on failure, the Korean sentence to show in the alert. */
export type LoginResult = { readonly ok: true } | { readonly ok: false; readonly error: unknown; readonly message: string }

/** What a viewer reads for any failure: a typed error's Korean message, else the generic one. */
export const viewerMessageOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'message_ko' in error && typeof error.message_ko === 'string' ? error.message_ko : UNKNOWN_RESULT_MESSAGE

/** The app's commands: what web/ and cli/ do to it, in product words. */
export interface AppCommands {
  /**
   * A navigation to a full path is about to happen. Records the return address, starts boot on
   * the first one, and answers 'full-load' when a newer build makes it a full page load (already
   * requested through the Navigation port), else 'client'.
   */
  navigate(path: string): 'client' | 'full-load'
  /** Shows the alert modal; resolves with the clicked button's action, null on an overlay click. */
  showAlert(input: { title?: string; message: string; buttons?: readonly AlertButton[] }): Promise<string | null>
  /** Shows 취소/확인; resolves true on 확인, false on 취소 or an overlay click. */
  confirm(input: { title?: string; message: string }): Promise<boolean>
  clickAlertButton(index: number): void
  clickAlertOverlay(): void
  selectMenu(selection: MenuSelection): void
  /** Signs in by email, by joining or with a social token; resolves once the session settled. */
  signIn(signIn: SignIn, keepSignedIn: boolean): Promise<LoginResult>
  /** Signs out and takes a fresh guest session; resolves once the session settled again. */
  logout(): Promise<void>
  /**
   * The member's adultVerify (/cert) answered adult_flag Y: the session's adult_flag becomes Y
   * (selectSession(...).adult_flag), so pages show adult titles from now on. Call it after a
   * successful `app.request('adultVerify', …)`; a no-op unless a member is signed in.
   */
  adultVerified(): void
  /** The member's name or picture changed (profileUpdate's answer): the header shows them now; a no-op for a guest. */
  profileChanged(profile: { readonly nickname: string; readonly profile_img: string }): void
  /** Opens the sign-in popup; rejects with a SocialPopupError carrying the provider's code. */
  socialSignIn(provider: SocialProviderId): Promise<SocialCredential>
  /** A lazy chunk of `path` failed to load: 'reload' (full load requested) or 'error' (show one). */
  chunkLoadFailed(path: string): ReloadDecision
  /** The page became visible: the build watcher checks at once. */
  pageVisible(): void
  resetLoading(): void
  /** Resolves once boot has finished. */
  untilInitialised(): Promise<void>
  /** Boot's login step alone (CLI replay): starts the session if idle; resolves once it settled. */
  startSession(): Promise<void>
  /** Boot's menu step alone: loads the menu with the session's key; resolves once it settled. */
  loadMenu(): Promise<void>
  /** Boot's notice step alone; resolves once it settled. */
  loadNotices(): Promise<void>
}

/** The commands over one app's actors. */
export const makeCommands = (actors: AppActors, deps: AppDeps): AppCommands => {
  let nextId = 0
  const clock = deps.clock ?? systemClock

  const showAlert: AppCommands['showAlert'] = (input) => {
    const id = (nextId += 1)
    return new Promise((resolve) => {
      const subscription = actors.alert.on('alert.closed', (event) => {
        if (event.id !== id) return
        subscription.unsubscribe()
        resolve(event.action)
      })
      actors.alert.send({ type: 'alert.show', request: { ...input, id } })
    })
  }

  return {
    navigate(path) {
      const newer = selectNewerBuild(actors.buildWatcher.getSnapshot())
      actors.navigationRecorder.send({ type: 'nav.navigate', path })
      // An invitation link keeps its code on the session for sign-up (docs/decisions/1451).
      const invite = inviteCodeOf(path)
      if (invite) deps.cookies.set(CookieName.inviteCode, invite, cookieOptions(CookieName.inviteCode, deps.cookieSettings))
      if (newer) {
        actors.buildWatcher.send({ type: 'nav.navigate', path })
        return 'full-load'
      }
      actors.boot.send({ type: 'boot.start' })
      return 'client'
    },
    showAlert,
    async confirm(input) {
      // showAlert numbers the request itself.
      return confirmAnswer(await showAlert(confirmRequest(0, input.message, input.title)))
    },
    clickAlertButton: (index) => actors.alert.send({ type: 'alert.click', index }),
    clickAlertOverlay: () => actors.alert.send({ type: 'alert.overlay' }),
    selectMenu: (selection) => actors.menu.send({ type: 'menu.select', selection }),
    signIn(signIn, keepSignedIn) {
      const id = (nextId += 1)
      const event = { type: 'session.signIn' as const, id, signIn, keepSignedIn }
      if (!actors.session.getSnapshot().can(event)) {
        return Promise.resolve({ ok: false, error: new Error('session busy'), message: '로그인을 처리할 수 없는 상태입니다. 잠시 후 다시 시도해 주세요.' })
      }
      return new Promise((resolve) => {
        const subscription = actors.session.on('session.loginSettled', (settled) => {
          if (settled.id !== id) return
          subscription.unsubscribe()
          resolve(settled.ok ? { ok: true } : { ok: false, error: settled.error, message: viewerMessageOf(settled.error) })
        })
        actors.session.send(event)
      })
    },
    async logout() {
      if (!actors.session.getSnapshot().can({ type: 'session.logout' })) return
      actors.session.send({ type: 'session.logout' })
      await waitFor(actors.session, selectSessionReady)
    },
    adultVerified: () => actors.session.send({ type: 'session.adultVerified' }),
    profileChanged: (profile) => actors.session.send({ type: 'session.profileChanged', ...profile }),
    socialSignIn(provider) {
      const id = (nextId += 1)
      return new Promise((resolve, reject) => {
        const subscription = actors.socialPopup.on('popup.settled', ({ outcome }) => {
          if (outcome.id !== id) return
          subscription.unsubscribe()
          if (outcome.ok) resolve(outcome.credential)
          else reject(new SocialPopupError(outcome.code))
        })
        actors.socialPopup.send({ type: 'popup.open', request: { id, provider } })
      })
    },
    chunkLoadFailed(path) {
      const lastReloadAt = parseReloadAt(deps.sessionStore.getItem(StorageKey.reloadGuardAt))
      actors.reloadGuard.send({ type: 'chunk.failed', path, now: clock.now(), lastReloadAt })
      return actors.reloadGuard.getSnapshot().context.lastOutcome?.decision ?? 'error'
    },
    pageVisible: () => actors.buildWatcher.send({ type: 'page.visible' }),
    resetLoading: () => actors.loading.send({ type: 'loading.reset' }),
    async untilInitialised() {
      await waitFor(actors.boot, selectInitialised)
    },
    async startSession() {
      if (actors.session.getSnapshot().matches('idle')) actors.session.send({ type: 'session.start', cookies: readStartCookies(deps.cookies) })
      await waitFor(actors.session, selectSessionReady)
    },
    async loadMenu() {
      const key = selectSessionKey(actors.session.getSnapshot())
      if (!key) throw new Error('no session token: start the session first')
      actors.menu.send({ type: 'menu.load', key })
      await waitFor(actors.menu, selectMenuSettled)
    },
    async loadNotices() {
      actors.notice.send({ type: 'notice.load' })
      await waitFor(actors.notice, selectNoticeSettled)
    },
  }
}
