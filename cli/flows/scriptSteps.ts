import YAML from 'yaml'
import { type CallName, callNames, isCallName } from '../../core/contract/index.ts'
import { type ReplayTarget, isReplayTarget, replayTargets } from './replay.ts'
import { type MediaRequest, mediaRequests } from './playStep.ts'
import { type AttackKind, attackKinds, isAttackKind } from './attacks.ts'

/**
 * The steps of a QA script (JSON or YAML): a list, or `{ hosts?, cookies?, steps }`.
 *
 *   - fault: menu=status:503          # set one or more fault rules on the stand-in
 *   - replay: boot                    # a page load running the app's boot (or login, menu, notice)
 *   - expect: { state: { initialised: true, menu.status: failed } }
 *   - clearFault: menu                # or `true` for every rule
 *   - call: menu                      # one contract call, in the page's session
 *     params: { filter: 1 }
 *   - expect: { retval: 0 }
 *   - emailLogin: { email: minji@example.com, password: minji1234!, keep: true }
 *   - logout: true
 *   - cookie: { auto_login: '1' }
 *   - wait: 500                       # ms
 *   - grant: { account: minji, bbtan: 100 }   # the admin's grant (POST /__admin/grant)
 *   - expect: { output: { total: 100, list.0.kind: grant } }   # the last call's output by dotted path
 *   - call: profileSelect             # `{output.<path>}` in a param: the previous call's output there
 *     params: { profile_id: '{output.profile_id}' }
 *   - expect: { ageAtMost: '7' }      # no age_rating in the last call's output above 7
 *   - play: qa-paid                   # playInfo, then master, a media playlist, init, a segment and the key
 *   - play: { movie_url: qa-free, keep: mine }     # ... and keeps its stream grant under a name
 *   - play: { movie_url: qa-short, grant: mine }   # no playInfo: the media with a kept grant (or `none`)
 *   - play: { movie_url: qa-free, grant: none, only: key }   # one request alone
 *   - clock: 301                      # the stand-in's clock forward, in seconds (POST /__admin/clock)
 *   - clock: { advance_days: 31 }     # moves the stand-in's clock on; renewals run (POST /__admin/clock)
 *   - attack: loginCsrf               # an attack (cli/flows/attacks.ts): ok when the hosts held
 *     params: { email: haneul@example.com, password: haneul1234! }
 *
 * `{run}` anywhere in the text is replaced by a short id of this run (the `script` command), e.g.
 * `email: join-{run}@example.com`, so a script that signs up makes a new account every time.
 */
export type Step =
  | { readonly kind: 'replay'; readonly target: ReplayTarget; readonly strict: boolean }
  | { readonly kind: 'call'; readonly call: CallName; readonly params: Readonly<Record<string, string>> }
  | { readonly kind: 'expect'; readonly expect: Expectation }
  | { readonly kind: 'fault'; readonly rules: readonly string[] }
  | { readonly kind: 'clearFault'; readonly call: string | null }
  | { readonly kind: 'wait'; readonly ms: number }
  | { readonly kind: 'cookie'; readonly cookies: Readonly<Record<string, string>> }
  | { readonly kind: 'emailLogin'; readonly email: string; readonly password: string; readonly keep: boolean }
  | { readonly kind: 'logout' }
  | { readonly kind: 'grant'; readonly grant: Readonly<Record<string, unknown>> }
  | { readonly kind: 'play'; readonly movieUrl: string; readonly grant?: string; readonly keep?: string; readonly only?: MediaRequest }
  | { readonly kind: 'clock'; readonly clock: Readonly<Record<string, unknown>> }
  | { readonly kind: 'attack'; readonly attack: AttackKind; readonly params: Readonly<Record<string, string>> }

/** What an expect step checks: the last action's outcome, and values of the page's state by dotted path. */
export interface Expectation {
  readonly ok?: boolean
  readonly retval?: number
  readonly error?: string
  readonly state?: Readonly<Record<string, unknown>>
  /** Values of the last call's output by dotted path (`list.0.kind`). */
  readonly output?: Readonly<Record<string, unknown>>
  /** A profile's viewing age (ALL, 7, 12, 15, 19): no `age_rating` in the last call's output is above it. */
  readonly ageAtMost?: string
}

export interface Script {
  readonly hosts?: string
  readonly cookies: Readonly<Record<string, string>>
  readonly steps: readonly Step[]
}

export class ScriptError extends Error {
  override readonly name = 'ScriptError'
}

const kinds = ['replay', 'call', 'expect', 'fault', 'clearFault', 'wait', 'cookie', 'emailLogin', 'logout', 'grant', 'play', 'clock', 'attack'] as const

const record = (value: unknown, where: string): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ScriptError(`${where}: expected a mapping`)
  return value as Record<string, unknown>
}

