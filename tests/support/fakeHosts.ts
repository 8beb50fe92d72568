import { TransportError } from '../../core/api/errors.ts'
import type {
  BuildInfoOutput,
  EmailLoginOutput,
  GuestLoginOutput,
  MenuOutput,
  NoticeOutput,
  ServiceLoginOutput,
  ServiceLoginResult,
  TicketOutput,
} from '../../core/api/schemas.ts'
import type { CallName } from '../../core/contract/index.ts'
import type { HostCallName, HostCalls, SendInput } from '../../core/ports/hostCalls.ts'

/**
 * Scripted host calls for machine tests: each call answers with its default output, a scripted
 * one, a scripted failure, or is held until the test releases it (to observe what overlaps).
 * Every call is written down with its input and when it started and settled. For behaviour that
 * depends on the real hosts, tests use the stand-in instead (tests/support/standIn.ts).
 */
export type Answer = { readonly output: unknown } | { readonly error: unknown }

/** What a call does: answer at once, or wait for `release`. */
export type Script = Answer | { readonly hold: true; readonly then?: Answer }

export interface CallRecord {
  readonly call: CallName
  readonly input: unknown
  /** Order of events: every start and settle gets the next tick. */
  readonly startedAt: number
  settledAt?: number
  outcome?: 'ok' | 'error' | 'aborted'
}

export const memberLogin: ServiceLoginOutput = {
  c_code: 'cc-member',
  snack: 'pending-snack',
  ticket_url: 'http://auth.test/v3/mwLogin/ticketRequest',
  ticket_token: 'ticket-token-1',
  device_type: 4,
  device_id: 'device-1',
  password_modify_date: '2024-11-02 09:30:00',
  account_type: 1,
  profile_img: 'http://web.test/art/profile/minji.svg',
  skytv_item_only: 0,
  red_item: 1,
  adult_flag: 'Y',
}

export const sampleMenu: MenuOutput = {
  section_list: [
    {
      section_no: 3,
      section_name: '전체',
      menu_list: [{ menu_no: 1, menu_name: '최신', category_no: 0, category_name: '카테고리' }],
    },
    {
      section_no: 5,
      section_name: '프리미엄',
      menu_list: [
        { menu_no: 10, menu_name: '영화', category_no: 21, category_name: '영화' },
        { menu_no: 11, menu_name: '시리즈', category_no: 22, category_name: '시리즈' },
      ],
    },
  ],
  home_section: { section_no: 3, section_name: '전체', menu_list: [] },
}

export const sampleNotices: NoticeOutput = {
  top_notice_list: [{ notice_no: 7, title: '점검 안내', content: '<p>점검</p>', scope: 1, reg_date: '2025-01-01' }],
}

const defaults: { readonly [K in HostCallName]: unknown } = {
  guestLogin: { device_id: 'device-1', s: 'guest-s', c_code: 'cc-guest' } satisfies GuestLoginOutput,
  serviceLogin: { retval: 0, output: memberLogin } satisfies ServiceLoginResult,
  ticketRequest: { snack: 'member-s', user: { invite_code: 'MINJI7', nickname: '김민지' } } satisfies TicketOutput,
  menu: sampleMenu,
  recentNoticeInfo: sampleNotices,
  buildInfo: { build_id: 'build-1', built_at: '2025-01-01T00:00:00Z' } satisfies BuildInfoOutput,
  emailLogin: memberLogin satisfies EmailLoginOutput,
  signUp: memberLogin satisfies EmailLoginOutput,
  socialLogin: memberLogin satisfies EmailLoginOutput,
  logout: {},
}

export interface FakeHosts {
  readonly calls: HostCalls
  readonly log: CallRecord[]
  /** Scripts the next calls of a name (each script used once, in order); then the default. */
  script(call: CallName, ...scripts: Script[]): FakeHosts
  /** Scripts every call of a name from now on. */
  always(call: CallName, script: Script): FakeHosts
  /**
   * Settles a held call of a name (the oldest, or the `pick`-th modulo how many are held);
   * resolves once its promise has settled.
   */
  release(call: CallName, answer?: Answer, pick?: number): Promise<void>
  /** Calls of a name, in order. */
  of(call: CallName): CallRecord[]
  held(call?: CallName): number
}

export const fakeHosts = (): FakeHosts => {
  const queued = new Map<CallName, Script[]>()
  const standing = new Map<CallName, Script>()
  const log: CallRecord[] = []
  const holds: { call: CallName; settle: (answer: Answer) => void; then: Answer | undefined }[] = []
  let tick = 0

  /** The named calls answer with a default; a call by name through `send` must be scripted. */
  const defaultOf = (call: CallName): Answer =>
    Object.hasOwn(defaults, call) ? { output: defaults[call as HostCallName] } : { error: new Error(`fakeHosts: script ${call} first`) }

  const answerWith = (answer: Answer): Promise<unknown> => ('error' in answer ? Promise.reject(answer.error) : Promise.resolve(answer.output))

  const run =
    (call: CallName) =>
    (input: unknown, signal: AbortSignal): Promise<unknown> => {
      const record: CallRecord = { call, input, startedAt: (tick += 1) }
      log.push(record)
      const script = queued.get(call)?.shift() ?? standing.get(call) ?? defaultOf(call)
      const settled = (outcome: CallRecord['outcome']) => {
        if (record.outcome) return
        record.settledAt = tick += 1
        record.outcome = outcome
      }
      const answer: Promise<unknown> =
        'hold' in script
          ? new Promise((resolve, reject) => {
              const hold = { call, then: script.then, settle: (a: Answer) => answerWith(a).then(resolve, reject) }
              holds.push(hold)
              signal.addEventListener('abort', () => {
                holds.splice(holds.indexOf(hold), 1)
                settled('aborted')
                reject(new TransportError({ call, reason: 'aborted', detail: 'aborted' }))
              })
            })
          : answerWith(script)
      return answer.then(
        (output) => {
          settled('ok')
          return output
        },
        (error: unknown) => {
          settled('error')
          throw error
        },
      )
    }

  const named = Object.fromEntries(Object.keys(defaults).map((name) => [name, run(name as CallName)])) as unknown as Omit<HostCalls, 'send'>
  const send = ((name: CallName, input: SendInput, signal: AbortSignal) => run(name)(input, signal)) as HostCalls['send']
  const calls: HostCalls = { ...named, send }
  const fake: FakeHosts = {
    calls,
    log,
    script(call, ...scripts) {
      queued.set(call, [...(queued.get(call) ?? []), ...scripts])
      return fake
    },
    always(call, script) {
      standing.set(call, script)
      return fake
    },
    async release(call, answer, pick = 0) {
      const mine = holds.filter((h) => h.call === call)
      if (mine.length === 0) throw new Error(`no held ${call} call to release`)
      const [hold] = holds.splice(holds.indexOf(mine[pick % mine.length]!), 1)
      hold!.settle(answer ?? hold!.then ?? defaultOf(call))
      // Let the promise chains and the actors react.
      await new Promise((resolve) => setImmediate(resolve))
    },
    of: (call) => log.filter((r) => r.call === call),
    held: (call) => holds.filter((h) => call === undefined || h.call === call).length,
  }
  return fake
}
