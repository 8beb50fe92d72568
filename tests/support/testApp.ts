import { SimulatedClock, waitFor } from 'xstate'
import { type App, type AppView, type LoginResult, createApp } from '../../core/app/index.ts'
import type { CookieName } from '../../core/contract/index.ts'
import { type Cookies, type KeyValueStore, memoryCookies, memoryStore, recordingNavigation } from '../../core/ports/index.ts'
import type { HostCalls } from '../../core/ports/hostCalls.ts'
import type { Logger } from '../../core/ports/logger.ts'
import type { SocialProviderId } from '../../core/ports/social.ts'
import { type FakeHosts, fakeHosts } from './fakeHosts.ts'
import { fakePopup } from './fakePopup.ts'

export interface TestAppOptions {
  /** Cookies the page has before start, e.g. `{ auto_login: '1' }`. */
  readonly cookies?: Partial<Record<CookieName, string>>
  /** Real host calls (the stand-in through the bridge); scripted fakes by default. */
  readonly hostCalls?: HostCalls
  /** Page cookies of a real driver (e.g. the CLI jar); an in-memory jar by default. */
  readonly pageCookies?: Cookies
  readonly buildId?: string
  readonly sessionStore?: KeyValueStore
  /** The device's lasting storage (the return-visit copy); none by default. Share one between two apps for a return visit. */
  readonly localStore?: KeyValueStore
  /** Wall-clock start, in ms (the simulated clock starts here). */
  readonly startAt?: number
  /** Scripts the fake hosts before the app starts (its first calls happen at start). */
  readonly script?: (fakes: FakeHosts) => void
}

export interface LogLine {
  readonly level: 'info' | 'warn' | 'error'
  readonly message: string
  readonly detail?: unknown
}

/** How long a test waits for a condition before failing (real time, never a sleep). */
const UNTIL_TIMEOUT_MS = 5_000

/**
 * A headless app for machine tests: the real createApp with in-memory ports, scripted hosts (or
 * real ones), a scripted popup and a simulated clock. Read it through views; drive it with a Flow:
 *
 *   const app = await TestApp.start({ cookies: { auto_login: '1' } }).navigate('/').untilInitialised()
 *   expect(app.view().session.is_login).toBe(true)
 */
export class TestApp {
  readonly clock = new SimulatedClock()
  readonly fakes: FakeHosts = fakeHosts()
  readonly popup = fakePopup()
  readonly navigation = recordingNavigation('/')
  readonly logs: LogLine[] = []
  readonly cookieJar: ReturnType<typeof memoryCookies>
  readonly cookies: Cookies
  readonly sessionStore: KeyValueStore
  readonly app: App
  /** Answers of commands a flow started without waiting (alerts, confirms, logins, popups). */
  readonly answers: unknown[] = []

  private constructor(options: TestAppOptions) {
    this.cookieJar = memoryCookies(options.cookies ?? {})
    this.cookies = options.pageCookies ?? this.cookieJar
    this.sessionStore = options.sessionStore ?? memoryStore()
    this.clock.set(options.startAt ?? 1_700_000_000_000)
    options.script?.(this.fakes)
    const logger: Logger = {
      info: (message, detail) => void this.logs.push({ level: 'info', message, detail }),
      warn: (message, detail) => void this.logs.push({ level: 'warn', message, detail }),
      error: (message, detail) => void this.logs.push({ level: 'error', message, detail }),
    }
    this.app = createApp({
      hostCalls: options.hostCalls ?? this.fakes.calls,
      cookies: this.cookies,
      sessionStore: this.sessionStore,
      ...(options.localStore ? { localStore: options.localStore } : {}),
      navigation: this.navigation,
      logger,
      socialPopup: this.popup.port,
      buildId: options.buildId ?? '',
      timers: this.clock,
      clock: this.clock,
    })
  }

  /** Starts an app; chain steps on the returned flow and await it. */
  static start(options: TestAppOptions = {}): Flow {
    return new Flow(new TestApp(options))
  }

  /** More steps on this app. */
  get flow(): Flow {
    return new Flow(this)
  }

