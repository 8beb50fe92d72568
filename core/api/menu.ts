import { Context, Effect, Layer } from 'effect'
import type { MenuInput } from '../ports/hostCalls.ts'
import type { ApiError } from './errors.ts'
import { type CallOptions, ContractClient } from './pipeline.ts'
import type { MenuOutput } from './schemas.ts'
import { unimplemented } from './unimplemented.ts'

export interface MenuApiShape {
  /** The section list and home section for a session, with the adult filter (api_v 4 via callDefaults). */
  menu(input: MenuInput, options?: CallOptions): Effect.Effect<MenuOutput, ApiError>
}

const make = Effect.map(ContractClient, ({ send }): MenuApiShape => ({
  menu: ({ s, c_code, filter }, options) =>
    Effect.map(send('menu', { params: { s, filter }, clientCode: c_code }, options), (r) => r.output),
}))

/** The API host's menu call. */
export class MenuApi extends Context.Service<MenuApi, MenuApiShape>()('streaming/api/MenuApi') {
  static readonly layer: Layer.Layer<MenuApi, never, ContractClient> = Layer.effect(MenuApi, make)
  static readonly layerTest = (impl: Partial<MenuApiShape>): Layer.Layer<MenuApi> =>
    Layer.succeed(MenuApi, { ...unimplemented<MenuApiShape>('MenuApi', ['menu']), ...impl })
}
