/** The app core: createApp, its commands and views, and every actor's selectors. */
export { createApp, type App } from './createApp.ts'
export type { AppDeps, Inspector, TimerClock } from './deps.ts'
export type { AppCommands, LoginResult } from './commands.ts'
export { viewerMessageOf } from './commands.ts'
export { viewOf, type AppActors, type AppView } from './views.ts'
export { trackHostCalls } from './trackHostCalls.ts'
export { SystemId } from '../actors/shared/systemIds.ts'
export * from '../actors/selectors.ts'
