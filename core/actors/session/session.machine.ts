import { assign, emit, enqueueActions, setup } from 'xstate'
import type { EmailLoginOutput, GuestLoginOutput, LogoutOutput, ServiceLoginResult, TicketOutput } from '../../api/schemas.ts'
import { AdultFlag, CookieName, ResultCode, resultCodeOf } from '../../contract/index.ts'
import type { SessionKey, TicketRequestInput } from '../../ports/hostCalls.ts'
import { unprovided } from '../support/unprovided.ts'
import { afterLogout, endedByOf, fromGuestLogin, fromStartCookies, fromTicket, initialSession, ticketCookieValue, ticketInput } from './session.logic.ts'
import type { CookieWrite, LogEntry, SessionContext, SessionEmitted, SessionEvent, SignInCall } from './session.types.ts'

/** Settled states take a renewal when the refused token is still the session's own. */
const renew = { guard: 'tokenIsCurrent', target: 'renewing', actions: 'beginRenewal' } as const

/**
 * The user session (docs/product.md §4, §5). Start: automatic login when an auto_login cookie
 * exists (serviceLogin, then on success or -113 the ticket request), else guest login. Design:
 * an automatic login that fails, or whose ticket request throws (only logged), falls back to a
 * guest login so the session has a token. A sign-in the viewer asks for (email, sign-up or social,
 * all designed) takes the same ticket step.
 * A call refused for its token renews the session once (`session.renew`, state `renewing`).
 * States tagged `ready` have settled; `hasToken` tells whether a token exists.
 */
