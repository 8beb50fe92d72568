import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { setTimeout as delay } from 'node:timers/promises'
import {
  type CallName,
  type CookieSettings,
  type HostName,
  ResultCode,
  callNames,
  callSucceeded,
  calls,
  withCookieSettings,
} from '../../../core/contract/index.ts'
import { ADMIN_PREFIX, type AdminContext, handleAdmin } from './admin.ts'
import type { World } from './calls.ts'
import { type OriginPolicy, answerPreflight, applyCors } from './cors.ts'
import { answerCall } from './dispatch.ts'
import type { FaultRule } from './faults.ts'
import { BadRequest, BodyTooLarge, checkFields, parseCookies, parseParams, readBody, sendJson, sendText } from './http.ts'
import { clientAddressOf } from '../locks/clientAddress.ts'
import { crossOriginReason } from '../locks/origins.ts'
import { securityHeaders } from '../locks/headers.ts'
import type { Site } from '../edge/site.ts'
import type { KakaoNaverRoutes } from '../auth/kakaoNaver.ts'
import type { CheckoutRoutes } from '../money/checkout.ts'
import type { MediaRoutes } from '../media/routes.ts'

/** Everything one host's request listener needs. */
export interface ServerContext extends AdminContext {
  readonly world: World
  readonly site: Site
  readonly allowedOrigins: OriginPolicy
  /** Proxies in front of the hosts whose X-Forwarded-For names the client (0: the socket's peer is the client). */
  readonly trustProxy: number
  /** The web host's Content-Security-Policy for the build it serves (locks/headers.ts). */
  readonly csp: () => string | undefined
  /** Aborted when the hosts close, so injected latency does not hold them open. */
  readonly closing: AbortSignal
  /** Kakao's and Naver's pages and token calls, and the Naver callback, on the auth host. */
  readonly kakaoNaver: KakaoNaverRoutes
  /** The stand-in payment window on the web host (docs/decisions/1510). */
  readonly checkout: CheckoutRoutes
  /** Every title's media under its stream grant, on the web host (docs/decisions/1800). */
  readonly media: MediaRoutes
  /** Domain and Secure added to every cookie a call sets (docs/decisions/1812). */
  readonly cookies: CookieSettings
}

/** The search host serves its calls under /api, like the real one. */
const SEARCH_PREFIX = '/api'

/** Which call a host answers at a path, from the wire table. */
const routeOf = (host: HostName, path: string): CallName | undefined => callNames.find((name) => calls[name].host === host && calls[name].path === path)

/** The call's parameters: the query of a GET, the body of anything else. */
const paramsOf = async (req: IncomingMessage, url: URL): Promise<Record<string, string>> =>
  checkFields(req.method === 'GET' ? Object.fromEntries(url.searchParams) : parseParams(await readBody(req), req.headers['content-type']))

/** Sends what a replacing fault rule says instead of the call's answer; returns the logged outcome. */
const sendFault = async (
  rule: FaultRule,
  res: ServerResponse,
  answer: () => Promise<{ retval: number; output?: unknown; cookies?: readonly string[] }>,
  name: CallName,
) => {
  switch (rule.kind) {
    case 'drop':
      res.socket?.destroy()
      return { fault: 'drop' as const }
    case 'status':
      sendText(res, rule.arg ?? 500, `Injected fault: HTTP ${rule.arg}`)
      return { fault: 'status' as const, status: rule.arg }
    case 'malformed':
      sendText(res, 200, '{"retval":0,"output":', 'application/json; charset=utf-8')
      return { fault: 'malformed' as const }
    default: {
      // A forced success-like code keeps the real output (e.g. serviceLogin=retval:-113).
      const retval = rule.arg ?? ResultCode.serviceError
      const real = callSucceeded(name, retval) ? await answer() : undefined
      const keep = real !== undefined && callSucceeded(name, real.retval)
      sendJson(res, 200, keep ? { retval, output: real.output } : { retval }, keep ? (real.cookies ?? []) : [])
      return { retval }
    }
  }
}

