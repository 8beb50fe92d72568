import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Effect, Exit, Fiber } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpClient, type HttpRequest, type HttpTransportError, httpClientLayer } from '../../core/api/index.ts'

/**
 * The shared HTTP client (core/api/client.ts) over real HTTP: a small echo server reports what
 * arrived, and a recording fetch (the real one underneath) shows what the client asked fetch for.
 */

let server: Server
let base = ''
/** Told when a request to /hold has arrived (and will never be answered). */
let onHold = () => {}
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      if (req.url?.startsWith('/hold')) return onHold() // never answers: the client must give up by itself
      const status = req.url?.startsWith('/status/') ? Number(req.url.split('/')[2]) : 200
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ method: req.method, url: req.url, type: req.headers['content-type'] ?? null, body }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const recordingFetch = () => {
  const inits: RequestInit[] = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    inits.push(init ?? {})
    return globalThis.fetch(input, init)
  }
  return { fetch, inits }
}

const send = (request: HttpRequest, fetch: typeof globalThis.fetch = globalThis.fetch) =>
  HttpClient.use((client) =>
    Effect.flatMap(client.execute(request), (response) => Effect.map(response.text, (text) => ({ status: response.status, text }))),
  ).pipe(Effect.provide(httpClientLayer({ fetch })))

const fields = [
  ['s', '값 a&b'],
  ['a', 'x+y'],
] as const

describe('the shared HTTP client', () => {
  it('sends a GET with its fields in the query, no body, cookies included', async () => {
    const { fetch, inits } = recordingFetch()
    const { status, text } = await Effect.runPromise(send({ method: 'GET', url: `${base}/get`, fields }, fetch))
    expect(status).toBe(200)
    const echo = JSON.parse(text)
    expect(echo).toMatchObject({ method: 'GET', type: null, body: '' })
    expect(Object.fromEntries(new URL(echo.url, base).searchParams)).toEqual({ s: '값 a&b', a: 'x+y' })
    expect(inits[0]).toMatchObject({ method: 'GET', credentials: 'include' })
  })

  it('sends a POST as a form body, cookies included', async () => {
    const { fetch, inits } = recordingFetch()
    const { text } = await Effect.runPromise(send({ method: 'POST', url: `${base}/post`, fields }, fetch))
    const echo = JSON.parse(text)
    expect(echo).toMatchObject({ method: 'POST', url: '/post', type: 'application/x-www-form-urlencoded' })
    expect(Object.fromEntries(new URLSearchParams(echo.body))).toEqual({ s: '값 a&b', a: 'x+y' })
    expect(inits[0]).toMatchObject({ method: 'POST', credentials: 'include' })
  })

  it('asks fetch for keepalive only when the request is to outlive the page', async () => {
    const { fetch, inits } = recordingFetch()
    await Effect.runPromise(send({ method: 'POST', url: `${base}/post`, fields, keepalive: true }, fetch))
    await Effect.runPromise(send({ method: 'POST', url: `${base}/post`, fields }, fetch))
    expect(inits.map((init) => init.keepalive === true)).toEqual([true, false])
  })

  it('hands back any status with its body; reading it is up to the caller', async () => {
    const { status } = await Effect.runPromise(send({ method: 'GET', url: `${base}/status/503`, fields: [] }))
    expect(status).toBe(503)
  })

  it('fails with HttpTransportError carrying what fetch threw when nothing answers', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const exit = await Effect.runPromiseExit(send({ method: 'POST', url: `http://127.0.0.1:${port}/x`, fields }))
    const error = Exit.isFailure(exit) ? Exit.findErrorOption(exit) : undefined
    expect(error).toMatchObject({ value: { _tag: 'HttpTransportError', detail: `Transport error (POST http://127.0.0.1:${port}/x)` } })
    expect(error && 'value' in error ? (error.value as HttpTransportError).cause : undefined).toBeInstanceOf(Error)
  })

  it('aborts the request when its fiber is interrupted', async () => {
    const { fetch, inits } = recordingFetch()
    const arrived = new Promise<void>((resolve) => (onHold = resolve))
    const fiber = Effect.runFork(send({ method: 'GET', url: `${base}/hold`, fields: [] }, fetch))
    await arrived
    expect(inits[0]?.signal?.aborted).toBe(false)
    await Effect.runPromise(Fiber.interrupt(fiber))
    expect(inits[0]?.signal?.aborted).toBe(true)
  })
})
