/** The systemId of each long-lived actor of the app; siblings find each other by these. */
export const SystemId = {
  boot: 'boot',
  session: 'session',
  menu: 'menu',
  notice: 'notice',
  loading: 'loading',
  alert: 'alert',
  socialPopup: 'socialPopup',
  buildWatcher: 'buildWatcher',
  reloadGuard: 'reloadGuard',
  navigationRecorder: 'navigationRecorder',
} as const
export type SystemId = (typeof SystemId)[keyof typeof SystemId]
