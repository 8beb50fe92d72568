/**
 * What the build writes for the web host's edge (docs/decisions/0809), shared by the build
 * (web/build/prerenderPlugin.ts) and the web host (cli/hosts/edge/edge.ts), which must not load Vite to know it.
 */

/** The build's directory holding the edge's renderer (`_edge/prerender.js`); never served. */
export const EDGE_DIR = '_edge'

/** Around the prerendered markup inside #root, so the edge can put its own there. */
export const SHELL_START = '<!--shell-->'
export const SHELL_END = '<!--/shell-->'

/**
 * The prerendered page a title's address gets (`/contents/{movie_url}`: one shell for every
 * title, the detail page's skeleton; the edge draws a guest's title into it).
 */
export const TITLE_SHELL = { prefix: '/contents/', file: 'contents/title.html' } as const

/**
 * The page a search's address gets (`/search/{search_text}`): the results page's frame with no
 * page in it (its heading names the words), which the edge draws a guest's results into.
 */
export const SEARCH_SHELL = { prefix: '/search/', file: 'search/result.html' } as const

/**
 * Where the web host keeps an address's artwork: a title's, and the same picture under any of its
 * addresses (an episode's, a scene's). The stand-in draws it (cli/hosts/titles/art.ts). A playback
 * page knows its address before any answer does, so its waiting stage shows the backdrop from here.
 */
export const artPath = (address: string, image: 'poster' | 'tile' | 'big' | 'backdrop'): string => `/art/${address}/${image}.svg`

/**
 * A built file's smallest forms, which the build writes beside it (web/build/precompressPlugin.ts)
 * and the web host sends (cli/hosts/edge/siteFiles.ts), making them at the same levels for a file
 * that has none.
 */
export const KEPT_COMPRESSION = { brotliQuality: 11, gzipLevel: 9 } as const

/** Where a built file's compressed form lies: beside it, `.br` or `.gz`. */
export const compressedSibling = (file: string, encoding: 'br' | 'gzip'): string => `${file}.${encoding === 'br' ? 'br' : 'gz'}`

/** The CSS property the playback stage draws its picture from while the player is not yet playing. */
export const STAGE_ART = '--stage-art'

/** Whether `pathname` (no trailing slash) is one segment after `prefix`. */
const isOneSegmentAfter = (prefix: string, pathname: string): boolean =>
  pathname.startsWith(prefix) && pathname.length > prefix.length && !pathname.slice(prefix.length).includes('/')

/** Whether `pathname` (no trailing slash) is a title's address: one segment after the prefix. */
export const isTitlePath = (pathname: string): boolean => isOneSegmentAfter(TITLE_SHELL.prefix, pathname)

/** Whether `pathname` (no trailing slash) is a search's results address. */
export const isSearchResultPath = (pathname: string): boolean => isOneSegmentAfter(SEARCH_SHELL.prefix, pathname)

/**
 * The pages a playback address gets (`/player/{movie_url}`, `/scene/{scene_url}`): the app page
 * with module preloads for the player's own code (its page, WatchView and the media element's chunk
 * with hls.js), so the browser fetches them beside the app's entry instead of one after another,
 * and the frame the app draws while it waits (its heading, ← and the dark stage) already in its
 * markup. One per kind: a scene's frame keeps its layout's tab bar.
 */
export const PLAYER_PAGES = [
  { prefix: '/player/', file: 'player/play.html' },
  { prefix: '/scene/', file: 'player/scene.html' },
] as const

/** The playback page `pathname` (no trailing slash) gets, or undefined when it is no playback address. */
export const playbackPageOf = (pathname: string): string | undefined => PLAYER_PAGES.find((page) => isOneSegmentAfter(page.prefix, pathname))?.file