export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent, emitted: {} as SessionEmitted },
  actors: {
    guestLogin: unprovided<GuestLoginOutput, Record<string, never>>('guestLogin'),
    serviceLogin: unprovided<ServiceLoginResult, { auto_login: string }>('serviceLogin'),
    ticketRequest: unprovided<TicketOutput, TicketRequestInput>('ticketRequest'),
    signIn: unprovided<EmailLoginOutput, SignInCall>('signIn'),
    logout: unprovided<LogoutOutput, SessionKey>('logout'),
  },
  actions: {
    writeCookie: (_, _params: CookieWrite) => {},
    removeCookie: (_, _params: { name: CookieWrite['name'] }) => {},
    log: (_, _params: LogEntry) => {},
    markInitialized: assign({ is_initialized: true }),

    beginRenewal: assign({
      renewal: ({ context, event }) => ({
        wasMember: context.is_login,
        ...(event.type === 'session.renew' && event.endedBy !== undefined ? { endedBy: event.endedBy } : {}),
      }),
    }),
    // The renewal's outcome, told once (a member who came back as a guest is the driver's to tell).
    settleRenewal: enqueueActions(({ context, enqueue }) => {
      if (!context.renewal) return
      const { wasMember, endedBy } = context.renewal
      enqueue.emit({ type: 'session.renewed', ok: context.s !== null, wasMember, isMember: context.is_login, ...(endedBy === undefined ? {} : { endedBy }) })
      enqueue.assign({ renewal: null })
    }),
  },
  guards: {
    hasAutoLoginCookie: ({ context }) => context.autoLoginCookie !== undefined && !context.autoLoginTried,
    hasToken: ({ context }) => context.s !== null,
    renewsAsMember: ({ context }) => context.auto_login === 1,
    endedElsewhere: ({ context }) => context.renewal?.endedBy !== undefined,
    // Only the session's own token renews it: calls refused together make one renewal.
    tokenIsCurrent: ({ context, event }) => event.type === 'session.renew' && event.failedToken === context.s,
  },
}).createMachine({
  id: 'session',
  context: initialSession,
  initial: 'idle',
  on: { 'session.signOutTold': { actions: assign({ untoldSignOut: null }) } },
  states: {
    idle: { on: { 'session.start': { target: 'starting', actions: assign(({ event }) => fromStartCookies(event.cookies)) } } },
    starting: { always: [{ guard: 'hasAutoLoginCookie', target: 'autoLogin' }, { target: 'guestLogin' }] },
    autoLogin: {
      entry: assign({ autoLoginTried: true }),
      initial: 'serviceLogin',
      states: {
        serviceLogin: {
          invoke: {
            src: 'serviceLogin',
            id: 'serviceLogin',
            input: ({ context }) => ({ auto_login: context.autoLoginCookie ?? '' }),
            onDone: { target: 'ticket', actions: assign({ pendingLogin: ({ event }) => event.output.output }) },
            onError: {
              target: '#session.guestLogin',
              actions: [
                { type: 'log', params: ({ event }) => ({ level: 'warn', message: 'auto-login failed; guest login instead', detail: event.error }) },
                // The host refused it (a result code, not a lost connection): the next visit does not ask again (docs/decisions/1812).
                enqueueActions(({ event, enqueue }) => {
                  const code = resultCodeOf(event.error)
                  if (code === undefined) return
                  enqueue({ type: 'removeCookie', params: { name: CookieName.autoLogin } })
                  enqueue.assign({ auto_login: 0, autoLoginCookie: undefined })
                  // Its device was signed out since the last page (docs/decisions/1813): the guest is told why, as a renewal's would be.
                  if (code !== ResultCode.signedOutElsewhere) return
                  const endedBy = endedByOf(event.error)
                  enqueue.assign({ renewal: { wasMember: true, endedBy }, untoldSignOut: endedBy })
                }),
              ],
            },
          },
        },
        ticket: {
          invoke: {
            src: 'ticketRequest',
            id: 'ticketRequest',
            input: ({ context }) => ticketInput(context.pendingLogin!, context.device_id),
            onDone: {
              target: '#session.member',
              actions: [
                { type: 'writeCookie', params: ({ context }) => ({ name: CookieName.ticket, value: ticketCookieValue(context.pendingLogin!) }) },
                assign(({ context, event }) => fromTicket(context.pendingLogin!, event.output)),
              ],
            },
            // The guest login forgets the pending login.
            onError: {
              target: '#session.guestLogin',
              actions: { type: 'log', params: ({ event }) => ({ level: 'error', message: 'ticket request failed; guest login instead', detail: event.error }) },
            },
          },
        },
      },
    },
    guestLogin: {
      invoke: {
        src: 'guestLogin',
        id: 'guestLogin',
        input: () => ({}),
        onDone: {
          target: 'guest',
          actions: [
            enqueueActions(({ context, event, enqueue }) => {
              // docs/product.md §4: guest login sets the device_id cookie only if it is missing.
              if (context.device_id === null) enqueue({ type: 'writeCookie', params: { name: CookieName.deviceId, value: event.output.device_id } })
            }),
            assign(({ context, event }) => fromGuestLogin(event.output, context)),
          ],
        },
        onError: {
          target: 'noToken',
          actions: [
            assign({ s: null, c_code: null, loginError: ({ event }) => event.error }),
            { type: 'log', params: ({ event }) => ({ level: 'error', message: 'guest login failed', detail: event.error }) },
          ],
        },
      },
    },
    /**
     * A call was refused for its token (docs/decisions/1220): log in again the way the viewer is
     * kept, once: automatic login when auto_login is 1, else a guest login (a member without it
     * comes back as a guest). The login states show it in `renewal`.
     */
    renewing: {
      always: [
        // Signed out by the host for this device (limit, another device): its key is revoked; a guest, told why.
        {
          guard: 'endedElsewhere',
          target: 'guestLogin',
          actions: [
            { type: 'removeCookie', params: { name: CookieName.autoLogin } },
            { type: 'removeCookie', params: { name: CookieName.ticket } },
            assign({ auto_login: 0, autoLoginCookie: undefined }),
          ],
        },
        { guard: 'renewsAsMember', target: 'autoLogin' },
        { target: 'guestLogin', actions: { type: 'removeCookie', params: { name: CookieName.ticket } } },
      ],
    },
    guest: {
      tags: ['ready'],
      entry: ['markInitialized', 'settleRenewal'],
      on: { 'session.signIn': 'signingIn', 'session.logout': 'loggingOut', 'session.renew': renew },
    },
    member: {
      tags: ['ready'],
      entry: ['markInitialized', 'settleRenewal'],
      on: {
        'session.logout': 'loggingOut',
        'session.renew': renew,
        // adultVerify succeeded for this session token; a guest cannot verify (-121).
        'session.adultVerified': { actions: assign({ adult_flag: AdultFlag.verified }) },
        // The header's name and picture follow the account page's change at once.
        'session.profileChanged': { actions: assign(({ event }) => ({ nickname: event.nickname, profile_img: event.profile_img })) },
      },
    },
    /** Every login failed: no token; a later sign-in, or a renewal a call asks for, may still succeed. */
    noToken: {
      tags: ['ready'],
      entry: ['markInitialized', 'settleRenewal'],
      on: { 'session.signIn': 'signingIn', 'session.renew': renew },
    },
    signingIn: {
      entry: assign({
        attempt: ({ event }) => (event.type === 'session.signIn' ? { id: event.id, keepSignedIn: event.keepSignedIn } : null),
      }),
      initial: 'login',
      states: {
        login: {
          invoke: {
            src: 'signIn',
            input: ({ context, event }) => {
              const signIn = event.type === 'session.signIn' ? event.signIn : { call: 'emailLogin' as const, params: { email: '', password: '' } }
              const device = {
                ...(context.device_id ? { device_id: context.device_id } : {}),
                auto_login: context.attempt?.keepSignedIn ? (1 as const) : (0 as const),
              }
              return { call: signIn.call, params: { ...signIn.params, ...device } } as SignInCall
            },
            onDone: { target: 'ticket', actions: assign({ pendingLogin: ({ event }) => event.output }) },
            onError: { target: 'failed' },
          },
        },
        ticket: {
          invoke: {
            src: 'ticketRequest',
            id: 'ticketRequest',
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
        onDone: 'signedOut',
        onError: {
          target: 'signedOut',
          actions: { type: 'log', params: ({ event }) => ({ level: 'warn', message: 'logout call failed; signed out locally', detail: event.error }) },
        },
      },
      exit: emit({ type: 'session.loggedOut' }),
    },
    /** Whatever the logout call answered: the member is forgotten, then a fresh guest token. */
    signedOut: {
      entry: [
        { type: 'removeCookie', params: { name: CookieName.autoLogin } },
        { type: 'removeCookie', params: { name: CookieName.ticket } },
        assign(({ context }) => afterLogout(context)),
      ],
      always: 'guestLogin',
    },
  },
})

export type SessionMachine = typeof sessionMachine
