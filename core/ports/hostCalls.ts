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
  logout(input: SessionKey, signal: AbortSignal): Promise<LogoutOutput>
}

export type HostCallName = keyof HostCalls

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
  'logout',
] as const satisfies readonly HostCallName[]

/**
 * The same decorator around every host call (tracking for the loading counter, timing for a
 * replay's timeline), so no decorator lists the calls again.
 */
export const mapHostCalls = (
  calls: HostCalls,
  wrap: <I, O>(name: HostCallName, call: HostCall<I, O>) => HostCall<I, O>,
): HostCalls =>
  Object.fromEntries(
    hostCallNames.map((name) => [name, wrap(name, calls[name].bind(calls) as HostCall<unknown, unknown>)]),
  ) as unknown as HostCalls

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

export interface EmailLoginInput {
  readonly email: string
  readonly password: string
  readonly device_id?: string
  /** 1 when the viewer chose "keep me signed in", so the host sets its remember-me cookie. */
  readonly auto_login?: 0 | 1
}
