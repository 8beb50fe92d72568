import type { MenuKey } from '../menu/menu.types.ts'

export interface BootContext {
  /** The session's key once it settled; null when every login failed (no menu then). */
  readonly key: MenuKey | null
}

export type BootEvent =
  /** The first navigation while not initialised. */
  | { readonly type: 'boot.start' }
  /** From the session watcher: the session settled, with or without a token. */
  | { readonly type: 'boot.sessionReady'; readonly key: MenuKey | null }
  /** From the menu watcher: the menu load finished, either way. */
  | { readonly type: 'boot.menuSettled' }
  /** From the notice watcher: the notice load finished, either way. */
  | { readonly type: 'boot.noticeSettled' }
