import { setup } from 'xstate'
import { SystemId } from '../actors/support/systemIds.ts'
import type { provideActors } from './actors.ts'

type ProvidedActors = ReturnType<typeof provideActors>

/**
 * The root actor: the actor system of one app. It holds every long-lived actor as an invoked
 * child with a systemId, so siblings find each other through the system and many apps can run in
 * one process. Boot comes last, so its watchers find every sibling already started.
 */
export const appMachine = (actors: ProvidedActors, buildId: string) =>
  setup({ actors }).createMachine({
    id: 'app',
    invoke: [
      { src: 'loading', id: SystemId.loading, systemId: SystemId.loading },
      { src: 'alert', id: SystemId.alert, systemId: SystemId.alert },
      { src: 'socialPopup', id: SystemId.socialPopup, systemId: SystemId.socialPopup },
      { src: 'navigationRecorder', id: SystemId.navigationRecorder, systemId: SystemId.navigationRecorder },
      { src: 'reloadGuard', id: SystemId.reloadGuard, systemId: SystemId.reloadGuard },
      { src: 'buildWatcher', id: SystemId.buildWatcher, systemId: SystemId.buildWatcher, input: { ownBuildId: buildId } },
      { src: 'session', id: SystemId.session, systemId: SystemId.session },
      { src: 'menu', id: SystemId.menu, systemId: SystemId.menu },
      { src: 'notice', id: SystemId.notice, systemId: SystemId.notice },
      { src: 'boot', id: SystemId.boot, systemId: SystemId.boot },
    ],
  })

export type AppMachine = ReturnType<typeof appMachine>
