import { useEffect, useState } from 'react'

/**
 * The media element's chunk (hls-video-element and hls.js, decision 1101), loaded once and shared
 * by the player, the shorts feed and the preloads. Not React.lazy: a Suspense boundary that has
 * shown its fallback holds the resolved element back until 300 ms after the fallback appeared
 * (React's reveal throttle), and that wait was most of a play click's time to the first frame.
 */

type MediaModule = typeof import('./HlsMedia.tsx')

let loading: Promise<MediaModule> | undefined
let loaded: MediaModule | undefined

/** Starts loading the chunk (once; a failed load is tried again on the next call). */
export const loadMediaModule = (): Promise<MediaModule> =>
  (loading ??= import('./HlsMedia.tsx').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  ))

/**
 * The media element component, or undefined while its chunk is on its way (render a placeholder
 * of the same size). A chunk that fails to load is thrown to the route's error page, as a failed
 * lazy page is (its reload guard decides).
 */
export const useMediaElement = (): MediaModule['default'] | undefined => {
  const [state, setState] = useState<{ readonly module?: MediaModule; readonly error?: unknown }>(() => (loaded ? { module: loaded } : {}))
  useEffect(() => {
    if (state.module) return
    let live = true
    loadMediaModule().then(
      (module) => live && setState({ module }),
      (error: unknown) => live && setState({ error }),
    )
    return () => {
      live = false
    }
  }, [state.module])
  if (state.error !== undefined) throw state.error
  return state.module?.default
}
