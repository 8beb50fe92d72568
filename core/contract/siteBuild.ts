/**
 * What the build writes for the web host's edge (docs/decisions/0809), shared by the build
 * (web/build/prerenderPlugin.ts) and the web host (cli/hosts/edge.ts), which must not load Vite to know it.
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

/** Whether `pathname` (no trailing slash) is a title's address: one segment after the prefix. */
export const isTitlePath = (pathname: string): boolean =>
  pathname.startsWith(TITLE_SHELL.prefix) && pathname.length > TITLE_SHELL.prefix.length && !pathname.slice(TITLE_SHELL.prefix.length).includes('/')
