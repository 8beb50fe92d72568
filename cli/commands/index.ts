import type { CommandRegistry } from '../run.ts'

/**
 * Every CLI command, by name. Adding one is one line here: the module's default export is made
 * with `defineCommand` (cli/args.ts). Loaders keep `serve` from loading what `call` needs.
 */
export const commands: CommandRegistry = {
  serve: () => import('./serve.ts'),
  call: () => import('./call.ts'),
  sign: () => import('./sign.ts'),
  replay: () => import('./replay.ts'),
  script: () => import('./script.ts'),
  dev: () => import('./dev.ts'),
  preview: () => import('./preview.ts'),
}