  view(): AppView {
    return this.app.view()
  }

  stop(): void {
    this.app.stop()
  }
}

/**
 * Steps on a TestApp, run in order when awaited; awaiting resolves to the TestApp. Commands that
 * answer later (alert, confirm, login, popup) are started without waiting; their answers land in
 * `app.answers` in the order they settle.
 */
export class Flow implements PromiseLike<TestApp> {
  private steps: Promise<void> = Promise.resolve()

  constructor(readonly testApp: TestApp) {}

  private step(run: (t: TestApp) => unknown): this {
    this.steps = this.steps.then(async () => void (await run(this.testApp)))
    return this
  }

  private later(answer: Promise<unknown>): void {
    answer.then(
      (value) => this.testApp.answers.push(value),
      (error: unknown) => this.testApp.answers.push(error),
    )
  }

  navigate(path: string): this {
    return this.step((t) => t.app.navigate(path))
  }
  untilInitialised(): this {
    return this.until((view) => view.initialised, 'initialised')
  }
  /** Waits until a view condition holds (fails after a few real seconds). */
  until(condition: (view: AppView) => boolean, label = 'condition'): this {
    return this.step(async (t) => {
      if (condition(t.view())) return
      let unsubscribe = () => {}
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`TestApp: timed out waiting for ${label}`)), UNTIL_TIMEOUT_MS)
        unsubscribe = t.app.subscribe(() => {
          if (!condition(t.view())) return
          clearTimeout(timer)
          resolve()
        })
      }).finally(() => unsubscribe())
    })
  }
  /** Moves the simulated clock (timers and wall clock) forward. */
  advance(ms: number): this {
    return this.step(async (t) => {
      t.clock.increment(ms)
      await settle()
    })
  }
  /** Lets pending promises and actors react. */
  settle(): this {
    return this.step(() => settle())
  }
  release(call: Parameters<FakeHosts['release']>[0], answer?: Parameters<FakeHosts['release']>[1]): this {
    return this.step((t) => t.fakes.release(call, answer))
  }
  showAlert(input: Parameters<App['showAlert']>[0]): this {
    return this.step((t) => this.later(t.app.showAlert(input)))
  }
  confirm(message: string): this {
    return this.step((t) => this.later(t.app.confirm({ message })))
  }
  clickAlertButton(index: number): this {
    return this.step(async (t) => {
      t.app.clickAlertButton(index)
      await settle()
    })
  }
  clickAlertOverlay(): this {
    return this.step(async (t) => {
      t.app.clickAlertOverlay()
      await settle()
    })
  }
  emailLogin(email: string, password: string, keepSignedIn = false): this {
    return this.step(async (t) => {
      const result: LoginResult = await t.app.signIn({ call: 'emailLogin', params: { email, password } }, keepSignedIn)
      t.answers.push(result)
    })
  }
  logout(): this {
    return this.step((t) => t.app.logout())
  }
  socialSignIn(provider: SocialProviderId): this {
    return this.step(async (t) => {
      this.later(t.app.socialSignIn(provider))
      await settle()
    })
  }
  pageVisible(): this {
    return this.step(async (t) => {
      t.app.pageVisible()
      await settle()
    })
  }
  chunkLoadFailed(path: string): this {
    return this.step((t) => t.answers.push(t.app.chunkLoadFailed(path)))
  }
  selectMenu(section_no: number, category_no?: number): this {
    return this.step((t) => t.app.selectMenu({ section_no, ...(category_no === undefined ? {} : { category_no }) }))
  }
  /** Any other step. */
  do(run: (t: TestApp) => unknown): this {
    return this.step(run)
  }

  then<A = TestApp, B = never>(
    onFulfilled?: ((app: TestApp) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): PromiseLike<A | B> {
    return this.steps.then(() => this.testApp).then(onFulfilled, onRejected)
  }
}

/** A few macrotask turns: enough for promise chains and actor mailboxes to drain. */
export const settle = async (turns = 3): Promise<void> => {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setImmediate(resolve))
}

export { waitFor }
