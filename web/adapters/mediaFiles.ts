/**
 * A title's media files read as text, outside hls.js: its captions for the 대사 panel, and the next
 * episode's playlists warmed during the credits. They live under the title's stream grant, a cookie
 * of the web host; under `npm start` the page is served from another port than the hosts, so the
 * request must carry credentials or the grant stays behind (docs/decisions/1800).
 */
export const fetchMediaText = async (url: string | URL, signal?: AbortSignal): Promise<string> => {
  const response = await fetch(url, { credentials: 'include', ...(signal ? { signal } : {}) })
  if (!response.ok) throw new Error(`media file ${response.status}`)
  return response.text()
}

/**
 * The web font's stylesheet, asked for as CSS: Vite's dev server (npm start) answers a plain fetch
 * of a .css with its JavaScript module.
 */
export const fetchStylesheet = async (url: string): Promise<string> => {
  const response = await fetch(url, { headers: { Accept: 'text/css' } })
  if (!response.ok || !response.headers.get('content-type')?.includes('text/css')) throw new Error(`stylesheet ${response.status}`)
  return response.text()
}
