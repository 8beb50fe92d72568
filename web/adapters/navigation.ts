import type { Navigation } from '../../core/ports/navigation.ts'

/** The window as the Navigation port: a full load is `location.assign` (same-origin paths only). */
export const windowNavigation = (win: Window = window): Navigation => ({
  currentPath: () => `${win.location.pathname}${win.location.search}${win.location.hash}`,
  fullLoad: (path) => win.location.assign(path),
})

/** Leaves the app for an absolute URL (an absolute route-rule redirect). */
export const leaveApp = (url: string, win: Window = window): void => win.location.assign(url)
