/**
 * What the build writes for the web host's edge (docs/decisions/0809), shared by the build
 * (web/build/prerenderPlugin.ts) and the web host (cli/hosts/edge.ts), which must not load Vite to know it.
 */

/** The build's directory holding the edge's renderer (`_edge/prerender.js`); never served. */
export const EDGE_DIR = '_edge'

/** Around the prerendered markup inside #root, so the edge can put its own there. */
export const SHELL_START = '<!--shell-->'
export const SHELL_END = '<!--/shell-->'
