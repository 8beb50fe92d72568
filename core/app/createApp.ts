import { type Actor, createActor } from 'xstate'
import { SystemId } from '../actors/support/systemIds.ts'
import type { HostCalls } from '../ports/hostCalls.ts'
import { provideActors } from './actors.ts'
import { type AppMachine, appMachine } from './app.machine.ts'
import { type AppCommands, makeCommands } from './commands.ts'
import { type Request, makeRequest } from './request.ts'
import type { AppDeps } from './deps.ts'
import { loadingTracker, trackHostCalls } from './trackHostCalls.ts'
import { type AppActors, type AppView, viewOf } from './views.ts'

/** One running app: its root actor, its long-lived actors, its views and its commands. */
export interface App extends AppCommands {
  /** The root actor (the actor system). */
  readonly root: Actor<AppMachine>
  readonly actors: AppActors
  /** The app's host calls, each tracked by its loading counter (for one-off calls from a driver). */
  readonly hostCalls: HostCalls
  /** A call of the contract by name within the viewer's session (core/app/request.ts). */
  readonly request: Request
  /** Every view now. */
  view(): AppView
  /** Called after any actor's snapshot changes; returns how to stop listening. */
  subscribe(listener: () => void): () => void
  /** Stops every actor (in-flight calls are aborted). */
  stop(): void
}

/**
 * Builds and starts one app: no module state, so tests and the CLI run many side by side.
 * Every host call, the machines' and the pages', reaches the loading counter through one tracker
 * (trackHostCalls) around the driver's host calls.
 */
export const createApp = (deps: AppDeps): App => {
  let root: Actor<AppMachine> | undefined
  const tracker = loadingTracker((event) => root?.system.get(SystemId.loading)?.send(event))
  const calls = trackHostCalls(deps.hostCalls, tracker)
  root = createActor(appMachine(provideActors(deps, calls), deps.buildId ?? ''), {
    ...(deps.timers ? { clock: deps.timers } : {}),
    ...(deps.inspect ? { inspect: deps.inspect } : {}),
  })
  root.start()

  const get = <K extends keyof AppActors>(id: K) => root.system.get(SystemId[id]) as AppActors[K]
  const actors: AppActors = {
    boot: get('boot'),
    session: get('session'),
    menu: get('menu'),
    notice: get('notice'),
    loading: get('loading'),
    alert: get('alert'),
    socialPopup: get('socialPopup'),
    buildWatcher: get('buildWatcher'),
    reloadGuard: get('reloadGuard'),
    navigationRecorder: get('navigationRecorder'),
  }
  const started = root
  return {
    root: started,
    actors,
    hostCalls: calls,
    ...makeCommands(actors, deps),
    request: makeRequest(actors, calls),
    view: () => viewOf(actors),
    subscribe(listener) {
      const subscriptions = Object.values(actors).map((actor) => actor.subscribe(() => listener()))
      return () => subscriptions.forEach((s) => s.unsubscribe())
    },
    stop: () => started.stop(),
  }
}
