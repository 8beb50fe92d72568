import { isDeepStrictEqual } from 'node:util'
import { ContractClient, errorCode } from '../../core/api/index.ts'
import type { ApiError } from '../../core/api/errors.ts'
import { runForActor } from '../../core/bridge/index.ts'
import { type CallName, CookieName, calls } from '../../core/contract/index.ts'
import { presetCookie } from '../adapters/index.ts'
import { ADMIN_SECRET_ENV, ADMIN_SECRET_HEADER } from '../hosts/index.ts'
import { type Page, type ReplayResult, openPage, runFlow } from './replay.ts'
import type { Expectation, Step } from './scriptSteps.ts'
import type { ReplayBrowser } from './browser.ts'
import { grantInJar, playMedia } from './playStep.ts'
import { runAttack } from './attacks.ts'

/** The outcome of one step, as `script --json` prints it. */
export interface StepResult {
  readonly index: number
  readonly step: Step['kind']
  readonly label: string
  readonly ok: boolean
  readonly durationMs: number
  /** Why it failed, or what it found. */
  readonly detail?: string
  readonly result?: unknown
}

/** The last action's outcome, which `expect` checks ok, retval and error against. */
interface Outcome {
  readonly ok: boolean
  readonly retval?: number
  readonly error?: string
}

const label = (step: Step): string => {
  switch (step.kind) {
    case 'replay':
      return `replay ${step.target}${step.strict ? ' (strict)' : ''}`
    case 'call':
      return `call ${step.call}${Object.keys(step.params).length ? ` ${JSON.stringify(step.params)}` : ''}`
    case 'expect':
      return `expect ${JSON.stringify(step.expect)}`
    case 'fault':
      return `fault ${step.rules.join(' ')}`
    case 'clearFault':
      return `clear fault ${step.call ?? 'all'}`
    case 'wait':
      return `wait ${step.ms} ms`
    case 'cookie':
      return `cookie ${Object.entries(step.cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')}`
    case 'emailLogin':
      return `email login ${step.email}${step.keep ? ' (keep signed in)' : ''}`
    case 'logout':
      return 'logout'
    case 'grant':
      return `grant ${JSON.stringify(step.grant)}`
    case 'play':
      return `play ${step.movieUrl}${step.grant ? ` with ${step.grant === 'none' ? 'no grant' : `grant ${step.grant}`}` : ''}${step.only ? ` (${step.only} only)` : ''}`
    case 'clock':
      return `clock ${JSON.stringify(step.clock)}`
    case 'attack':
      return `attack ${step.attack}`
  }
}

/** Nested expectations become dotted paths: `{ session: { is_login: true } }` is `session.is_login`. */
const flatten = (value: Readonly<Record<string, unknown>>, prefix = ''): Array<[string, unknown]> =>
  Object.entries(value).flatMap(([key, v]) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? flatten(v as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, v] as [string, unknown]],
  )

const at = (state: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined), state)

/** What `expect: { state }` reads: the page's views, and the last replay's verdict. */
const pageState = (page: Page | undefined, last: ReplayResult | undefined) => {
  if (!page) return {}
  const view = page.app.view()
  return {
    initialised: view.initialised,
    loading: view.loading,
    returnUrl: view.returnUrl,
    session: view.session,
    menu: { status: view.menu.status, sections: view.menu.sections.length, current: view.menu.current },
    notices: { status: String(page.app.actors.notice.getSnapshot().value), count: view.topNotices.length },
    replay: last ? { ok: last.ok, reason: last.reason ?? null } : null,
  }
}

/** Steps that act, leaving an outcome for `expect` to check. */
const isAction = (step: Step): boolean =>
  step.kind === 'replay' || step.kind === 'call' || step.kind === 'emailLogin' || step.kind === 'logout' || step.kind === 'play' || step.kind === 'attack'

/** Whether an expectation is about the last action's outcome, so that holding it accepts a failed action. */
const namesOutcome = (expect: Expectation): boolean => expect.ok !== undefined || expect.retval !== undefined || expect.error !== undefined

