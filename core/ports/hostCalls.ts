import type {
  BuildInfoOutput,
  EmailLoginOutput,
  GuestLoginOutput,
  LogoutOutput,
  MenuOutput,
  NoticeOutput,
  ServiceLoginResult,
  TicketOutput,
} from '../api/schemas.ts'
import type { CallAnswer } from '../api/areas.ts'
import type { CallParams } from '../api/wire.ts'
import type { CallName } from '../contract/index.ts'

/**
 * The host calls as the machines see them: promises that take the invoking actor's abort signal
 * and reject with the call's typed error (core/api/errors.ts). core/bridge builds them from the
 * Effect services; tests may hand in their own.
 */
export interface HostCalls {
  guestLogin(input: Record<string, never>, signal: AbortSignal): Promise<GuestLoginOutput>
  serviceLogin(input: { readonly auto_login: string }, signal: AbortSignal): Promise<ServiceLoginResult>
  ticketRequest(input: TicketRequestInput, signal: AbortSignal): Promise<TicketOutput>
  menu(input: MenuInput, signal: AbortSignal): Promise<MenuOutput>
  recentNoticeInfo(input: Record<string, never>, signal: AbortSignal): Promise<NoticeOutput>
  buildInfo(input: { readonly t: number }, signal: AbortSignal): Promise<BuildInfoOutput>
  emailLogin(input: EmailLoginInput, signal: AbortSignal): Promise<EmailLoginOutput>
  signUp(input: SignUpInput, signal: AbortSignal): Promise<EmailLoginOutput>
  socialLogin(input: SocialLoginInput, signal: AbortSignal): Promise<EmailLoginOutput>
  logout(input: SessionKey, signal: AbortSignal): Promise<LogoutOutput>
  /**
   * Any call of the contract by name: what pages read and write (browse, search, watch). The
   * params are named as in the wire table; core/app's `request` adds the session's `s` and key.
   * core/bridge sends it through the service of the call's area, as it does the named calls.
   */
  send<N extends CallName>(name: N, input: SendInput, signal: AbortSignal): Promise<CallAnswer<N>>
}

/** A call by name: its fields, the client code that signs it, and whether the loading indicator counts it (core/app/trackHostCalls.ts). */
export interface SendInput {
  readonly params: CallParams
  readonly clientCode?: string | undefined
  /** false: a page shows its own skeleton instead of the full-screen loading indicator. Default true. */
  readonly track?: boolean | undefined
  /** true: the request outlives the page (fetch's keepalive). Default false. */
  readonly keepalive?: boolean | undefined
}

/** The named host calls (the machines' calls); `send` reaches every other call of the contract. */
export type HostCallName = Exclude<keyof HostCalls, 'send'>

/** One host call as a decorator sees it: its input and output types are kept by `mapHostCalls`. */
export type HostCall<I, O> = (input: I, signal: AbortSignal) => Promise<O>

/** Every host call, in the order of the wire table. */
export const hostCallNames = [
  'guestLogin',
  'serviceLogin',
  'ticketRequest',
  'menu',
  'recentNoticeInfo',
  'buildInfo',
  'emailLogin',
  'signUp',
  'socialLogin',
  'logout',
] as const satisfies readonly HostCallName[]

/**
 * The same decorator around every host call (tracking for the loading counter, timing for a
 * replay's timeline), so no decorator lists the calls again. A call by name through `send` is
 * wrapped under its own name, with its SendInput as the input.
 */
export const mapHostCalls = (calls: HostCalls, wrap: <I, O>(name: CallName, call: HostCall<I, O>) => HostCall<I, O>): HostCalls => {
  const named = Object.fromEntries(hostCallNames.map((name) => [name, wrap(name, calls[name].bind(calls) as HostCall<unknown, unknown>)])) as unknown as Omit<
    HostCalls,
    'send'
  >
  const send: HostCalls['send'] = (name, input, signal) => wrap(name, (i: SendInput, s) => calls.send(name, i, s))(input, signal)
  return { ...named, send }
}

/** What signs a call made within a session. */
export interface SessionKey {
  readonly s: string
  readonly c_code: string
}

export interface TicketRequestInput extends SessionKey {
  readonly ticket_url: string
  readonly ticket_token: string
  readonly device_type: number
  readonly device_id: string
  readonly password_modify_date: string
  readonly account_type: number
  readonly profile_img?: string
}

export interface MenuInput extends SessionKey {
  readonly filter: 0 | 1
}

/** What every login call also sends: the browser's device and whether to keep the viewer signed in. */
export interface LoginDevice {
  readonly device_id?: string
  /** 1 when the viewer chose "keep me signed in", so the host sets its remember-me cookie. */
  readonly auto_login?: 0 | 1
}

export interface EmailLoginInput extends LoginDevice {
  readonly email: string
  readonly password: string
}

export interface SignUpInput extends LoginDevice {
  readonly email: string
  readonly password: string
  readonly name: string
  /** 1: the terms and the privacy policy were agreed to (both required). */
  readonly agree_terms: 1
  readonly agree_privacy: 1
  readonly invite_code?: string
}

export interface SocialLoginInput extends LoginDevice {
  /** google, facebook, apple, kakao or naver. */
  readonly provider: string
  readonly id_token: string
}
