import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { buildInfoPlugin } from './web/build/buildInfoPlugin.ts'
import { projects } from './vitest.workspace.ts'

const repo = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  // Absolute, so `npm start` (cli/commands/dev.ts) and `vite build` agree wherever they run from.
  root: `${repo}web`,
  envDir: repo,
  publicDir: 'public',
  plugins: [react(), buildInfoPlugin(process.env)],
  // hls-video-element imports hls.js's full build; the player needs only the light one (captions
  // are native <track>s, no DRM, no alternate audio): about 60 KB gzip less (decision 1101).
  resolve: { alias: [{ find: /^hls\.js\/dist\/hls\.mjs$/, replacement: 'hls.js/dist/hls.light.mjs' }] },
  build: { outDir: `${repo}dist`, emptyOutDir: true, target: 'es2022', reportCompressedSize: true },
  test: { root: '.', projects, globalSetup: ['tests/support/fastCheckSeed.global.ts'] },
})