const check = (expect: Expectation, outcome: Outcome | undefined, state: unknown, output: unknown): string[] => {
  const misses: string[] = []
  const compare = (what: string, expected: unknown, actual: unknown) => {
    if (!isDeepStrictEqual(expected, actual)) misses.push(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`)
  }
  if (expect.ok !== undefined) compare('ok', expect.ok, outcome?.ok)
  if (expect.retval !== undefined) compare('retval', expect.retval, outcome?.retval)
  if (expect.error !== undefined) compare('error', expect.error, outcome?.error)
  for (const [path, expected] of flatten(expect.state ?? {})) compare(path, expected, at(state, path))
  for (const [path, expected] of flatten(expect.output ?? {})) compare(`output.${path}`, expected, at(output, path))
  if (expect.ageAtMost !== undefined)
    for (const rating of ratingsAbove(output, String(expect.ageAtMost))) misses.push(`age_rating ${rating} above ${expect.ageAtMost}`)
  return misses
}

/** Every `age_rating` in a value rated above `limit` (전체 as 0). */
const ratingsAbove = (value: unknown, limit: string): string[] => {
  const age = (r: string) => (r === 'ALL' ? 0 : Number(r))
  if (Array.isArray(value)) return value.flatMap((v) => ratingsAbove(v, limit))
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, v]) =>
    key === 'age_rating' && typeof v === 'string' ? (age(v) > age(limit) ? [v] : []) : ratingsAbove(v, limit),
  )
}

/** A call's params with each `{output.<path>}` replaced by the previous call's output there. */
const withOutput = (params: Readonly<Record<string, string>>, output: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v.replace(/\{output\.([^}]+)\}/g, (_, path: string) => String(at(output, path) ?? ''))]))

/**
 * Runs a script's steps in order on one browser (one browser); every step runs, whatever failed
 * before. An action whose outcome failed (a call that did not answer 0, a replay that did not
 * boot) is a failed step unless an `expect` on its outcome (ok, retval or error) holds before the
 * next action (docs/decisions/1211). `adminSecret` is the stand-in's, for the fault and grant
 * steps (docs/decisions/1210).
 */
export const runScript = async (steps: readonly Step[], browser: ReplayBrowser, signal: AbortSignal, adminSecret?: string): Promise<StepResult[]> => {
  let page: Page | undefined
  let lastReplay: ReplayResult | undefined
  let outcome: Outcome | undefined
  /** The last call's output, which `expect: { output }` reads. */
  let output: unknown
  const results: StepResult[] = []
  /** Stream grants a play step kept, by the name it gave them. */
  const keptGrants = new Map<string, string>()
  /** The failed action an `expect` may still accept: its place in `results`. */
  let unexpected: number | undefined
  const admin = async (method: string, query = '', body?: unknown, path = 'faults') => {
    if (!adminSecret)
      throw new Error(`${path === 'faults' ? 'fault' : path} steps need the stand-in's admin secret: --admin-secret or ${ADMIN_SECRET_ENV} (serve prints it)`)
    const response = await fetch(`${browser.hosts.web}/__admin/${path}${query}`, {
      method,
      headers: { [ADMIN_SECRET_HEADER]: adminSecret, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal,
    })
    const answer = (await response.json().catch(() => ({}))) as { retval?: number; output?: { message?: string } }
    if (!response.ok || answer.retval !== 0)
      throw new Error(`admin endpoint answered HTTP ${response.status}: ${answer.output?.message ?? JSON.stringify(answer)}`)
    return answer.output
  }
  const call = async (name: CallName, given: Readonly<Record<string, string>>) => {
    // As `call` does: contract fields are signed; c_code only signs; anything else (`a` too) goes on the wire as given.
    const fields = calls[name].fields as readonly string[]
    const { c_code: clientCode, ...rest } = given as Record<string, string>
    const params = Object.fromEntries(Object.entries(rest).filter(([k]) => fields.includes(k)))
    const overrides = Object.fromEntries(Object.entries(rest).filter(([k]) => !fields.includes(k)))
    const session = page?.app.view().session
    const send = <N extends CallName>(n: N, p: Record<string, string>, key?: string, o: Record<string, string> = {}) =>
      runForActor(
        browser.runtime(),
        ContractClient.use((c) => c.send(n, { params: p, clientCode: key }, { overrides: o })),
        signal,
        n,
      )
    let key = clientCode ?? session?.c_code ?? undefined
    if (fields.includes('s') || calls[name].signing === 'client') {
      params.s ??= session?.s ?? ''
      if (!params.s || !key) {
        const guest = (await send('guestLogin', {})).output
        params.s = params.s || guest.s
        key ??= guest.c_code
      }
    }
    if (name === 'serviceLogin') params.auto_login ??= browser.pageCookies().get(CookieName.autoLogin) ?? '1'
    return send(name, params, key, overrides)
  }

  for (const [index, step] of steps.entries()) {
    const began = performance.now()
    let ok = true
    let detail: string | undefined
    let result: unknown
    const before = output
    if (isAction(step)) {
      unexpected = undefined
      outcome = { ok: false }
      output = undefined
    }
    let ran = false
    try {
      switch (step.kind) {
        case 'replay':
          page?.stop()
          page = openPage(browser)
          lastReplay = result = await runFlow(page, step.target, browser, { strict: step.strict })
          outcome = { ok: lastReplay.ok }
          detail = lastReplay.ok
            ? `session ${lastReplay.session.status}, menu ${lastReplay.menu.status}, notices ${lastReplay.notices.status}`
            : lastReplay.reason
          break
        case 'call':
          try {
            const answer = await call(step.call, withOutput(step.params, before))
            outcome = { ok: true, retval: answer.retval }
            output = answer.output
            result = { status: answer.status, retval: answer.retval, output: answer.output }
            detail = `retval ${answer.retval}`
          } catch (error) {
            const apiError = error as ApiError
            if (typeof error !== 'object' || error === null || !('_tag' in error)) throw error
            const code = errorCode(apiError)
            outcome = { ok: false, error: apiError._tag, ...(code === undefined ? {} : { retval: code }) }
            result = outcome
            detail = `${apiError._tag}${code === undefined ? '' : ` retval ${code}`}: ${apiError.message_ko}`
          }
          break
        case 'expect': {
          const misses = check(step.expect, outcome, pageState(page, lastReplay), output)
          ok = misses.length === 0
          if (!ok) detail = misses.join('; ')
          break
        }
        case 'fault':
          await admin('POST', '', { rules: step.rules })
          break
        case 'clearFault':
          await admin('DELETE', step.call === null ? '' : `?call=${encodeURIComponent(step.call)}`)
          break
        case 'grant':
          result = await admin('POST', '', step.grant, 'grant')
          break
        case 'clock':
          result = await admin('POST', '', step.clock, 'clock')
          break
        case 'play': {
          // As a viewer: playInfo first (its grant lands in the jar); with a kept or no grant, the media alone.
          if (!step.grant) {
            try {
              await call('playInfo', { movie_url: step.movieUrl })
            } catch (error) {
              if (typeof error !== 'object' || error === null || !('_tag' in error)) throw error
              const apiError = error as ApiError
              const code = errorCode(apiError)
              outcome = { ok: false, error: apiError._tag, ...(code === undefined ? {} : { retval: code }) }
              result = outcome
              detail = `playInfo ${apiError._tag}${code === undefined ? '' : ` retval ${code}`}: ${apiError.message_ko}`
              break
            }
          }
          const kept = step.grant && step.grant !== 'none' ? keptGrants.get(step.grant) : undefined
          if (step.grant && step.grant !== 'none' && kept === undefined) throw new Error(`no grant kept as '${step.grant}': keep one with an earlier play step`)
          const played = await playMedia(
            browser,
            step.movieUrl,
            kept !== undefined ? { kind: 'kept', value: kept } : step.grant === 'none' ? { kind: 'none' } : { kind: 'own' },
            step.only,
            signal,
          )
          if (step.keep) {
            const grant = await grantInJar(browser, step.movieUrl)
            if (grant) keptGrants.set(step.keep, grant)
          }
          output = { requests: played.requests, ...(played.refused ? { refused: played.refused, status: played.status } : {}) }
          result = output
          outcome = played.ok ? { ok: true } : { ok: false, error: 'MediaRefused' }
          detail = played.ok
            ? played.requests.map((r) => `${r.request} ${r.status}`).join(', ')
            : played.refused
              ? `${played.refused} refused: HTTP ${played.status} (${played.requests.at(-1)?.path})`
              : played.reason
          break
        }
        case 'wait':
          await new Promise((resolve) => setTimeout(resolve, step.ms))
          break
        case 'cookie':
          for (const [name, value] of Object.entries(step.cookies)) presetCookie(browser.jar, browser.hosts, name, value)
          break
        case 'emailLogin': {
          if (!page) throw new Error('emailLogin needs a page: replay login or boot first')
          const login = await page.app.signIn({ call: 'emailLogin', params: { email: step.email, password: step.password } }, step.keep)
          outcome = login.ok
            ? { ok: true }
            : { ok: false, ...(typeof login.error === 'object' && login.error && '_tag' in login.error ? { error: String(login.error._tag) } : {}) }
          detail = login.ok ? 'logged in' : login.message
          break
        }
        case 'attack': {
          // Held: refused or slowed to uselessness; got through: a failed action, so `script` exits 1 (docs/decisions/1837).
          const held = await runAttack(step.attack, browser.hosts, step.params, adminSecret ? (path) => admin('GET', '', undefined, path) : undefined)
          outcome = { ok: held.held }
          result = held
          detail = `${held.held ? 'held' : 'GOT THROUGH'}: ${held.detail}`
          break
        }
        case 'logout':
          if (!page) throw new Error('logout needs a page: replay login or boot first')
          await page.app.logout()
          outcome = { ok: true }
          break
      }
      ran = true
    } catch (error) {
      ok = false
      detail = error instanceof Error ? error.message : String(error)
    }
    if (ran && isAction(step) && outcome?.ok === false) {
      ok = false
      unexpected = results.length
    }
    if (step.kind === 'expect' && ok && unexpected !== undefined && namesOutcome(step.expect)) {
      const accepted = results[unexpected]!
      results[unexpected] = { ...accepted, ok: true, detail: `${accepted.detail ?? 'failed'} (as step ${index + 1} expects)` }
      unexpected = undefined
    }
    results.push({
      index: index + 1,
      step: step.kind,
      label: label(step),
      ok,
      durationMs: Math.round(performance.now() - began),
      ...(detail === undefined ? {} : { detail }),
      ...(result === undefined ? {} : { result }),
    })
  }
  page?.stop()
  return results
}
