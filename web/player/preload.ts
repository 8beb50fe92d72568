import { loadMediaModule } from './mediaModule.ts'

/**
 * The player page's code, all asked for at once: the page, what it imports and the media
 * element's chunk (hls.js). This build lists no module preloads per lazy import (vite.config.ts),
 * so without this each chunk would be asked for only once the one importing it had arrived.
 */
export const loadPlayerPage = () => {
  void loadMediaModule().catch(() => {})
  void import('./WatchView.tsx').catch(() => {})
  return import('../routes/player/PlayerPage.tsx')
}

/**
 * On a sign the viewer is about to play (pointer over, focus on or touch of 재생): the player's
 * code is in by the click. A failure here is silent; the navigation asks again and shows it.
 */
export const preloadPlayer = (): void => void loadPlayerPage().catch(() => {})

/** Props for a link or button that plays: preloads the player on intent. */
export const playIntent = { onPointerEnter: preloadPlayer, onFocus: preloadPlayer, onTouchStart: preloadPlayer } as const
