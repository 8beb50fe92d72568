import { type SnapshotFrom, fromCallback, fromPromise } from 'xstate'
import { CookieName, type CookieName as CookieNameType, SocialPopup as PopupSize, cookieOptions, parseFlagCookie } from '../contract/index.ts'
import { type Cookies, silentLogger, systemClock } from '../ports/index.ts'
import type { HostCalls } from '../ports/hostCalls.ts'
import { socialErrorCodeOf } from '../ports/social.ts'
import { alertMachine } from '../actors/alert/alert.machine.ts'
import { bootMachine } from '../actors/boot/boot.machine.ts'
import { buildWatcherMachine } from '../actors/buildWatcher/buildWatcher.machine.ts'
import { loadingMachine } from '../actors/loading/loading.machine.ts'
import { menuMachine } from '../actors/menu/menu.machine.ts'
import { navigationRecorderMachine } from '../actors/navigationRecorder/navigationRecorder.machine.ts'
import { unendedNotices } from '../contract/noticePeriod.ts'
import { noticeMachine } from '../actors/notice/notice.machine.ts'
import { StorageKey } from '../ports/storage.ts'
import { reloadGuardMachine } from '../actors/reloadGuard/reloadGuard.machine.ts'
import { sessionMachine } from '../actors/session/session.machine.ts'
import type { StartCookies } from '../actors/session/session.types.ts'
import { SystemId } from '../actors/support/systemIds.ts'
import type { PopupWindowInput, SocialPopupEvent } from '../actors/socialPopup/socialPopup.types.ts'
import { socialPopupMachine } from '../actors/socialPopup/socialPopup.machine.ts'
import { decodeCopy, encodeCopy, predictedKind, sessionKindOf } from '../firstPaint/returnVisit.ts'
import type { AppDeps } from './deps.ts'
import { withSession } from './request.ts'

/** The cookies the session reads at start (docs/product.md §5). */
export const readStartCookies = (cookies: Cookies): StartCookies => ({
  autoLogin: cookies.get(CookieName.autoLogin),
  filter: cookies.get(CookieName.filter),
  deviceId: cookies.get(CookieName.deviceId),
})

/**
 * Every long-lived actor of one app with the driver's implementations provided, once, at
 * creation: host calls become invoked promise actors, cookie writes and page loads named actions.
 */
