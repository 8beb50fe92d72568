import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { buildInfoPlugin } from './web/build/buildInfoPlugin.ts'
import { precompressPlugin } from './web/build/precompressPlugin.ts'
import { prerenderPlugin } from './web/build/prerenderPlugin.ts'
import { LongestFirst } from './tests/support/longestFirst.ts'
import { projects } from './vitest.workspace.ts'

const repo = fileURLToPath(new URL('.', import.meta.url))

/**
 * react-router's package points every import at its development build (its dev warnings on, their
 * code kept): a build takes its production one, the same modules with the warnings off, which the
 * minifier then leaves out. The dev server keeps the warnings.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${repo}node_modules/react-router/dist/production/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${repo}node_modules/react-router/dist/production/dom-export.mjs` },
]

export default defineConfig(({ command }) => ({
  // Absolute, so `npm start` (cli/commands/dev.ts) and `vite build` agree wherever they run from.
  root: `${repo}web`,
  envDir: repo,
  publicDir: 'public',
  plugins: [react(), buildInfoPlugin(process.env), prerenderPlugin(), precompressPlugin()],
  resolve: {
    alias: [
      // hls-video-element imports hls.js's full build; the player needs only the light one (captions
      // are native <track>s, no DRM, no alternate audio): about 60 KB gzip less (decision 1101).
      { find: /^hls\.js\/dist\/hls\.mjs$/, replacement: 'hls.js/dist/hls.light.mjs' },
      // React 19 has useSyncExternalStore: @xstate/react's shim for React 17 is dead weight on the
      // first page (docs/decisions/0802).
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      // The shim's hook is React's own: straight from 'react' (the package's main entry says so
      // with a console error under the dev server).
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  build: {
    outDir: `${repo}dist`,
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
    // The prerender plugin writes each page's modulepreload links itself (what the page needs,
    // the host-call chunk included); the lists Vite would add to every lazy import cost the entry
    // about 1.3 KB gzip. All CSS is one file, inlined into the prerendered pages (decision 0802).
    modulePreload: false,
    cssCodeSplit: false,
    // The entry's whole static graph (not the entry itself) in one chunk: left to the bundler, the
    // modules it shares with lazy chunks become some twenty small chunks, each paying its own
    // imports, exports and compression: 6.8 KB gzip more (docs/decisions/1325). The writes several
    // pages share (web/data/keepActs.ts, with what they use and es-hangul) make one chunk: left to
    // the bundler they are three, which cost the home (its 이어보기 removes) about 250 bytes more.
    // So do the title cards with their rows and art, and a page's data and its empty and error
    // states: left to the bundler they were eight files of 0.1 to 1.3 KB, each with its own imports
    // and compression, 1.1 KB gzip more on the home (a page with cards and no row fetches the
    // row's 1.2 KB too).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], test: (id: string) => !/\/web\/(main\.tsx|index\.html)/.test(id) },
            { name: 'writes', test: /\/web\/data\/(keepActs|actions)\.ts$|\/es-hangul\// },
            {
              name: 'titleCards',
              test: /\/web\/components\/(TitleCard|TitleRow|Artwork|startedTitles|lockedWords)\.(tsx?|css)$|\/web\/routes\/home\/rowArt\.ts$/,
            },
            { name: 'pageKit', test: /\/web\/components\/(ErrorState|EmptyState)\.(tsx|css)$|\/web\/data\/pageData\.ts$/ },
          ],
        },
      },
    },
  },
  // Two workers on a 2-core machine (the web project three: its files wait on hosts and timers); each project of vitest.workspace.ts runs on both, one after the other.
  test: { root: '.', projects, maxWorkers: 2, sequence: { sequencer: LongestFirst }, globalSetup: ['tests/support/fastCheckSeed.global.ts'] },
}))
