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
  build: { outDir: `${repo}dist`, emptyOutDir: true, target: 'es2022', reportCompressedSize: true },
  test: { root: '.', projects, globalSetup: ['tests/support/fastCheckSeed.global.ts'] },
})
