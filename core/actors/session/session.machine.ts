import { assign, emit, enqueueActions, setup } from 'xstate'
import type { EmailLoginOutput, GuestLoginOutput, LogoutOutput, ServiceLoginResult, TicketOutput } from '../../api/schemas.ts'
import { AdultFlag, CookieName } from '../../contract/index.ts'
import type { EmailLoginInput, SessionKey, TicketRequestInput } from '../../ports/hostCalls.ts'
import { unprovided } from '../shared/unprovided.ts'
import { afterLogout, fromGuestLogin, fromStartCookies, fromTicket, initialSession, ticketCookieValue, ticketInput } from './session.logic.ts'
import type { CookieWrite, LogEntry, SessionContext, SessionEmitted, SessionEvent } from './session.types.ts'

/**
 * The user session (spec sections 4 and 5). Start: automatic login when an auto_login cookie
 * exists (serviceLogin, then on success or -113 the ticket request), else guest login. Design:
 * an automatic login that fails, or whose ticket request throws (only logged), falls back to a
 * guest login so the session has a token. Email login (designed) takes the same ticket step.
 * States tagged `ready` have settled; `hasToken` tells whether a token exists.
 */
export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent, emitted: {} as SessionEmitted },
  actors: {
    guestLogin: unprovided<GuestLoginOutput, Record<string, never>>('guestLogin'),
    serviceLogin: unprovided<ServiceLoginResult, { auto_login: string }>('serviceLogin'),
    ticketRequest: unprovided<TicketOutput, TicketRequestInput>('ticketRequest'),
    emailLogin: unprovided<EmailLoginOutput, EmailLoginInput>('emailLogin'),
    logout: unprovided<LogoutOutput, SessionKey>('logout'),
  },
  actions: {
    writeCookie: (_, _params: CookieWrite) => {},
    removeCookie: (_, _params: { name: CookieWrite['name'] }) => {},
    log: (_, _params: LogEntry) => {},
    markInitialized: assign({ is_initialized: true }),
  },
  guards: {
    hasAutoLoginCookie: ({ context }) => context.autoLoginCookie !== undefined && !context.autoLoginTried,
    hasToken: ({ context }) => context.s !== null,
  },
}).createMachine({
  id: 'session',
  context: initialSession,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'session.start': { target: 'starting', actions: assign(({ event }) => fromStartCookies(event.cookies)) },
      },
    },
    starting: {
      always: [{ guard: 'hasAutoLoginCookie', target: 'autoLogin' }, { target: 'guestLogin' }],
    },
    autoLogin: {
      entry: assign({ autoLoginTried: true }),
      initial: 'serviceLogin',
      states: {
        serviceLogin: {
          invoke: {
            src: 'serviceLogin',
            input: ({ context }) => ({ auto_login: context.autoLoginCookie ?? '' }),
            onDone: { target: 'ticket', actions: assign({ pendingLogin: ({ event }) => event.output.output }) },
            onError: {
              target: '#session.guestLogin',
              actions: { type: 'log', params: ({ event }) => ({ level: 'warn', message: 'auto-login failed; guest login instead', detail: event.error }) },
            },
          },
        },
        ticket: {
          invoke: {
            src: 'ticketRequest',
            input: ({ context }) => ticketInput(context.pendingLogin!, context.device_id),
            onDone: {
              target: '#session.member',
              actions: [
                { type: 'writeCookie', params: ({ context }) => ({ name: CookieName.ticket, value: ticketCookieValue(context.pendingLogin!) }) },
                assign(({ context, event }) => fromTicket(context.pendingLogin!, event.output)),
              ],
            },
            onError: {
              target: '#session.guestLogin',
              actions: [
                assign({ pendingLogin: null }),
                { type: 'log', params: ({ event }) => ({ level: 'error', message: 'ticket request failed; guest login instead', detail: event.error }) },
              ],
            },
          },
        },
      },
    },
    guestLogin: {
      invoke: {
        src: 'guestLogin',
        input: () => ({}),
        onDone: {
          target: 'guest',
          actions: [
            enqueueActions(({ context, event, enqueue }) => {
              // Spec: guest login sets the device_id cookie only if it is missing.
              if (context.device_id === null) enqueue({ type: 'writeCookie', params: { name: CookieName.deviceId, value: event.output.device_id } })
            }),
            assign(({ context, event }) => fromGuestLogin(event.output, context)),
          ],
        },
        onError: {
          target: 'noToken',
          actions: { type: 'log', params: ({ event }) => ({ level: 'error', message: 'guest login failed', detail: event.error }) },
        },
      },
    },
    guest: {
      tags: ['ready'],
      entry: 'markInitialized',
      on: { 'session.emailLogin': 'emailLogin', 'session.logout': 'loggingOut' },
    },
    member: {
      tags: ['ready'],
      entry: 'markInitialized',
      on: {
        'session.logout': 'loggingOut',
        // adultVerify succeeded for this session token; a guest cannot verify (-121).
        'session.adultVerified': { actions: assign({ adult_flag: AdultFlag.verified }) },
      },
    },
    /** Every login failed: no token; a later email login may still succeed. */
    noToken: {
      tags: ['ready'],
      entry: 'markInitialized',
      on: { 'session.emailLogin': 'emailLogin' },
    },
    emailLogin: {
      entry: assign({
        attempt: ({ event }) => (event.type === 'session.emailLogin' ? { id: event.id, keepSignedIn: event.credentials.keepSignedIn } : null),
      }),
      initial: 'login',
      states: {
        login: {
          invoke: {
            src: 'emailLogin',
            input: ({ context, event }) => {
              const credentials = event.type === 'session.emailLogin' ? event.credentials : { email: '', password: '', keepSignedIn: false }
              return {
                email: credentials.email,
                password: credentials.password,
                ...(context.device_id ? { device_id: context.device_id } : {}),
                auto_login: credentials.keepSignedIn ? 1 : 0,
              }
            },
            onDone: { target: 'ticket', actions: assign({ pendingLogin: ({ event }) => event.output }) },
            onError: { target: 'failed' },
          },
        },
        ticket: {
          invoke: {
            src: 'ticketRequest',
            input: ({ context }) => ticketInput(context.pendingLogin!, context.device_id),
            onDone: {
              target: '#session.member',
              actions: [
                { type: 'writeCookie', params: ({ context }) => ({ name: CookieName.ticket, value: ticketCookieValue(context.pendingLogin!) }) },
                assign(({ context, event }) => fromTicket(context.pendingLogin!, event.output)),
                enqueueActions(({ context, enqueue }) => {
                  // "Keep me signed in" makes the next visit log in automatically.
                  if (context.attempt?.keepSignedIn) {
                    enqueue({ type: 'writeCookie', params: { name: CookieName.autoLogin, value: '1' } })
                    enqueue.assign({ auto_login: 1, autoLoginCookie: '1' })
                  } else {
                    enqueue({ type: 'removeCookie', params: { name: CookieName.autoLogin } })
                    enqueue.assign({ auto_login: 0, autoLoginCookie: undefined })
                  }
                }),
                emit(({ context }) => ({ type: 'session.loginSettled' as const, id: context.attempt?.id ?? -1, ok: true as const })),
                assign({ attempt: null }),
              ],
            },
            onError: { target: 'failed' },
          },
        },
        failed: {
          entry: [
            emit(({ context, event }) => ({
              type: 'session.loginSettled' as const,
              id: context.attempt?.id ?? -1,
              ok: false as const,
              error: (event as { error?: unknown }).error,
            })),
            assign({ attempt: null, pendingLogin: null }),
          ],
          always: [{ guard: 'hasToken', target: '#session.guest' }, { target: '#session.noToken' }],
        },
      },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ s: context.s ?? '', c_code: context.c_code ?? '' }),
        onDone: { target: 'guestLogin', actions: enqueueActions(({ context, enqueue }) => {
            enqueue({ type: 'removeCookie', params: { name: CookieName.autoLogin } })
            enqueue({ type: 'removeCookie', params: { name: CookieName.ticket } })
            enqueue.assign(afterLogout(context))
          }) },
        onError: {
          target: 'guestLogin',
          actions: [{ type: 'log', params: ({ event }) => ({ level: 'warn', message: 'logout call failed; signed out locally', detail: event.error }) }, enqueueActions(({ context, enqueue }) => {
            enqueue({ type: 'removeCookie', params: { name: CookieName.autoLogin } })
            enqueue({ type: 'removeCookie', params: { name: CookieName.ticket } })
            enqueue.assign(afterLogout(context))
          })],
        },
      },
      exit: emit({ type: 'session.loggedOut' }),
    },
  },
})

export type SessionMachine = typeof sessionMachine
