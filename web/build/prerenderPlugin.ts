import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { type Plugin, type ResolvedConfig, type Rollup, build, createServer } from 'vite'
import { EDGE_DIR, PLAYER_PAGES, SEARCH_SHELL, SHELL_END, SHELL_START, TITLE_SHELL } from '../../core/contract/siteBuild.ts'
import { FIRST_FONT_FILE, type FirstFont, drawnOf, firstFontBlock, withFirstFont } from '../../core/firstPaint/firstFont.ts'
import { SHELL_WORDS, writeFirstFont } from './firstFont.ts'
import { paintFirst } from './paintFirst.ts'
import { playbackPage } from './playbackPage.ts'

type OutputBundle = Rollup.OutputBundle
type OutputChunk = Rollup.OutputChunk

/**
 * Writes each prerendered page of the build (docs/decisions/0801): the app's own components
 * rendered for that path before boot (web/prerender.tsx), inside index.html's frame, with the
 * critical CSS inline (the entry's and the page's) and modulepreload links for the page's chunk
 * and the boot's host-call chunk, so the browser fetches them beside the entry, not after it,
 * once the shell has been painted (./paintFirst.ts).
 * Also writes 200.html, the plain app page for every other path (no shell), with the same
 * host-call preload. The web host picks the file by path (cli/hosts/edge/site.ts).
 *
 * Then bundles the renderer itself (web/prerender.tsx, every dependency inside) into `_edge/` of
 * the build, for the web host's edge (docs/decisions/0809): it renders a guest's page with its
 * first read's answer between the shell markers. The web host never serves that directory.
 */

/** A path to prerender, the file it goes to, and the page module its route loads. */
export interface PrerenderPage {
  /** The address rendered (for a title's shell, any title's: the skeleton names none). */
  readonly path: string
  readonly file: string
  /** The page module as the bundle names it, relative to web/ (e.g. routes/home/HomePage.tsx). */
  readonly page: string
  /**
   * No markup between the markers: the page's frame depends on its address (a search's heading
   * names its words), so only the edge draws it; otherwise the app renders it as on any page.
   */
  readonly empty?: boolean
}

export const prerenderPages: readonly PrerenderPage[] = [
  { path: '/', file: 'index.html', page: 'routes/home/HomePage.tsx' },
  { path: '/contents', file: 'contents/index.html', page: 'routes/contents/ContentsPage.tsx' },
  { path: `${TITLE_SHELL.prefix}shell`, file: TITLE_SHELL.file, page: 'routes/movie/MoviePage.tsx' },
  { path: `${SEARCH_SHELL.prefix}shell`, file: SEARCH_SHELL.file, page: 'routes/searchResult/SearchResultPage.tsx', empty: true },
  // 고객센터: a help link is a first visit too (the edge draws its questions and notices in).
  { path: '/help', file: 'help/index.html', page: 'routes/help/HelpMainPage.tsx' },
]

/**
 * The player's code, each a chunk of its own (web/player/preload.ts's loadPlayerPage), for a
 * playback address's page; and the schemas its playInfo answer is read with, else asked for only
 * once that answer is in.
 */
const PLAYER_MODULES = [
  'routes/player/PlayerPage.tsx',
  'routes/scene/ScenePage.tsx',
  'player/WatchView.tsx',
  'player/HlsMedia.tsx',
  'core/api/schemas.watch.ts',
]

/** The module boot's host calls are imported from (web/main.tsx). */
const HOST_CALLS_MODULE = 'core/bridge/index.ts'

const chunksOf = (bundle: OutputBundle): OutputChunk[] => Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk')

/** The chunk whose module is `suffix`, and every chunk it imports statically, transitively. */
const closureOf = (chunks: readonly OutputChunk[], suffix: string): OutputChunk[] => {
  const start = chunks.find((c) => c.facadeModuleId?.endsWith(`/${suffix}`))
  if (!start) throw new Error(`prerender: no chunk for ${suffix}`)
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const seen = new Map<string, OutputChunk>()
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return
    seen.set(chunk.fileName, chunk)
    for (const name of chunk.imports) {
      const next = byName.get(name)
      if (next) visit(next)
    }
  }
  visit(start)
  return [...seen.values()]
}

const cssOf = (chunks: readonly OutputChunk[]): string[] => [
  ...new Set(chunks.flatMap((c) => [...((c as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])])),
]

