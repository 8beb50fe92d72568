import { parseArgs } from 'node:util'

/**
 * The command plumbing every CLI command shares: option parsing (node's util.parseArgs), the
 * usage text, `--json` and `--help`, and the exit codes. A command is a plain object made with
 * `defineCommand`; cli/commands/index.ts lists them.
 */

/** Exit codes: 0 success, 1 the command failed, 2 a wrong flag or argument. */
export const ExitCode = { ok: 0, failure: 1, usage: 2 } as const
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode]

/** One option: util.parseArgs' own config plus what the usage text shows. */
export interface OptionSpec {
  readonly type: 'string' | 'boolean'
  readonly multiple?: boolean
  readonly short?: string
  /** One line for the usage text. */
  readonly description: string
  /** Placeholder after a string option in the usage text, e.g. `N` or `MS`. */
  readonly valueName?: string
}
export type OptionsSpec = { readonly [name: string]: OptionSpec }

type OptionValue<S extends OptionSpec> = S['type'] extends 'boolean'
  ? S['multiple'] extends true
    ? boolean[]
    : boolean
  : S['multiple'] extends true
    ? string[]
    : string

/** Parsed option values: absent options are undefined; `json` is always there. */
export type OptionValues<O extends OptionsSpec> = { readonly [K in keyof O]?: OptionValue<O[K]> } & {
  readonly json: boolean
}

export interface CommandArgs<O extends OptionsSpec> {
  readonly values: OptionValues<O>
  readonly positionals: readonly string[]
}

/** What a command may touch: bin.ts fills it from the process, tests from buffers. */
export interface CommandContext {
  /** Writes one line (a newline is added) to standard output. */
  out(line: string): void
  /** Writes one line to standard error. */
  err(line: string): void
  readonly env: Readonly<Record<string, string | undefined>>
  readonly cwd: string
  /** Aborts on SIGINT or SIGTERM; long-running commands (serve) stop when it fires. */
  readonly stop: AbortSignal
}

export interface Command<O extends OptionsSpec = OptionsSpec> {
  readonly name: string
  /** One line for the command list. */
  readonly summary: string
  /** The synopsis after the command name, e.g. `--key <client code> <value>...`. */
  readonly usage: string
  readonly options: O
  /** Whether positional arguments are accepted (otherwise one is a usage error). */
  readonly positionals?: boolean
  /** Returns the exit code; throw a UsageError for a wrong flag or argument. */
  run(args: CommandArgs<O>, context: CommandContext): Promise<number> | number
}

/** Keeps the option types of a command literal, so `run` sees typed values. */
export const defineCommand = <const O extends OptionsSpec>(command: Command<O>): Command<O> => command

/** A wrong flag or argument: one line on stderr, then the usage, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError'
}

/** Options every command has. */
export const commonOptions = {
  json: { type: 'boolean', description: 'print machine-readable JSON on stdout' },
  help: { type: 'boolean', short: 'h', description: 'show this help' },
} as const satisfies OptionsSpec

const PROGRAM = 'npm run cli --'

/** The usage text of one command: synopsis, summary and every option. */
export const commandUsage = (command: Command): string => {
  const all: OptionsSpec = { ...command.options, ...commonOptions }
  const rows = Object.entries(all).map(([name, spec]) => {
    const value = spec.type === 'string' ? ` ${spec.valueName ?? 'VALUE'}` : ''
    const repeat = spec.multiple ? ' (repeatable)' : ''
    return [`--${name}${value}`, `${spec.description}${repeat}`] as const
  })
  const width = Math.max(...rows.map(([flag]) => flag.length))
  return [
    `usage: ${PROGRAM} ${command.name} ${command.usage}`.trimEnd(),
    command.summary,
    '',
    'options:',
    ...rows.map(([flag, text]) => `  ${flag.padEnd(width)}  ${text}`),
  ].join('\n')
}

/**
 * parseArgs' message in one line: its first sentence (the rest explains `--` at length), or, for a
 * value that starts with '-' (which it reads as a missing value), how to write such a value.
 */
const oneLine = (message: string): string => {
  const dashed = /^Option '(?:-\w, )?(-[\w-]+)' argument is ambiguous/.exec(message)?.[1]
  if (dashed) return `${dashed} needs a value; one that starts with '-' is written ${dashed.startsWith('--') ? `${dashed}=-…` : `${dashed}-…`}`
  return message.split(/(?<=\.)\s/)[0] ?? message
}

/** Parses argv for one command; throws UsageError on anything parseArgs or the option table rejects. */
export const parseCommandArgs = <O extends OptionsSpec>(command: Command<O>, argv: readonly string[]): CommandArgs<O> & { readonly help: boolean } => {
  const all: OptionsSpec = { ...command.options, ...commonOptions }
  const options = Object.fromEntries(
    Object.entries(all).map(([name, spec]) => [
      name,
      { type: spec.type, ...(spec.multiple ? { multiple: true } : {}), ...(spec.short ? { short: spec.short } : {}) },
    ]),
  )
  let parsed: ReturnType<typeof parseArgs>
  try {
    parsed = parseArgs({ args: [...argv], options, strict: true, allowPositionals: true })
  } catch (error) {
    throw new UsageError(oneLine(error instanceof Error ? error.message : String(error)))
  }
  const { json, help, ...values } = parsed.values as Record<string, unknown>
  if (!help && !command.positionals && parsed.positionals.length > 0) {
    throw new UsageError(`unexpected argument '${parsed.positionals[0]}'`)
  }
  return {
    values: { ...values, json: json === true } as OptionValues<O>,
    positionals: parsed.positionals,
    help: help === true,
  }
}

/** Reads an integer option within bounds; undefined when absent. */
export const intOption = (value: string | undefined, flag: string, bounds: { readonly min?: number; readonly max?: number } = {}): number | undefined => {
  if (value === undefined) return undefined
  const n = Number(value)
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = bounds
  if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`--${flag} expects a whole number from ${min} to ${max}, got '${value}'`)
  }
  return n
}
