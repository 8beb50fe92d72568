import { type Context, Effect, Layer } from 'effect'
import { type CallName, type CallSpec, type LoginCallName, isLoginCall } from '../contract/index.ts'
import { type ApiError, TransportError } from './errors.ts'
import { type CallOptions, type CallOutput, type CallResult, ContractClient, type ContractClientShape } from './pipeline.ts'
import type { LoginAnswer } from './schemas.ts'
import type { CallParams } from './wire.ts'

/**
 * An area's service is derived from its table of the contract (core/contract/calls.ts
 * `callAreas`): one method per call, named as the call, so there is no list of methods to keep.
 */

/** What a call's method answers: the decoded output; a login's with its retval. */
export type CallAnswer<N extends CallName> = N extends LoginCallName ? LoginAnswer<CallOutput<N>> : CallOutput<N>

/**
 * A call's fields by wire name, and `c_code`: the client code that signs it (as a session key
 * holds it; no call has a field of that name, so it never goes on the wire).
 */
export type CallArgs = CallParams & { readonly c_code?: string | undefined }

/** One call of the contract as a method of its area's service. */
export type CallMethod<N extends CallName> = (args?: CallArgs, options?: CallOptions) => Effect.Effect<CallAnswer<N>, ApiError>

/** An area's service: a method for every call of its table, and nothing else. */
export type AreaShape<Table> = { readonly [N in keyof Table & CallName]: CallMethod<N> }

const answerOf = (name: CallName, result: CallResult<unknown>): unknown =>
  // The pipeline accepted this retval for a login, so it is 0 or -113.
  isLoginCall(name) ? { retval: result.retval, output: result.output } : result.output

const namesOf = <Table extends Readonly<Record<string, CallSpec>>>(table: Table) => Object.keys(table) as Array<keyof Table & CallName>

/** Every call of `table` as a method sending through the shared pipeline. */
export const areaMethods = <Table extends Readonly<Record<string, CallSpec>>>(table: Table, send: ContractClientShape['send']): AreaShape<Table> =>
  Object.fromEntries(
    namesOf(table).map((name) => {
      const method = (args: CallArgs = {}, options?: CallOptions) => {
        const { c_code, ...params } = args
        return Effect.map(send(name, { params, clientCode: c_code }, options), (result) => answerOf(name, result))
      }
      return [name, method]
    }),
  ) as unknown as AreaShape<Table>

/** The area's service over the shared pipeline. */
export const areaLayer = <Self, Table extends Readonly<Record<string, CallSpec>>>(
  service: Context.Key<Self, AreaShape<Table>>,
  table: Table,
): Layer.Layer<Self, never, ContractClient> =>
  Layer.effect(
    service,
    Effect.map(ContractClient, ({ send }) => areaMethods(table, send)),
  )

/**
 * The area's service for a test: the given methods answer; every other call of the table fails
 * with a TransportError naming the service and the call, so a test learns which answer it lacks.
 */
export const areaTestLayer = <Self, Table extends Readonly<Record<string, CallSpec>>>(
  service: Context.Key<Self, AreaShape<Table>>,
  label: string,
  table: Table,
  answers: Partial<AreaShape<Table>>,
): Layer.Layer<Self> => {
  const unanswered = (name: CallName) => () =>
    Effect.fail(new TransportError({ call: name, reason: 'network', detail: `${label}.${name} is not answered in this test layer` }))
  const methods = Object.fromEntries(namesOf(table).map((name) => [name, answers[name] ?? unanswered(name)]))
  return Layer.succeed(service, methods as unknown as AreaShape<Table>)
}
