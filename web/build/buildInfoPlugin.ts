import type { Plugin } from 'vite'

/**
 * Emits `build-info.json` ({ retval: 0, output: { build_id, built_at } }, the file the build
 * watcher polls) and defines the same id for the app as `import.meta.env.VITE_BUILD_ID`, so a
 * running app can tell that the web host now serves a newer build. The dev server's id is 'dev'.
 * `BUILD_ID` in the environment pins the id (reproducible deployments).
 */
export const buildInfoPlugin = (env: Readonly<Record<string, string | undefined>> = {}): Plugin => {
  const builtAt = new Date()
  const buildId = env['BUILD_ID'] || `b${builtAt.getTime().toString(36)}`
  let command: 'build' | 'serve' = 'serve'
  return {
    name: 'streaming:build-info',
    config(_config, configEnv) {
      command = configEnv.command
      return { define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(command === 'build' ? buildId : 'dev') } }
    },
    generateBundle() {
      if (command !== 'build') return
      const output = { build_id: buildId, built_at: builtAt.toISOString() }
      this.emitFile({ type: 'asset', fileName: 'build-info.json', source: `${JSON.stringify({ retval: 0, output })}\n` })
    },
  }
}
