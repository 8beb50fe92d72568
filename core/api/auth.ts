import { Context, Effect, Layer } from 'effect'
import type { EmailLoginInput, SessionKey, TicketRequestInput } from '../ports/hostCalls.ts'
import type { ApiError } from './errors.ts'
import { type CallOptions, ContractClient } from './pipeline.ts'
import type { EmailLoginOutput, GuestLoginOutput, LogoutOutput, ServiceLoginResult, TicketOutput } from './schemas.ts'
import { unimplemented } from './unimplemented.ts'

/** Logins, the ticket that makes an auto-login a member session, and logout (auth host). */
export interface AuthApiShape {
  /** A fresh guest session: s, c_code and the device id. */
  guestLogin(options?: CallOptions): Effect.Effect<GuestLoginOutput, ApiError>
  /** Auto-login from the auto_login cookie's value; -113 (multi-session limit) also succeeds. */
  serviceLogin(input: { readonly auto_login: string }, options?: CallOptions): Effect.Effect<ServiceLoginResult, ApiError>
  /** Registers the ticket a service login handed out; answers the member's session token. */
  ticketRequest(input: TicketRequestInput, options?: CallOptions): Effect.Effect<TicketOutput, ApiError>
  /** Designed: email and password, signed with the service code; auto_login 1 asks the host to remember the login. */
  emailLogin(input: EmailLoginInput, options?: CallOptions): Effect.Effect<EmailLoginOutput, ApiError>
  /** Designed: ends the member session. */
  logout(input: SessionKey, options?: CallOptions): Effect.Effect<LogoutOutput, ApiError>
}

const methods = ['guestLogin', 'serviceLogin', 'ticketRequest', 'emailLogin', 'logout'] as const

const make = Effect.map(ContractClient, ({ send }): AuthApiShape => ({
  guestLogin: (options) => Effect.map(send('guestLogin', {}, options), (r) => r.output),
  serviceLogin: (input, options) =>
    Effect.map(send('serviceLogin', { params: input }, options), (r) => ({
      // The pipeline accepted this retval for a login, so it is 0 or -113.
      retval: r.retval as ServiceLoginResult['retval'],
      output: r.output,
    })),
  ticketRequest: ({ c_code, ...fields }, options) =>
    Effect.map(
      send('ticketRequest', { params: fields, clientCode: c_code }, options),
      (r) => r.output,
    ),
  emailLogin: (input, options) =>
    Effect.map(send('emailLogin', { params: { ...input } }, options), (r) => r.output),
  logout: ({ s, c_code }, options) => Effect.map(send('logout', { params: { s }, clientCode: c_code }, options), (r) => r.output),
}))

/** The auth host's calls. */
export class AuthApi extends Context.Service<AuthApi, AuthApiShape>()('streaming/api/AuthApi') {
  /** Sends through the shared pipeline. */
  static readonly layer: Layer.Layer<AuthApi, never, ContractClient> = Layer.effect(AuthApi, make)
  /** Only the given methods; any other dies naming itself. */
  static readonly layerTest = (impl: Partial<AuthApiShape>): Layer.Layer<AuthApi> =>
    Layer.succeed(AuthApi, { ...unimplemented<AuthApiShape>('AuthApi', methods), ...impl })
}
