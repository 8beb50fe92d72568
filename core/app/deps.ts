import type { ActorOptions, AnyActorLogic, InspectionEvent } from 'xstate'
import type { CookieSettings } from '../contract/cookies.ts'
import type { Clock } from '../ports/clock.ts'
import type { Cookies } from '../ports/cookies.ts'
import type { HostCalls } from '../ports/hostCalls.ts'
import type { Logger } from '../ports/logger.ts'
import type { Navigation } from '../ports/navigation.ts'
import type { SocialPopup } from '../ports/social.ts'
import type { KeyValueStore } from '../ports/storage.ts'

/** XState's timer clock (setTimeout/clearTimeout), e.g. its SimulatedClock. */
export type TimerClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>

/** XState's inspection callback (the CLI builds its timeline from it). */
export type Inspector = (event: InspectionEvent) => void

/** What a driver (web, CLI, a test) hands to createApp. */
export interface AppDeps {
  /** The host calls (core/bridge's makeHostCalls, or a test's fakes); createApp tracks them for the loading counter. */
  readonly hostCalls: HostCalls
  readonly cookies: Cookies
  /** Session storage (the reload guard's window). */
  readonly sessionStore: KeyValueStore
  /** The device's lasting storage (localStorage): the return-visit copy of menu and notices. None: no copy is kept. */
  readonly localStore?: KeyValueStore
  readonly navigation: Navigation
  readonly logger?: Logger
  /** The social sign-in window; without one every social sign-in fails as internal-error. */
  readonly socialPopup?: SocialPopup
  /** The build id the running app was built as; empty or absent turns the build watcher off. */
  readonly buildId?: string
  /** Timers of delayed transitions: XState's SimulatedClock in tests; real timers by default. */
  readonly timers?: TimerClock
  /** Wall-clock time (build file time stamp, reload guard window); Date.now by default. */
  readonly clock?: Clock
  /** The cookies' Domain (shared across the product's sub-domains) and Secure: core/contract/cookies.ts cookieSettingsOf. */
  readonly cookieSettings?: CookieSettings
  /** XState inspection, e.g. for a timeline of every state entered. */
  readonly inspect?: Inspector
}
