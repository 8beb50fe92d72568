import { Clock, Context, Effect, Layer, Schema } from 'effect'
import { type CallName, callAreas, callSucceeded, calls } from '../contract/index.ts'
import { HttpClient, type HttpRequest, type HttpResponse, type HttpTransportError } from './client.ts'
import { ApiSettings, HostsConfig } from './config.ts'
import { type ApiError, DecodeError, HttpStatusError, TransportError, resultCodeError } from './errors.ts'
import {
  BuildInfoOutput,
  EmailLoginOutput,
  SignUpOutput,
  SocialLoginOutput,
  Envelope,
  GuestLoginOutput,
  LogoutOutput,
  MenuOutput,
  NoticeOutput,
  ServiceLoginOutput,
  TicketOutput,
} from './schemas.ts'
import { browseOutputs } from './schemas.browse.ts'
import { type LazyArea, type LazyOutputs, lazyAreaOutputs } from './lazyOutputs.ts'
import { unimplemented } from './unimplemented.ts'
import { type CallParams, type WireOverrides, callDefaults, wireFields, withDefaults } from './wire.ts'

/**
 * The one request/decoding pipeline every host call goes through: contract -> signed wire fields
 * -> HTTP -> status -> JSON -> envelope -> retval -> output schema, with retry and timeout around
 * it. The area services (core/api/services.ts) are typed doors onto `ContractClient.send`, derived
 * from the contract's tables; the CLI's `call` uses `send` directly, by name, for QA's raw answers.
 * The loading indicator is the app's business, over the promises it gets (core/app/trackHostCalls.ts).
 */

/** The output schema of each session and browse call (the first page's): what a successful `output` must look like. */
export const callOutputs = {
  guestLogin: GuestLoginOutput,
  serviceLogin: ServiceLoginOutput,
  ticketRequest: TicketOutput,
  menu: MenuOutput,
  recentNoticeInfo: NoticeOutput,
  buildInfo: BuildInfoOutput,
  emailLogin: EmailLoginOutput,
  signUp: SignUpOutput,
  socialLogin: SocialLoginOutput,
  logout: LogoutOutput,
  ...browseOutputs,
}

/** Every call's output schema; the type checks that none is missing. */
type AllOutputs = typeof callOutputs & LazyOutputs
type Complete<T extends { readonly [N in CallName]: Schema.Top }> = T

export type CallOutput<N extends CallName> = Complete<AllOutputs>[N]['Type']

const lazyAreas = Object.keys(lazyAreaOutputs) as LazyArea[]
/** The lazy area a call belongs to, if it is in one. */
const lazyAreaOf = (name: CallName): LazyArea | undefined => lazyAreas.find((area) => Object.hasOwn(callAreas[area], name))

/** Each lazy area's schemas once loaded (a failed load is tried again at the next call). */
const loaded = new Map<LazyArea, Promise<Readonly<Record<string, Schema.Top>>>>()
const loadArea = (area: LazyArea): Promise<Readonly<Record<string, Schema.Top>>> => {
  const known = loaded.get(area)
  if (known) return known
  const loading = lazyAreaOutputs[area]().catch((error: unknown) => {
    loaded.delete(area)
    throw error
  })
  loaded.set(area, loading)
  return loading
}

/**
 * A call's output schema, as an effect to await once the answer is in. The session's and browse's
 * come with the first page; the other areas' start loading as the request goes (docs/decisions/1540),
 * and one that cannot load (offline) is a TransportError.
 */
const outputSchemaOf = (name: CallName): Effect.Effect<Schema.Top, TransportError> => {
  const area = lazyAreaOf(name)
  if (area === undefined) return Effect.succeed(callOutputs[name as keyof typeof callOutputs])
  const loading = loadArea(area).then((outputs) => outputs[name]!)
  // Awaited only after the answer; a request that fails first must not leave the load's failure unhandled.
  loading.catch(() => undefined)
  return Effect.tryPromise({
    try: () => loading,
    catch: () => new TransportError({ call: name, reason: 'network', detail: `the answer's schema for ${name} could not load` }),
  })
}

/** What a call sends: its fields by name (over callDefaults) and, for client-signed calls, the client code. */
export interface CallInput {
  readonly params?: CallParams
  readonly clientCode?: string | undefined
}

/** Per-call choices. */
export interface CallOptions {
  /** Raw wire values, `a` included, that win over the contract's (see WireOverrides). */
  readonly overrides?: WireOverrides
  /** true: the request outlives the page that sent it (fetch's keepalive). Default false. */
  readonly keepalive?: boolean
}

