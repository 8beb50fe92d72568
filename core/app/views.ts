import type { SnapshotFrom } from 'xstate'
import type { AlertMachine } from '../actors/alert/alert.machine.ts'
import { selectAlert } from '../actors/alert/alert.selectors.ts'
import type { AlertView } from '../actors/alert/alert.types.ts'
import type { BootMachine } from '../actors/boot/boot.machine.ts'
import { selectInitialised } from '../actors/boot/boot.selectors.ts'
import type { BuildWatcherMachine } from '../actors/buildWatcher/buildWatcher.machine.ts'
import { selectNewerBuild } from '../actors/buildWatcher/buildWatcher.selectors.ts'
import type { LoadingMachine } from '../actors/loading/loading.machine.ts'
import { selectIsLoading } from '../actors/loading/loading.selectors.ts'
import type { MenuMachine } from '../actors/menu/menu.machine.ts'
import { type MenuView, selectMenu } from '../actors/menu/menu.selectors.ts'
import type { NavigationRecorderMachine } from '../actors/navigationRecorder/navigationRecorder.machine.ts'
import { selectReturnUrl } from '../actors/navigationRecorder/navigationRecorder.selectors.ts'
import type { NoticeMachine } from '../actors/notice/notice.machine.ts'
import { selectTopNotices } from '../actors/notice/notice.selectors.ts'
import type { Notice } from '../actors/notice/notice.types.ts'
import type { ReloadGuardMachine } from '../actors/reloadGuard/reloadGuard.machine.ts'
import type { SessionMachine } from '../actors/session/session.machine.ts'
import { type SessionView, selectSession } from '../actors/session/session.selectors.ts'
import type { SocialPopupMachine } from '../actors/socialPopup/socialPopup.machine.ts'
import type { ActorRefFrom } from 'xstate'

/** The app's long-lived actors, for `useSelector(app.actors.x, selectX)` in web/. */
export interface AppActors {
  readonly boot: ActorRefFrom<BootMachine>
  readonly session: ActorRefFrom<SessionMachine>
  readonly menu: ActorRefFrom<MenuMachine>
  readonly notice: ActorRefFrom<NoticeMachine>
  readonly loading: ActorRefFrom<LoadingMachine>
  readonly alert: ActorRefFrom<AlertMachine>
  readonly socialPopup: ActorRefFrom<SocialPopupMachine>
  readonly buildWatcher: ActorRefFrom<BuildWatcherMachine>
  readonly reloadGuard: ActorRefFrom<ReloadGuardMachine>
  readonly navigationRecorder: ActorRefFrom<NavigationRecorderMachine>
}

/** Every view of the app at one moment (the CLI and tests read this; web reads per actor). */
export interface AppView {
  readonly initialised: boolean
  readonly loading: boolean
  readonly alert: AlertView | null
  readonly session: SessionView
  readonly menu: MenuView
  readonly topNotices: readonly Notice[]
  readonly returnUrl: string | null
  readonly newerBuild: boolean
}

/** Reads every view from the actors' current snapshots. */
export const viewOf = (actors: AppActors): AppView => ({
  initialised: selectInitialised(actors.boot.getSnapshot() as SnapshotFrom<BootMachine>),
  loading: selectIsLoading(actors.loading.getSnapshot()),
  alert: selectAlert(actors.alert.getSnapshot()),
  session: selectSession(actors.session.getSnapshot()),
  menu: selectMenu(actors.menu.getSnapshot()),
  topNotices: selectTopNotices(actors.notice.getSnapshot()),
  returnUrl: selectReturnUrl(actors.navigationRecorder.getSnapshot()),
  newerBuild: selectNewerBuild(actors.buildWatcher.getSnapshot()),
})
