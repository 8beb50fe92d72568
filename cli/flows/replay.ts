import { type App, type AppView, createApp } from '../../core/app/index.ts'
import { CookieName } from '../../core/contract/index.ts'
import { memoryStore, recordingNavigation } from '../../core/ports/index.ts'
import type { Logger } from '../../core/ports/logger.ts'
import { type TimelineEntry, createTimeline } from './timeline.ts'
import type { ReplayBrowser } from './browser.ts'

/** What `replay` can drive: boot's login, menu and notice steps alone, or the whole boot. */
export const replayTargets = ['login', 'menu', 'notice', 'boot'] as const
export type ReplayTarget = (typeof replayTargets)[number]
export const isReplayTarget = (name: string): name is ReplayTarget => (replayTargets as readonly string[]).includes(name)

/** The session at the end of a replay, as QA reads it. */
export interface FinalSession {
  readonly status: string
  readonly s: string | null
  readonly c_code: string | null
  readonly is_login: boolean
  readonly auto_login: number
  readonly filter: number
  readonly adult_flag: string
  readonly skytv_item_only: number
  readonly red_item: number
  readonly invite_code: string | null
}

export interface ReplayResult {
  readonly target: ReplayTarget
  readonly ok: boolean
  /** Why it failed, in one line, when it did. */
  readonly reason?: string
  readonly durationMs: number
  readonly initialised: boolean
  readonly session: FinalSession
  readonly menu: { readonly status: string; readonly sections: number }
  readonly notices: { readonly status: string; readonly count: number }
  readonly timeline: readonly TimelineEntry[]
  /** What the core only logged (menu or notice failures, a failed ticket request...). */
  readonly logs: readonly { readonly level: string; readonly message: string; readonly detail?: string }[]
}

export interface ReplayOptions {
  /** Also fail when any call failed, even one the flow only logs. */
  readonly strict?: boolean
}

const describeError = (detail: unknown): string | undefined => {
  if (detail === undefined) return undefined
  if (typeof detail === 'object' && detail !== null && '_tag' in detail) {
    const tagged = detail as { _tag: string; message_ko?: string; status?: number; reason?: string }
    const extra = tagged.status ?? tagged.reason ?? ''
    return `${tagged._tag}${extra === '' ? '' : ` ${extra}`}: ${tagged.message_ko ?? ''}`.trim()
  }
  return detail instanceof Error ? detail.message : String(detail)
}

/** Fails a flow that outlives every request timeout it could wait on. */
const deadline = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the flow did not finish within ${ms} ms`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

const judge = (
  target: ReplayTarget,
  view: AppView,
  notices: string,
  autoLogin: boolean,
  timeline: readonly TimelineEntry[],
  options: ReplayOptions,
): string | undefined => {
  const failed = timeline.filter((e) => e.kind === 'response' && !e.ok).map((e) => (e.kind === 'response' ? e.call : ''))
  if (options.strict && failed.length > 0) return `calls failed: ${failed.join(', ')}`
  const needsToken = target !== 'notice'
  if (needsToken && view.session.s === null) return 'no session token: every login failed'
  if ((target === 'login' || target === 'boot') && autoLogin && !view.session.is_login) return 'automatic login did not log in (fell back to a guest session)'
  if (target === 'menu' && view.menu.status !== 'loaded') return `menu ${view.menu.status}`
  if (target === 'notice' && notices !== 'loaded') return `notices ${notices}`
  if (target === 'boot' && !view.initialised) return 'boot did not end initialised'
  return undefined
}

/** One page load: an app of the core's own actors over the browser's jar, recording a timeline. */
export interface Page {
  readonly app: App
  readonly timeline: ReturnType<typeof createTimeline>
  readonly logs: { level: string; message: string; detail?: string }[]
  stop(): void
}

export const openPage = (browser: ReplayBrowser): Page => {
  const timeline = createTimeline()
  const logs: Page['logs'] = []
  const note = (level: string) => (message: string, detail?: unknown) => {
    const text = describeError(detail)
    logs.push({ level, message, ...(text === undefined ? {} : { detail: text }) })
  }
  const logger: Logger = { info: note('info'), warn: note('warn'), error: note('error') }
  const app = createApp({
    hostCalls: timeline.timed(browser.hostCalls()),
    cookies: browser.pageCookies(),
    cookieSettings: browser.cookieSettings,
    sessionStore: memoryStore(),
    // The browser's lasting storage: its second page load is a return visit.
    localStore: browser.localStore,
    navigation: recordingNavigation('/'),
    logger,
    inspect: timeline.inspect,
  })
  return { app, timeline, logs, stop: () => app.stop() }
}

/** Drives one flow on a page and judges it; the page stays open (script steps go on with it). */
export const runFlow = async (page: Page, target: ReplayTarget, browser: ReplayBrowser, options: ReplayOptions = {}): Promise<ReplayResult> => {
  const { app, timeline, logs } = page
  const autoLogin = browser.pageCookies().get(CookieName.autoLogin) !== undefined
  let failure: string | undefined
  try {
    const run = async () => {
      if (target === 'boot') {
        app.navigate('/')
        return app.untilInitialised()
      }
      if (target === 'notice') return app.loadNotices()
      await app.startSession()
      if (target === 'menu' && app.view().session.s !== null) await app.loadMenu()
    }
    await deadline(run(), browser.timeoutMs * 5 + 1_000)
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error)
  }
  const view = app.view()
  const noticeStatus = String(app.actors.notice.getSnapshot().value)
  const reason = failure ?? judge(target, view, noticeStatus, autoLogin, timeline.entries, options)
  const { status, s, c_code, is_login, auto_login, filter, adult_flag, skytv_item_only, red_item, invite_code } = view.session
  return {
    target,
    ok: reason === undefined,
    ...(reason === undefined ? {} : { reason }),
    durationMs: timeline.elapsed(),
    initialised: view.initialised,
    session: { status, s, c_code, is_login, auto_login, filter, adult_flag, skytv_item_only, red_item, invite_code },
    menu: { status: view.menu.status, sections: view.menu.sections.length },
    notices: { status: noticeStatus, count: view.topNotices.length },
    timeline: [...timeline.entries],
    logs: [...logs],
  }
}

/**
 * Replays one flow with the core's own actors (createApp) against the replay browser's hosts, recording
 * every state entered and every call sent and answered.
 */
export const replay = async (target: ReplayTarget, browser: ReplayBrowser, options: ReplayOptions = {}): Promise<ReplayResult> => {
  const page = openPage(browser)
  try {
    return await runFlow(page, target, browser, options)
  } finally {
    page.stop()
  }
}