const strings = (value: unknown, where: string): Record<string, string> =>
  Object.fromEntries(Object.entries(record(value, where)).map(([k, v]) => [k, String(v)]))

const parseStep = (raw: unknown, index: number): Step => {
  const where = `step ${index + 1}`
  const item = record(raw, where)
  const present = kinds.filter((k) => k in item)
  if (present.length !== 1) throw new ScriptError(`${where}: needs exactly one of ${kinds.join(', ')}`)
  const kind = present[0]!
  const value = item[kind]
  switch (kind) {
    case 'replay':
      if (typeof value !== 'string' || !isReplayTarget(value)) throw new ScriptError(`${where}: replay one of ${replayTargets.join(', ')}`)
      return { kind, target: value, strict: item.strict === true }
    case 'call':
      if (typeof value !== 'string' || !isCallName(value)) throw new ScriptError(`${where}: call one of ${callNames.join(', ')}`)
      return { kind, call: value, params: item.params === undefined ? {} : strings(item.params, `${where} params`) }
    case 'expect': {
      const e = record(value, where)
      const unknown = Object.keys(e).filter((k) => !['ok', 'retval', 'error', 'state', 'output', 'ageAtMost'].includes(k))
      if (unknown.length > 0 || Object.keys(e).length === 0) throw new ScriptError(`${where}: expect takes ok, retval, error, state, output and ageAtMost`)
      if (e.ageAtMost !== undefined && !['ALL', '7', '12', '15', '19'].includes(String(e.ageAtMost)))
        throw new ScriptError(`${where}: ageAtMost is ALL, 7, 12, 15 or 19`)
      if (e.retval !== undefined && typeof e.retval !== 'number') throw new ScriptError(`${where}: retval must be a number`)
      return {
        kind,
        expect: {
          ...e,
          ...(e.state === undefined ? {} : { state: record(e.state, `${where} state`) }),
          ...(e.output === undefined ? {} : { output: record(e.output, `${where} output`) }),
        } as Expectation,
      }
    }
    case 'fault': {
      const rules = Array.isArray(value) ? value.map(String) : [String(value)]
      return { kind, rules }
    }
    case 'clearFault':
      return { kind, call: value === true || value === '*' || value === 'all' ? null : String(value) }
    case 'wait':
      if (typeof value !== 'number' || value < 0 || value > 600_000) throw new ScriptError(`${where}: wait takes ms from 0 to 600000`)
      return { kind, ms: value }
    case 'cookie':
      return { kind, cookies: strings(value, where) }
    case 'emailLogin': {
      const login = record(value, where)
      if (typeof login.email !== 'string' || typeof login.password !== 'string') throw new ScriptError(`${where}: emailLogin needs email and password`)
      return { kind, email: login.email, password: login.password, keep: login.keep === true }
    }
    case 'logout':
      return { kind }
    case 'grant':
      return { kind, grant: record(value, where) }
    case 'play': {
      const play = typeof value === 'string' ? { movie_url: value } : strings(value, where)
      const only = play.only
      if (!play.movie_url) throw new ScriptError(`${where}: play needs a movie_url`)
      if (only !== undefined && !(mediaRequests as readonly string[]).includes(only)) throw new ScriptError(`${where}: only one of ${mediaRequests.join(', ')}`)
      return {
        kind,
        movieUrl: play.movie_url,
        ...(play.grant ? { grant: play.grant } : {}),
        ...(play.keep ? { keep: play.keep } : {}),
        ...(only ? { only: only as MediaRequest } : {}),
      }
    }
    case 'clock':
      // Seconds (`clock: 301`), or the admin call's own fields (`clock: { advance_days: 31 }`).
      if (typeof value === 'number') return { kind, clock: { advance_sec: value } }
      return { kind, clock: record(value, where) }
    case 'attack':
      if (typeof value !== 'string' || !isAttackKind(value)) throw new ScriptError(`${where}: attack one of ${attackKinds.join(', ')}`)
      return { kind, attack: value, params: item.params === undefined ? {} : strings(item.params, `${where} params`) }
  }
}

/** Reads a script's text (YAML, of which JSON is a part); throws ScriptError saying what is wrong. */
export const parseScript = (text: string): Script => {
  let doc: unknown
  try {
    doc = YAML.parse(text)
  } catch (error) {
    throw new ScriptError(`not valid JSON or YAML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
  }
  const top = Array.isArray(doc) ? { steps: doc } : record(doc, 'the script')
  if (!Array.isArray(top.steps) || top.steps.length === 0) throw new ScriptError('the script needs a non-empty list of steps')
  return {
    ...(typeof top.hosts === 'string' ? { hosts: top.hosts } : {}),
    cookies: top.cookies === undefined ? {} : strings(top.cookies, 'cookies'),
    steps: top.steps.map(parseStep),
  }
}
