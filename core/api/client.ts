import { Layer } from 'effect'
import { FetchHttpClient, HttpClient } from 'effect/http'

/** What the shared client needs from its platform. */
export interface HttpClientOptions {
  /** The fetch to send with: the browser's own, or a cookie-jar fetch in Node (cli/adapters). */
  readonly fetch?: typeof globalThis.fetch | undefined
}

/**
 * The one HTTP client every host call shares: fetch-based, no base address (calls carry absolute
 * host URLs), cookies sent on cross-site requests (`credentials: 'include'`), and no tracing
 * headers, which would make every cross-origin call preflight for `b3`/`traceparent`.
 */
export const httpClientLayer = (options: HttpClientOptions = {}): Layer.Layer<HttpClient.HttpClient> =>
  FetchHttpClient.layer.pipe(
    Layer.provide(
      Layer.mergeAll(
        Layer.succeed(FetchHttpClient.RequestInit, { credentials: 'include' }),
        Layer.succeed(HttpClient.TracerPropagationEnabled, false),
        options.fetch ? Layer.succeed(FetchHttpClient.Fetch, options.fetch) : Layer.empty,
      ),
    ),
  )
