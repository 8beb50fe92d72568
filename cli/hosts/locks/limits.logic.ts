/**
 * The rule every limit follows (docs/decisions/1831): a count of tries per key that restarts only
 * after the key has been quiet for `quietMs`; from the `free`-th try on, each try makes the next
 * one wait (`waits`, the last repeating), and a try while waiting is refused, not answered. Pure,
 * so a property test can run it over any sequence of tries.
 */
export interface LimitRule {
  /** Tries answered before the first wait. */
  readonly free: number
  /** A key quiet this long (since its last try or the end of its wait) starts counting again. */
  readonly quietMs: number
  /** The wait after the free-th try, the next, …; the last one repeats. Never shrinking. */
  readonly waits: readonly number[]
}

export interface LimitState {
  readonly count: number
  readonly lastAt: number
  readonly blockedUntil: number
}

export const NO_TRIES: LimitState = { count: 0, lastAt: 0, blockedUntil: 0 }

/** How long a try at `now` must still wait, 0 when it may be answered. */
export const waitLeft = (state: LimitState, now: number): number => Math.max(0, state.blockedUntil - now)

/** The state as the rule sees it at `now`: a key quiet long enough counts afresh. */
export const current = (rule: LimitRule, state: LimitState, now: number): LimitState =>
  now >= Math.max(state.lastAt, state.blockedUntil) + rule.quietMs ? NO_TRIES : state

/** The wait a key's `count`-th try sets (0 below `free`). */
export const waitAfter = (rule: LimitRule, count: number): number =>
  count < rule.free ? 0 : (rule.waits[Math.min(count - rule.free, rule.waits.length - 1)] ?? 0)

/** One more try counted at `now` (the caller has checked waitLeft is 0). */
export const counted = (rule: LimitRule, state: LimitState, now: number): LimitState => {
  const from = current(rule, state, now)
  const count = from.count + 1
  const wait = waitAfter(rule, count)
  return { count, lastAt: now, blockedUntil: wait > 0 ? now + wait : from.blockedUntil }
}

/** A try counted ahead that turned out not to count (a right password): the count goes back, and so does the wait it set below `free`. */
export const uncounted = (rule: LimitRule, state: LimitState): LimitState => {
  const count = Math.max(0, state.count - 1)
  return { ...state, count, blockedUntil: count < rule.free ? 0 : state.blockedUntil }
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Every limit the hosts keep, by what it guards; configuration (StartHostsOptions.limits). */
export interface LimitRules {
  /** Wrong passwords (and unknown emails) per account email: 5, then waits; the 10th pauses password login 15 minutes. */
  readonly loginAccount: LimitRule
  /** Wrong passwords per client address, whatever the account (one address is often many people). */
  readonly loginAddress: LimitRule
  /** Adult verification codes sent per account. */
  readonly adultCodes: LimitRule
  /** Temporary passwords asked per client address. */
  readonly passwordResets: LimitRule
  /** Accounts made per client address (the device cap, for a client that changes its device id). */
  readonly signUps: LimitRule
  /** Members who used one inviter's code, per day. */
  readonly invites: LimitRule
}

export const DEFAULT_LIMITS: LimitRules = {
  loginAccount: { free: 5, quietMs: 15 * MINUTE, waits: [1 * MINUTE, 2 * MINUTE, 4 * MINUTE, 8 * MINUTE, 8 * MINUTE, 15 * MINUTE] },
  loginAddress: { free: 20, quietMs: 15 * MINUTE, waits: [1 * MINUTE, 2 * MINUTE, 4 * MINUTE, 8 * MINUTE, 15 * MINUTE] },
  adultCodes: { free: 5, quietMs: HOUR, waits: [15 * MINUTE, 30 * MINUTE, HOUR] },
  passwordResets: { free: 5, quietMs: HOUR, waits: [5 * MINUTE, 15 * MINUTE, 30 * MINUTE, HOUR] },
  signUps: { free: 5, quietMs: 24 * HOUR, waits: [HOUR, 2 * HOUR, 4 * HOUR, 8 * HOUR] },
  invites: { free: 5, quietMs: 24 * HOUR, waits: [24 * HOUR] },
}

/** The limits' names, which key their rows (`<name>:<key>`). */
export type LimitName = keyof LimitRules
