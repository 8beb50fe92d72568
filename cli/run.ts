import { type Command, type CommandContext, ExitCode, UsageError, commandUsage, parseCommandArgs } from './args.ts'

/** Command name to a loader, so `serve` never loads what `call` needs. */
export type CommandRegistry = { readonly [name: string]: () => Promise<{ readonly default: Command }> }

const loadAll = async (registry: CommandRegistry): Promise<Command[]> => Promise.all(Object.values(registry).map(async (load) => (await load()).default))

/** The top-level help: every command with its one-line summary. */
export const programUsage = async (registry: CommandRegistry): Promise<string> => {
  const commands = await loadAll(registry)
  const width = Math.max(...commands.map((c) => c.name.length))
  return [
    'usage: npm run cli -- <command> [options]',
    '',
    'commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    "Run 'npm run cli -- <command> --help' for a command's options.",
  ].join('\n')
}

const usageFailure = (context: CommandContext, message: string, usage: string): number => {
  context.err(`error: ${message}`)
  context.err(usage)
  return ExitCode.usage
}

/**
 * Runs one command line: picks the command, parses its flags, runs it and returns the exit code.
 * Wrong flags or arguments give a one-line error plus the usage on stderr and exit code 2; an
 * unexpected exception gives one line on stderr and exit code 1.
 */
export const runCli = async (argv: readonly string[], registry: CommandRegistry, context: CommandContext): Promise<number> => {
  const [name, ...rest] = argv
  if (name === undefined) return usageFailure(context, 'no command given', await programUsage(registry))
  if (name === '--help' || name === '-h' || name === 'help') {
    const topic = rest[0]
    const load = topic === undefined ? undefined : registry[topic]
    context.out(load ? commandUsage((await load()).default) : await programUsage(registry))
    return ExitCode.ok
  }
  const load = Object.hasOwn(registry, name) ? registry[name] : undefined
  if (!load) return usageFailure(context, `unknown command '${name}'`, await programUsage(registry))
  const command = (await load()).default
  try {
    const { help, ...args } = parseCommandArgs(command, rest)
    if (help) {
      context.out(commandUsage(command))
      return ExitCode.ok
    }
    return await command.run(args, context)
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(context, error.message, commandUsage(command))
    context.err(`error: ${error instanceof Error ? error.message : String(error)}`)
    return ExitCode.failure
  }
}