const serveCall = async (name: CallName, host: HostName, req: IncomingMessage, res: ServerResponse, url: URL, ctx: ServerContext) => {
  const spec = calls[name]
  if (req.method !== spec.method) {
    res.setHeader('Allow', `${spec.method}, OPTIONS`)
    return sendJson(res, 405, { retval: ResultCode.parameterInvalid })
  }
  // A page of another site may not speak for the member whose cookies its request carries (docs/decisions/1830).
  const crossOrigin = spec.method === 'POST' ? crossOriginReason(req, ctx.allowedOrigins) : undefined
  if (crossOrigin) {
    res.setHeader('X-Stand-In-Reason', crossOrigin)
    return sendJson(res, 403, { retval: ResultCode.authError, output: { message: '이 사이트의 페이지에서 보낸 요청만 받습니다.' } })
  }
  // When it was received, not answered: a call held by injected latency belongs to the moment it came in.
  const at = ctx.now()
  const params = await paramsOf(req, url)
  const cookies = parseCookies(req.headers.cookie)
  const plan = ctx.faults.plan(name)
  if (plan.delayMs > 0) await delay(plan.delayMs, undefined, { signal: ctx.closing })
  // Every cookie a call sets gets the configured Domain and Secure here, in one place.
  const answer = async () => {
    const answered = await answerCall(name, params, cookies, ctx.world, req.headers['user-agent'], clientAddressOf(req, ctx.trustProxy))
    return answered.cookies ? { ...answered, cookies: answered.cookies.map((c) => withCookieSettings(c, ctx.cookies)) } : answered
  }
  const record = (outcome: Parameters<typeof ctx.log.record>[0]['outcome']) => ctx.log.record({ call: name, host, at, outcome })
  if (plan.replace) return record(await sendFault(plan.replace, res, answer, name))
  const { retval, output, cookies: setCookies = [], reason } = await answer()
  if (reason) res.setHeader('X-Stand-In-Reason', reason)
  sendJson(res, 200, output === undefined ? { retval } : { retval, output }, setCookies)
  record({ retval })
}

/** The request listener of one host: admin, then CORS and a call of the contract, or the site. */
export const hostListener =
  (host: HostName, ctx: ServerContext): RequestListener =>
  (req, res) => {
    const handle = async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in.invalid')
      let path = url.pathname
      // The admin endpoint gets no CORS headers and no preflight: no other page may use it.
      if (host === 'web' && (path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`))) return handleAdmin(req, res, url, ctx)
      const allowed = applyCors(req, res, ctx.allowedOrigins)
      // The build's hashed files are public (no cookies are read for them): any page may load them
      // without credentials, e.g. the web font on the stand-in's Kakao and Naver pages of another host.
      if (!allowed && host === 'web' && path.startsWith('/assets/')) res.setHeader('Access-Control-Allow-Origin', '*')
      if (req.method === 'OPTIONS') return answerPreflight(req, res, ctx.allowedOrigins)
      if (host === 'search') {
        if (path !== SEARCH_PREFIX && !path.startsWith(`${SEARCH_PREFIX}/`)) return sendJson(res, 404, { retval: ResultCode.dataNotFound })
        path = path.slice(SEARCH_PREFIX.length) || '/'
      }
      const name = routeOf(host, path)
      if (name) return serveCall(name, host, req, res, url, ctx)
      if (host === 'auth' && (await ctx.kakaoNaver.serve(req, res, url))) return
      if (host === 'web' && (await ctx.checkout.serve(req, res, url))) return
      if (host === 'web') {
        securityHeaders(res, ctx.csp())
        if (await ctx.media.serve(req, res, url)) return
        return ctx.site.serve(req, res, url)
      }
      return sendJson(res, 404, { retval: ResultCode.dataNotFound })
    }
    handle().catch((error: unknown) => {
      if (ctx.closing.aborted) return void res.socket?.destroy()
      if (res.headersSent) return void res.end()
      if (error instanceof BodyTooLarge) {
        res.setHeader('X-Stand-In-Reason', error.message)
        res.setHeader('Connection', 'close')
        return sendJson(res, 413, { retval: ResultCode.parameterInvalid, output: { message: '요청이 너무 큽니다.' } })
      }
      if (error instanceof BadRequest) {
        res.setHeader('X-Stand-In-Reason', error.message)
        return sendJson(res, 400, { retval: ResultCode.parameterInvalid, output: { message: error.message } })
      }
      // Said in the log: a 500 is the stand-in's own fault, never the client's.
      ctx.world.print(`[stand-in] 500 ${req.method} ${req.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
      sendJson(res, 500, { retval: ResultCode.serviceError })
    })
  }