/** modulepreload links for the files not yet in the page, placed before its first stylesheet or </head>. */
const addPreloads = (html: string, files: readonly string[], base: string): string => {
  const links = [...new Set(files)]
    .filter((f) => !html.includes(`"${base}${f}"`))
    .map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`)
    .join('\n    ')
  if (!links) return html
  return html.replace('</head>', `  ${links}\n  </head>`)
}

export const prerenderPlugin = (): Plugin => {
  let config: ResolvedConfig
  return {
    name: 'streaming:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async writeBundle(output, bundle) {
      if (config.build.ssr) return
      const outDir = output.dir ?? config.build.outDir
      const base = config.base
      const chunks = chunksOf(bundle)
      const template = await readFile(join(outDir, 'index.html'), 'utf8')
      const entry = chunks.find((c) => c.isEntry)
      if (!entry?.facadeModuleId) throw new Error('prerender: no entry chunk')
      const entryFiles = closureOf(chunks, entry.facadeModuleId.slice(config.root.length + 1)).map((c) => c.fileName)
      const hostCalls = closureOf(chunks, HOST_CALLS_MODULE).map((c) => c.fileName)
      // Every page: the entry's static imports and the boot's host-call code, fetched beside the entry.
      const written = new Map<string, string>([['200.html', addPreloads(template, [...entryFiles, ...hostCalls], base)]])
      // A playback address: the same page, with the player's code preloaded too (what loadPlayerPage asks for).
      const playerFiles = PLAYER_MODULES.flatMap((module) => closureOf(chunks, module).map((c) => c.fileName))
      const playerPage = addPreloads(written.get('200.html')!, playerFiles, base)

      // The template's stylesheets (all CSS is one file: vite.config.ts) become inline in each shell.
      const stylesheetLinks = [...template.matchAll(/\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)]
      const entryCss = stylesheetLinks.map((m) => m[1]!.slice(base.length))
      // A page's stylesheets inline (no render-blocking request): the entry's links go, `styles` goes in.
      const withInlineStyles = (html: string, styles: string): string =>
        stylesheetLinks
          .reduce((page, link) => page.replace(link[0], ''), html)
          .replace('</head>', `  <style>${styles.replace(/<\/style/gi, '<\\/style')}</style>\n  </head>`)
      const server = await createServer({
        configFile: false,
        root: config.root,
        envDir: config.envDir,
        mode: config.mode,
        logLevel: 'warn',
        plugins: [],
        define: config.define,
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        appType: 'custom',
        optimizeDeps: { noDiscovery: true, include: [] },
      })
      try {
        const { renderShell, renderFrame } = (await server.ssrLoadModule('/prerender.tsx')) as typeof import('../prerender.tsx')
        // Its frame (heading, ← and the stage with the title's backdrop) in the markup, on screen before
        // any script; the scripts are still asked for at once (web/build/playbackPage.ts): the
        // player's first frame, not the page's first paint, is what they are for.
        const entryStyles = (await Promise.all(entryCss.map((f) => readFile(join(outDir, f), 'utf8')))).join('\n')
        for (const playback of PLAYER_PAGES) {
          const frame = await renderFrame(`${playback.prefix}shell`)
          if (!frame.includes('watch__placeholder')) throw new Error(`prerender ${playback.prefix}: no waiting stage in the frame`)
          written.set(playback.file, playbackPage(withInlineStyles(playerPage, entryStyles), frame))
        }
        for (const page of prerenderPages) {
          const pageChunks = closureOf(chunks, page.page)
          const css = [...entryCss, ...cssOf(pageChunks).filter((f) => !entryCss.includes(f))]
          const styles = (await Promise.all(css.map((f) => readFile(join(outDir, f), 'utf8')))).join('\n')
          // The entry's stylesheet becomes inline; the page's joins it.
          let html = withInlineStyles(template, styles)
          html = paintFirst(addPreloads(html, [...entryFiles, ...hostCalls, ...pageChunks.map((c) => c.fileName)], base))
          html = html.replace('<div id="root"></div>', `<div id="root">${SHELL_START}${page.empty ? '' : await renderShell(page.path)}${SHELL_END}</div>`)
          if (!page.empty && !html.includes('data-testid="page-layout"')) throw new Error(`prerender ${page.path}: no layout in the markup`)
          written.set(page.file, html)
        }
      } finally {
        await server.close()
      }
      // The first screen's font (decision 1944): every character the prerendered pages draw,
      // in one small file that each page (200.html too: its header is the same) preloads.
      const codes = [...new Set([...written.values(), `<body>${SHELL_WORDS}`].flatMap((html) => drawnOf(html)))]
      const firstFont = await writeFirstFont(outDir, base, codes)
      const block = firstFontBlock(firstFont, codes)
      for (const [file, html] of written) {
        await mkdir(dirname(join(outDir, file)), { recursive: true })
        await writeFile(join(outDir, file), withFirstFont(html, block))
      }
      await build({
        configFile: false,
        root: config.root,
        envDir: config.envDir,
        mode: config.mode,
        logLevel: 'warn',
        publicDir: false,
        define: config.define,
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'prerender.tsx',
          outDir: join(outDir, EDGE_DIR),
          emptyOutDir: true,
          target: 'node20',
          minify: false,
          reportCompressedSize: false,
          rollupOptions: {
            // One file: the web host imports it by build (`?build=`), and a chunk importing the
            // entry back by its plain name would load a second copy of every module in it.
            output: { codeSplitting: false },
            // React's 'use client' lines mean nothing to a server bundle.
            onwarn: (warning, warn) => warning.code !== 'MODULE_LEVEL_DIRECTIVE' && warn(warning),
          },
        },
      })
      // For the edge: which characters the pages already have, so it cuts only the rest of a page's words.
      await writeFile(join(outDir, EDGE_DIR, FIRST_FONT_FILE), JSON.stringify({ href: firstFont, codes } satisfies FirstFont))
    },
  }
}