/** A decoded successful answer: HTTP status, the accepted retval and the decoded output. */
export interface CallResult<A> {
  readonly status: number
  readonly retval: number
  readonly output: A
}

export interface ContractClientShape {
  /** Sends one call of the contract and decodes its answer, failing with a typed ApiError. */
  readonly send: <N extends CallName>(name: N, input?: CallInput, options?: CallOptions) => Effect.Effect<CallResult<CallOutput<N>>, ApiError>
}

/** Statuses on which a GET is sent once more (design decision). */
const retryStatuses: ReadonlySet<number> = new Set([502, 503, 504])

const isAbort = (cause: unknown): boolean =>
  typeof cause === 'object' && cause !== null && 'name' in cause && (cause.name === 'AbortError' || cause.name === 'TimeoutError')

const transportError = (call: CallName, error: HttpTransportError): TransportError =>
  new TransportError({ call, reason: isAbort(error.cause) ? 'aborted' : 'network', detail: error.detail })

const make = Effect.gen(function* () {
  const client = yield* HttpClient
  const hosts = yield* HostsConfig
  const settings = yield* ApiSettings

  const exchange = (name: CallName, request: HttpRequest) =>
    client.execute(request).pipe(
      Effect.mapError((error) => transportError(name, error)),
      Effect.flatMap((response) =>
        response.status >= 200 && response.status < 300
          ? Effect.succeed(response)
          : // Drain the refused body so the connection can be reused, then report the status.
            Effect.andThen(response.discard, Effect.fail(new HttpStatusError({ call: name, status: response.status }))),
      ),
    )

  const decode = <N extends CallName>(name: N, response: HttpResponse, outputSchema: Effect.Effect<Schema.Top, TransportError>) =>
    Effect.gen(function* () {
      const text = yield* Effect.mapError(response.text, (error) => transportError(name, error))
      const json = yield* Effect.try({
        try: () => JSON.parse(text) as unknown,
        catch: () => new DecodeError({ call: name, detail: `not JSON: ${text.slice(0, 80)}` }),
      })
      const invalid = (error: Schema.SchemaError) => new DecodeError({ call: name, detail: error.message })
      const envelope = yield* Effect.mapError(Schema.decodeUnknownEffect(Envelope)(json), invalid)
      if (!callSucceeded(name, envelope.retval)) return yield* Effect.fail(resultCodeError(name, envelope.retval, envelope.output))
      const schema = (yield* outputSchema) as Schema.Codec<CallOutput<N>, unknown>
      const output = yield* Effect.mapError(Schema.decodeUnknownEffect(schema)(envelope.output), invalid)
      return { status: response.status, retval: envelope.retval, output }
    })

  const send: ContractClientShape['send'] = (name, input = {}, options = {}) => {
    const spec = calls[name]
    const url = hosts[spec.host] + spec.path
    const attempt = Effect.gen(function* () {
      const params = withDefaults(callDefaults(name, yield* Clock.currentTimeMillis), input.params ?? {})
      const fields = yield* Effect.promise(() => wireFields(spec, params, input.clientCode, options.overrides))
      const outputSchema = outputSchemaOf(name)
      const once = exchange(name, { method: spec.method, url, fields, keepalive: options.keepalive === true })
      // Only a GET is sent again: the contract's calls are GET or POST, and a POST may have acted.
      const response = yield* spec.method === 'GET'
        ? Effect.retry(once, { times: 1, while: (error) => error._tag === 'HttpStatusError' && retryStatuses.has(error.status) })
        : once
      return yield* decode(name, response, outputSchema)
    })
    return settings.timeoutMs === undefined
      ? attempt
      : Effect.timeoutOrElse(attempt, {
          duration: settings.timeoutMs,
          orElse: () => Effect.fail(new TransportError({ call: name, reason: 'timeout', detail: `no answer within ${settings.timeoutMs} ms` })),
        })
  }

  return { send } satisfies ContractClientShape
})

/** The shared pipeline as a service. Needs the HTTP client and the hosts; the settings have a default. */
export class ContractClient extends Context.Service<ContractClient, ContractClientShape>()('streaming/api/ContractClient') {
  static readonly layer: Layer.Layer<ContractClient, never, HttpClient | HostsConfig> = Layer.effect(ContractClient, make)
  /** Only the given methods; any other dies naming itself. */
  static readonly layerTest = (impl: Partial<ContractClientShape>): Layer.Layer<ContractClient> =>
    Layer.succeed(ContractClient, { ...unimplemented<ContractClientShape>('ContractClient', ['send']), ...impl })
}
