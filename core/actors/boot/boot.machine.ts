import { type ActorRefFrom, type SnapshotFrom, assign, fromCallback, sendTo, setup } from 'xstate'
import type { MenuMachine } from '../menu/menu.machine.ts'
import { selectMenuSettled } from '../menu/menu.selectors.ts'
import type { NoticeMachine } from '../notice/notice.machine.ts'
import { selectNoticeSettled } from '../notice/notice.selectors.ts'
import type { SessionMachine } from '../session/session.machine.ts'
import { selectSessionKey, selectSessionReady } from '../session/session.selectors.ts'
import { SystemId } from '../support/systemIds.ts'
import { recoveryStep, watchUntil } from './boot.logic.ts'
import type { BootContext, BootEvent } from './boot.types.ts'

const watchSession = fromCallback<BootEvent>(({ system, sendBack }) =>
  watchUntil<SnapshotFrom<SessionMachine>>(system.get(SystemId.session), selectSessionReady, (snapshot) =>
    sendBack({ type: 'boot.sessionReady', key: selectSessionKey(snapshot) }),
  ),
)
/** After boot: every time the session settles with a new token (a renewal), so a missing menu can load with it. */
const watchRenewals = fromCallback<BootEvent>(({ system, sendBack }) => {
  const session = system.get(SystemId.session) as ActorRefFrom<SessionMachine> | undefined
  let last = session ? selectSessionKey(session.getSnapshot())?.s : undefined
  const subscription = session?.subscribe((snapshot) => {
    const key = selectSessionKey(snapshot)
    if (!key || key.s === last) return
    last = key.s
    sendBack({ type: 'boot.sessionReady', key })
  })
  return () => subscription?.unsubscribe()
})
const watchMenu = fromCallback<BootEvent>(({ system, sendBack }) =>
  watchUntil<SnapshotFrom<MenuMachine>>(system.get(SystemId.menu), selectMenuSettled, () => sendBack({ type: 'boot.menuSettled' })),
)
const watchNotice = fromCallback<BootEvent>(({ system, sendBack }) =>
  watchUntil<SnapshotFrom<NoticeMachine>>(system.get(SystemId.notice), selectNoticeSettled, () => sendBack({ type: 'boot.noticeSettled' })),
)

/**
 * Start-up (docs/product.md §4), once, on the first navigation while not initialised. Reordered for
 * the critical path (docs/decisions/0301): the notice call starts at once, beside the login, since it needs no
 * session; the menu call starts as soon as the session has its token. Login, return address,
 * menu, notice, then the saved current menu: every step runs, failures are only logged, and boot
 * always ends `initialised`. The cookie-reading steps are actions the app provides. On a return
 * visit the kept copy of menu and notices is shown first, before any call (docs/decisions/0805),
 * and boot's own answers replace it; the finished boot keeps its answers for the next visit.
 * After boot, a navigation re-runs what failed, and a renewed session token brings a missing menu.
 */
export const bootMachine = setup({
  types: { context: {} as BootContext, events: {} as BootEvent },
  actors: { watchSession, watchMenu, watchNotice, watchRenewals },
  actions: {
    /** Reads the start cookies and sends session.start. */
    startSession: () => {},
    /** Reads the return_url cookie and restores the return address. */
    restoreReturnUrl: () => {},
    /** Reads the current_menu cookie and restores the current menu. */
    restoreCurrentMenu: () => {},
    /** A return visit: shows the kept copy of menu and notices when it was fetched for this build, filter and session kind. */
    restoreCopy: () => {},
    /** Keeps this visit's menu and notices, with what they were fetched for, for the next visit. */
    keepCopy: () => {},
    log: (_, _params: { level: 'warn'; message: string }) => {},
    loadNotice: sendTo(({ system }) => system.get(SystemId.notice), { type: 'notice.load' }),
    /** A later navigation, or a renewed token: re-runs what failed (recoveryStep). */
    recover: ({ system }) => {
      const session = (system.get(SystemId.session) as ActorRefFrom<SessionMachine>).getSnapshot()
      const menu = system.get(SystemId.menu) as ActorRefFrom<MenuMachine>
      const key = selectSessionKey(session)
      const step = recoveryStep({ ready: selectSessionReady(session), hasToken: key !== null }, String(menu.getSnapshot().value))
      if (step === 'login') system.get(SystemId.session).send({ type: 'session.renew', failedToken: null })
      if (step === 'menu' && key) menu.send({ type: 'menu.load', key })
    },
    loadMenu: sendTo(
      ({ system }) => system.get(SystemId.menu),
      ({ context }) => ({ type: 'menu.load', key: context.key }),
    ),
  },
  guards: {
    hasKey: ({ event }) => event.type === 'boot.sessionReady' && event.key !== null,
  },
}).createMachine({
  id: 'boot',
  context: { key: null },
  initial: 'idle',
  states: {
    idle: { on: { 'boot.start': 'running' } },
    running: {
      entry: ['restoreCopy', 'startSession', 'restoreReturnUrl', 'loadNotice'],
      invoke: [{ src: 'watchSession' }, { src: 'watchNotice' }],
      type: 'parallel',
      states: {
        login: {
          initial: 'pending',
          states: {
            pending: { on: { 'boot.sessionReady': 'done' } },
            done: { type: 'final' },
          },
        },
        menu: {
          initial: 'waitingForToken',
          states: {
            waitingForToken: {
              on: {
                'boot.sessionReady': [
                  { guard: 'hasKey', target: 'loading', actions: assign({ key: ({ event }) => event.key }) },
                  { target: 'restoring', actions: { type: 'log', params: { level: 'warn', message: 'no session token; menu not loaded' } } },
                ],
              },
            },
            loading: {
              entry: 'loadMenu',
              invoke: { src: 'watchMenu' },
              on: { 'boot.menuSettled': 'restoring' },
            },
            restoring: { entry: 'restoreCurrentMenu', always: 'done' },
            done: { type: 'final' },
          },
        },
        notice: {
          initial: 'pending',
          states: {
            pending: { on: { 'boot.noticeSettled': 'done' } },
            done: { type: 'final' },
          },
        },
      },
      onDone: 'initialised',
    },
    initialised: {
      tags: ['initialised'],
      entry: 'keepCopy',
      invoke: { src: 'watchRenewals' },
      on: { 'boot.start': { actions: 'recover' }, 'boot.sessionReady': { actions: 'recover' } },
    },
  },
})

export type BootMachine = typeof bootMachine
