import { Context, Effect, Layer } from 'effect'
import type { ApiError } from './errors.ts'
import { type CallOptions, ContractClient } from './pipeline.ts'
import type { BuildInfoOutput } from './schemas.ts'
import { unimplemented } from './unimplemented.ts'

export interface BuildInfoApiShape {
  /** The latest build file; `t` (a time stamp) keeps every cache from answering instead of the host. */
  latest(input: { readonly t: number }, options?: CallOptions): Effect.Effect<BuildInfoOutput, ApiError>
}

const make = Effect.map(ContractClient, ({ send }): BuildInfoApiShape => ({
  latest: ({ t }, options) => Effect.map(send('buildInfo', { params: { t } }, options), (r) => r.output),
}))

/** The web host's build information file (a GET, so retried once on 502/503/504). */
export class BuildInfoApi extends Context.Service<BuildInfoApi, BuildInfoApiShape>()('streaming/api/BuildInfoApi') {
  static readonly layer: Layer.Layer<BuildInfoApi, never, ContractClient> = Layer.effect(BuildInfoApi, make)
  static readonly layerTest = (impl: Partial<BuildInfoApiShape>): Layer.Layer<BuildInfoApi> =>
    Layer.succeed(BuildInfoApi, { ...unimplemented<BuildInfoApiShape>('BuildInfoApi', ['latest']), ...impl })
}