export const provideActors = (deps: AppDeps, calls: HostCalls) => {
  const logger = deps.logger ?? silentLogger
  const clock = deps.clock ?? systemClock
  const setCookie = (name: CookieNameType, value: string) => deps.cookies.set(name, value, cookieOptions(name, deps.cookieSettings))
  const removeCookie = (name: CookieNameType) => deps.cookies.remove(name, cookieOptions(name, deps.cookieSettings))
  const startCookies = () => readStartCookies(deps.cookies)
  const log = (_: unknown, entry: { level: 'info' | 'warn' | 'error'; message: string; detail?: unknown }) => logger[entry.level](entry.message, entry.detail)

  const session = sessionMachine.provide({
    actors: {
      guestLogin: fromPromise(({ input, signal }) => calls.guestLogin(input, signal)),
      serviceLogin: fromPromise(({ input, signal }) => calls.serviceLogin(input, signal)),
      ticketRequest: fromPromise(({ input, signal }) => calls.ticketRequest(input, signal)),
      signIn: fromPromise(({ input, signal }) => {
        if (input.call === 'signUp') return calls.signUp(input.params, signal)
        if (input.call === 'socialLogin') return calls.socialLogin(input.params, signal)
        return calls.emailLogin(input.params, signal)
      }),
      logout: fromPromise(({ input, signal }) => calls.logout(input, signal)),
    },
    actions: {
      writeCookie: (_, { name, value }) => setCookie(name, value),
      removeCookie: (_, { name }) => removeCookie(name),
      log,
    },
  })

  const menu = menuMachine.provide({
    actors: {
      // Signed by the session's token now (not the one boot saw), renewed once if refused (request.ts).
      menu: fromPromise(({ input, signal, system }) =>
        withSession(system.get(SystemId.session), 'menu', (key) => calls.menu({ ...input, s: key.s, c_code: key.c_code }, signal), signal),
      ),
    },
    actions: { writeCurrentMenu: (_, { value }) => setCookie(CookieName.currentMenu, value), log },
  })

  // No notice past its display period is shown, whatever a host or a kept copy holds (docs/decisions/1212).
  const notice = noticeMachine.provide({
    actors: {
      recentNoticeInfo: fromPromise(async ({ input, signal }) => {
        const answer = await calls.recentNoticeInfo(input, signal)
        return { ...answer, top_notice_list: unendedNotices(answer.top_notice_list, clock.now()) }
      }),
    },
    actions: { log },
  })

  const boot = bootMachine.provide({
    actions: {
      startSession: ({ system }) => system.get(SystemId.session)?.send({ type: 'session.start', cookies: startCookies() }),
      restoreReturnUrl: ({ system }) =>
        system.get(SystemId.navigationRecorder)?.send({ type: 'nav.restoreReturnUrl', stored: deps.cookies.get(CookieName.returnUrl) }),
      restoreCurrentMenu: ({ system }) => system.get(SystemId.menu)?.send({ type: 'menu.restore', stored: deps.cookies.get(CookieName.currentMenu) }),
      restoreCopy: ({ system }) => {
        const start = startCookies()
        const kind = predictedKind(parseFlagCookie(start.autoLogin))
        if (!deps.localStore || !kind) return
        const key = { build: deps.buildId ?? '', kind, filter: parseFlagCookie(start.filter) }
        const copy = decodeCopy(deps.localStore.getItem(StorageKey.returnVisit), key)
        if (!copy) return
        system.get(SystemId.menu)?.send({ type: 'menu.cached', menu: copy.menu })
        system.get(SystemId.notice)?.send({ type: 'notice.cached', top_notice_list: unendedNotices(copy.notices, clock.now()) })
        system.get(SystemId.menu)?.send({ type: 'menu.restore', stored: deps.cookies.get(CookieName.currentMenu) })
      },
      keepCopy: ({ system }) => {
        const menu = system.get(SystemId.menu)?.getSnapshot() as SnapshotFrom<typeof menuMachine> | undefined
        const notice = system.get(SystemId.notice)?.getSnapshot() as SnapshotFrom<typeof noticeMachine> | undefined
        const session = system.get(SystemId.session)?.getSnapshot() as SnapshotFrom<typeof sessionMachine> | undefined
        const home = menu?.context.section_home
        // Only a menu this visit loaded is kept: a failed load keeps the last good copy.
        if (!deps.localStore || !menu?.matches('loaded') || !home || !session) return
        const key = { build: deps.buildId ?? '', kind: sessionKindOf(session.context), filter: session.context.filter }
        const copy = { key, menu: { section_list: menu.context.section_list, home_section: home }, notices: notice?.context.top_notice_list ?? [] }
        try {
          deps.localStore.setItem(StorageKey.returnVisit, encodeCopy(copy))
        } catch (error) {
          logger.warn('return-visit copy not kept', error)
        }
      },
      log,
    },
  })

  const buildWatcher = buildWatcherMachine.provide({
    actors: { fetchBuildInfo: fromPromise(({ signal }) => calls.buildInfo({ t: clock.now() }, signal)) },
    actions: {
      fullLoad: (_, { path }) => deps.navigation.fullLoad(path),
      logCheckFailed: (_, { error }) => logger.warn('build info check failed', error),
    },
  })

  const reloadGuard = reloadGuardMachine.provide({
    actions: {
      rememberReload: (_, { at }) => deps.sessionStore.setItem(StorageKey.reloadGuardAt, String(at)),
      fullLoad: (_, { path }) => deps.navigation.fullLoad(path),
    },
  })

  const navigationRecorder = navigationRecorderMachine.provide({
    actions: { writeReturnUrl: (_, { url }) => setCookie(CookieName.returnUrl, url) },
  })

  const popup = deps.socialPopup
  const socialPopup = popup
    ? socialPopupMachine.provide({
        actors: {
          popupWindow: fromCallback<SocialPopupEvent, PopupWindowInput>(({ input, sendBack }) => {
            const abort = new AbortController()
            const popupWindow = { width: PopupSize.width, height: PopupSize.height, onClosed: () => sendBack({ type: 'popup.closed' }) }
            popup.open(input.provider, popupWindow, abort.signal).then(
              (credential) => sendBack({ type: 'popup.signedIn', credential }),
              (error: unknown) => sendBack({ type: 'popup.failed', code: socialErrorCodeOf(error) }),
            )
            return () => abort.abort()
          }),
        },
      })
    : socialPopupMachine

  return { session, menu, notice, boot, buildWatcher, reloadGuard, navigationRecorder, socialPopup, loading: loadingMachine, alert: alertMachine }
}
