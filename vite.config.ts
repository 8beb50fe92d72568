import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { projects } from './vitest.workspace.ts'

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react()],
  build: { outDir: '../dist', emptyOutDir: true },
  test: { root: '.', projects },
})
