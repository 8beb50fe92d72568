import { type CallName, isCallName } from '../../../core/contract/index.ts'

/** What a fault rule does to a matching call. */
export const faultKinds = ['latency', 'status', 'drop', 'malformed', 'retval'] as const
export type FaultKind = (typeof faultKinds)[number]

/**
 * One fault rule. `latency` waits `arg` ms and then answers normally; the others replace the
 * answer: `status` an HTTP status `arg` with a short body, `drop` a socket closed without an
 * answer, `malformed` a 200 whose body is not JSON, `retval` a well-formed `{ retval: arg }`.
 * With `times` the rule applies to that many matching calls and is then removed.
 */
export interface FaultRule {
  readonly call: CallName | '*'
  readonly kind: FaultKind
  readonly arg?: number
  readonly times?: number
}

const isFaultKind = (kind: string): kind is FaultKind => (faultKinds as readonly string[]).includes(kind)

const argBounds: { readonly [K in FaultKind]: readonly [min: number, max: number] | undefined } = {
  latency: [0, 600_000],
  status: [100, 599],
  retval: [-99_999, 99_999],
  drop: undefined,
  malformed: undefined,
}

const integer = (text: string, what: string, rule: string): number => {
  if (!/^-?\d+$/.test(text)) throw new Error(`fault rule "${rule}": ${what} must be a whole number, got "${text}"`)
  return Number(text)
}

/** Checks a rule's fields; throws an Error naming what is wrong. Accepts unknown input (admin JSON). */
export const validateFaultRule = (input: unknown, label = JSON.stringify(input)): FaultRule => {
  const value = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>
  const { call, kind, arg, times } = value
  if (typeof call !== 'string' || (call !== '*' && !isCallName(call))) {
    throw new Error(`fault rule ${label}: unknown call "${String(call)}" (a call name of the contract, or *)`)
  }
  if (typeof kind !== 'string' || !isFaultKind(kind)) {
    throw new Error(`fault rule ${label}: unknown kind "${String(kind)}" (one of ${faultKinds.join(', ')})`)
  }
  const bounds = argBounds[kind]
  if (bounds === undefined && arg !== undefined) throw new Error(`fault rule ${label}: ${kind} takes no argument`)
  if (bounds !== undefined) {
    if (typeof arg !== 'number' || !Number.isInteger(arg) || arg < bounds[0] || arg > bounds[1]) {
      throw new Error(`fault rule ${label}: ${kind} needs a whole number from ${bounds[0]} to ${bounds[1]}`)
    }
  }
  if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 1)) {
    throw new Error(`fault rule ${label}: times must be a whole number of at least 1`)
  }
  return { call, kind, ...(arg !== undefined ? { arg } : {}), ...(times !== undefined ? { times } : {}) } as FaultRule
}

/**
 * Parses `call=kind[:arg][,times=N]`, e.g. `menu=status:503`, `serviceLogin=retval:-113`,
 * `*=latency:300`, `buildInfo=status:503,times=1`. Throws an Error saying what is wrong.
 */
export const parseFaultRule = (text: string): FaultRule => {
  const match = /^([^=\s]+)=([a-z]+)(?::(-?[^,\s]+))?(?:,times=([^,\s]+))?$/.exec(text.trim())
  if (!match) throw new Error(`fault rule "${text}": expected call=kind[:arg][,times=N], e.g. menu=status:503`)
  const [, call, kind, arg, times] = match
  return validateFaultRule(
    {
      call,
      kind,
      ...(arg !== undefined ? { arg: integer(arg, 'the argument', text) } : {}),
      ...(times !== undefined ? { times: integer(times, 'times', text) } : {}),
    },
    `"${text}"`,
  )
}

/** A rule given as text or as an object (the admin endpoint's JSON), checked. */
export const toFaultRule = (input: unknown): FaultRule => (typeof input === 'string' ? parseFaultRule(input) : validateFaultRule(input))

/** The rule back in its text form. */
export const formatFaultRule = (rule: FaultRule): string =>
  `${rule.call}=${rule.kind}${rule.arg !== undefined ? `:${rule.arg}` : ''}${rule.times !== undefined ? `,times=${rule.times}` : ''}`

/** What to do to one call: wait, then answer normally or with the replacing rule. */
export interface FaultPlan {
  readonly delayMs: number
  readonly replace?: FaultRule
}

/** The run-time fault controls, shared by the `--fault` flags, the admin endpoint and tests. */
export interface FaultControl {
  /** Latency added to every call, in ms. */
  latencyMs: number
  rules(): readonly FaultRule[]
  add(rule: FaultRule | string): FaultRule
  /** Removes every rule, or only those of one call. */
  clear(call?: CallName | '*'): void
  /** The plan for one call; counts down the `times` of the rules it uses. */
  plan(call: CallName): FaultPlan
}

export const createFaultControl = (initial: readonly FaultRule[] = [], latencyMs = 0): FaultControl => {
  // Each rule keeps its own remaining count; rules apply in the order they were added.
  let rules: { rule: FaultRule; left: number }[] = []
  const add = (input: FaultRule | string): FaultRule => {
    const rule = toFaultRule(input)
    rules.push({ rule, left: rule.times ?? Number.POSITIVE_INFINITY })
    return rule
  }
  initial.forEach(add)
  const control: FaultControl = {
    latencyMs,
    rules: () => rules.map(({ rule, left }) => (Number.isFinite(left) ? { ...rule, times: left } : rule)),
    add,
    clear(call) {
      rules = call === undefined ? [] : rules.filter(({ rule }) => rule.call !== call)
    },
    plan(call) {
      let delayMs = control.latencyMs
      let replace: FaultRule | undefined
      for (const entry of rules) {
        if (entry.rule.call !== call && entry.rule.call !== '*') continue
        if (entry.rule.kind === 'latency') delayMs += entry.rule.arg ?? 0
        else if (replace) continue
        else replace = entry.rule
        entry.left -= 1
      }
      rules = rules.filter(({ left }) => left > 0)
      return replace ? { delayMs, replace } : { delayMs }
    },
  }
  return control
}
