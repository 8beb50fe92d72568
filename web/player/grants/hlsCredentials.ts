/**
 * hls.js sends the browser's cookies with every playlist, segment and key request, so the
 * title's stream grant (an httpOnly cookie scoped to its media path) goes with them to the web
 * host, also when the page is on another origin (docs/decisions/1800).
 */
export const credentialedHls = {
  xhrSetup: (xhr: XMLHttpRequest) => {
    xhr.withCredentials = true
  },
  fetchSetup: (context: { url: string }, init: RequestInit) => new Request(context.url, { ...init, credentials: 'include' }),
} as const

/**
 * media-chrome draws seek thumbnails with `<img crossorigin>` (anonymous: no cookies to another
 * origin); the sprite is under the grant too, so its image asks with credentials.
 */
export const credentialedThumbnails = (root: ParentNode | null): void => {
  const range = root?.querySelector('media-time-range')
  const thumbnail = range?.shadowRoot?.querySelector('media-preview-thumbnail')
  const img = thumbnail?.shadowRoot?.querySelector('img')
  if (img && img.getAttribute('crossorigin') !== 'use-credentials') img.setAttribute('crossorigin', 'use-credentials')
}
