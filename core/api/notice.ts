import { Context, Effect, Layer } from 'effect'
import type { ApiError } from './errors.ts'
import { type CallOptions, ContractClient } from './pipeline.ts'
import type { NoticeOutput } from './schemas.ts'
import { unimplemented } from './unimplemented.ts'

export interface NoticeApiShape {
  /** The top notices; needs no session, so boot sends it while logging in. */
  recentNoticeInfo(options?: CallOptions): Effect.Effect<NoticeOutput, ApiError>
}

const make = Effect.map(ContractClient, ({ send }): NoticeApiShape => ({
  recentNoticeInfo: (options) => Effect.map(send('recentNoticeInfo', {}, options), (r) => r.output),
}))

/** The API host's notice call. */
export class NoticeApi extends Context.Service<NoticeApi, NoticeApiShape>()('streaming/api/NoticeApi') {
  static readonly layer: Layer.Layer<NoticeApi, never, ContractClient> = Layer.effect(NoticeApi, make)
  static readonly layerTest = (impl: Partial<NoticeApiShape>): Layer.Layer<NoticeApi> =>
    Layer.succeed(NoticeApi, { ...unimplemented<NoticeApiShape>('NoticeApi', ['recentNoticeInfo']), ...impl })
}
