/** Protocol and timing constants of docs/product.md §7, §9. */

/** The fixed service code used by the second signing variant. */
export const SERVICE_CODE = '1057'
/** SSL mode 0: cookies are not marked Secure. */
export const SSL_MODE = 0 as 0 | 1
export const ApiVersion = { v3: '3.0', v4: '4.0' } as const
/** The menu call sends api_v=4. */
export const MENU_API_VERSION = 4

export const Timing = {
  /** Idle navigation repaint delay, at most. */
  idleRepaintMs: 100,
  /** App manifest prefetch after ready (skipped on very slow networks). */
  manifestPrefetchMs: 1_000,
  /** A chunk-load failure reloads at most once within this window. */
  reloadGuardMs: 10_000,
  /** After the user closes the social popup, wait this long before reporting it closed. */
  popupClosedWaitMs: 8_000,
  /** Build watcher poll interval (design decision; docs/product.md does not show one). */
  buildPollMs: 60_000,
  /** Request timeout the web app and CLI set (docs/decisions/0201); the core's default is none. */
  requestTimeoutMs: 20_000,
} as const

export const Limits = { alertMaxButtons: 3 } as const

export const SocialPopup = { width: 500, height: 600 } as const

/** Dialog default labels (docs/product.md §8). */
export const DialogLabel = { cancel: '취소', confirm: '확인', ok: 'OK' } as const

/** The default category name of the current menu: the Korean word for category. */
export const DEFAULT_CATEGORY_NAME = '카테고리'

/** The identity provider's own behaviour, for reference by the popup port (docs/product.md §9). */
export const IdentityProvider = {
  tokenRefreshBeforeExpiryMs: 5 * 60_000,
  refreshRetryStartMs: 30_000,
  refreshRetryCapMs: 960_000,
  passwordMinLength: 6,
} as const

/** The in-app currency's name as viewers see it (the /settings/bbtan route names it "bbtan"). */
export const CURRENCY_NAME = '빵탄'
