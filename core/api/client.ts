import { Context, Data, Effect, Layer } from 'effect'

/**
 * The one HTTP client every host call shares, over `fetch`: no base address (calls carry absolute
 * host URLs), cookies sent on cross-site requests (`credentials: 'include'`), no tracing headers
 * (they would make every cross-origin call preflight), and the request aborted when its fiber is
 * interrupted. Our own small service rather than effect/http's FetchHttpClient, which put about
 * 11 KB gzip on the first page for streams, cookies and tracing the host calls never use
 * (docs/decisions/0807, measured again in 1324).
 */

/** What the shared client needs from its platform. */
export interface HttpClientOptions {
  /** The fetch to send with: the browser's own, or a cookie-jar fetch in Node (cli/adapters). */
  readonly fetch?: typeof globalThis.fetch | undefined
}

/** One host call on the wire: a GET carries its fields in the query, a POST as a form body. */
export interface HttpRequest {
  readonly method: 'GET' | 'POST'
  readonly url: string
  readonly fields: ReadonlyArray<readonly [string, string]>
  /** true: fetch's keepalive, so the request completes after the page is gone (a save on page hide). */
  readonly keepalive?: boolean
}

/** An answer whose status has arrived; its body is read on demand. */
export interface HttpResponse {
  readonly status: number
  readonly text: Effect.Effect<string, HttpTransportError>
  /** Reads the body and drops it, so the connection can be reused; never fails. */
  readonly discard: Effect.Effect<void>
}

/** No answer, or the body broke off: what fetch threw (`cause`) and which request (`detail`). */
export class HttpTransportError extends Data.TaggedError('HttpTransportError')<{
  readonly cause: unknown
  readonly detail: string
}> {}

export interface HttpClientShape {
  readonly execute: (request: HttpRequest) => Effect.Effect<HttpResponse, HttpTransportError>
}

/** The HTTP client the pipeline sends with (core/api/pipeline.ts). */
export class HttpClient extends Context.Service<HttpClient, HttpClientShape>()('streaming/api/HttpClient') {}

const formType = 'application/x-www-form-urlencoded'

/** An HTTP client over `send`, a fetch. */
export const fetchHttpClient = (send: typeof globalThis.fetch): HttpClientShape => ({
  execute: (request) =>
    Effect.suspend(() => {
      const body = new URLSearchParams(request.fields as Array<[string, string]>).toString()
      const url = request.method === 'GET' && body ? `${request.url}${request.url.includes('?') ? '&' : '?'}${body}` : request.url
      // One controller for the exchange: interrupting the fiber stops the request or the body's download.
      const controller = new AbortController()
      const attempt = <A>(run: () => Promise<A>) =>
        Effect.onInterrupt(
          Effect.tryPromise({
            try: run,
            catch: (cause) => new HttpTransportError({ cause, detail: `Transport error (${request.method} ${request.url})` }),
          }),
          () => Effect.sync(() => controller.abort()),
        )
      const init: RequestInit = { method: request.method, credentials: 'include', signal: controller.signal }
      if (request.keepalive) init.keepalive = true
      if (request.method === 'POST') Object.assign(init, { headers: { 'content-type': formType }, body })
      return Effect.map(
        attempt(() => send(url, init)),
        (response) => ({
          status: response.status,
          text: attempt(() => response.text()),
          discard: Effect.ignore(attempt(() => response.arrayBuffer())),
        }),
      )
    }),
})

/** The shared client as a layer: the platform's fetch (looked up when a request goes out) or `options.fetch`. */
export const httpClientLayer = (options: HttpClientOptions = {}): Layer.Layer<HttpClient> =>
  Layer.succeed(HttpClient, fetchHttpClient(options.fetch ?? ((input, init) => globalThis.fetch(input, init))))
