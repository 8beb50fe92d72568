import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { ResultCode, isCallName } from '../../../core/contract/index.ts'
import type { BuildStore } from '../edge/build.ts'
import { type FaultControl, type FaultRule, formatFaultRule, toFaultRule } from './faults.ts'
import { BadRequest, readBody, sendJson } from './http.ts'
import type { InviteTable } from '../auth/invites.ts'
import type { CallLog } from './log.ts'
import type { SessionTable } from '../auth/sessions.ts'
import { balanceWire } from '../money/calls.ts'
import { itemOf } from '../money/records.ts'
import { moveClock, readClock, schedulePriceChange, switchDecline } from '../money/adminMoney.ts'
import type { World } from './callTypes.ts'
import type { StandInClock } from './clock.ts'

/**
 * The admin endpoint on the web host, under /__admin, for QA and tests to change the stand-in
 * while it runs (documented in docs/contract.md). Answers use the same `{ retval, output }` shape.
 * Every request needs the secret the stand-in was started with (`X-Admin-Secret`), and none may
 * come from a page of another origin: no web page can change the hosts or read the sessions
 * (docs/decisions/1210).
 */
export interface AdminContext {
  /** What the X-Admin-Secret header must carry. */
  readonly adminSecret: string
  readonly faults: FaultControl
  readonly build: BuildStore
  readonly log: CallLog
  readonly sessions: SessionTable
  /** The invite event's switch (POST /__admin/invites). */
  readonly invites: InviteTable
  readonly now: () => number
  /** The ledger and whom it serves, for grants and refunds (POST /__admin/grant, /__admin/refund). */
  readonly world: Pick<World, 'money' | 'accounts' | 'catalogue'>
  /** The stand-in's clock, moved on by POST /__admin/clock (docs/decisions/1552). */
  readonly clock: StandInClock
}

export const ADMIN_PREFIX = '/__admin'

/** The request header that carries the admin secret. */
export const ADMIN_SECRET_HEADER = 'X-Admin-Secret'

/** The environment variable the CLI reads the secret from when no --admin-secret is given. */
export const ADMIN_SECRET_ENV = 'STAND_IN_ADMIN_SECRET'

/**
 * A fresh secret for one start of the hosts: 128 random bits in hex. Not base64url: one secret in
 * 64 would start with '-', and `--admin-secret -x…` reads as a missing value to every flag parser.
 */
export const newAdminSecret = (): string => randomBytes(16).toString('hex')

/** Compared as digests of equal length, so the time taken tells nothing of the secret. */
const sameSecret = (given: string, secret: string): boolean => {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(given), digest(secret))
}

/**
 * Why a request may not use the endpoint, if it may not: a browser marks a request from a page
 * of another origin with Origin or Sec-Fetch-Site (a form post or text/plain fetch included),
 * and every request needs the secret.
 */
const refusalOf = (req: IncomingMessage, secret: string): { readonly status: number; readonly message: string } | undefined => {
  const origin = req.headers.origin
  const site = req.headers['sec-fetch-site']
  const crossOrigin =
    (origin !== undefined && origin !== `http://${req.headers.host ?? ''}`) || (site !== undefined && site !== 'same-origin' && site !== 'none')
  if (crossOrigin) return { status: 403, message: 'the admin endpoint answers no request from another origin' }
  const given = req.headers[ADMIN_SECRET_HEADER.toLowerCase()]
  if (typeof given !== 'string' || !sameSecret(given, secret)) {
    return { status: 401, message: `the admin endpoint needs the ${ADMIN_SECRET_HEADER} header: the secret the stand-in printed when it started` }
  }
  return undefined
}

const faultState = (faults: FaultControl) => ({
  latencyMs: faults.latencyMs,
  rules: faults.rules().map((rule) => ({ ...rule, text: formatFaultRule(rule) })),
})

interface FaultChange {
  readonly rules: readonly unknown[]
  readonly latencyMs?: unknown
}

/** Rules and latency from a JSON object, form fields (`rule`, `latencyMs`) or text lines. */
const readFaultChange = (body: string, type: string): FaultChange => {
  if (type.includes('json') || /^\s*\{/.test(body)) {
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      throw new BadRequest('body is not valid JSON')
    }
    const value = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>
    const rules = [...(value.rule === undefined ? [] : [value.rule]), ...(Array.isArray(value.rules) ? value.rules : [])]
    return { rules, ...(value.latencyMs !== undefined ? { latencyMs: value.latencyMs } : {}) }
  }
  if (type.includes('x-www-form-urlencoded')) {
    const form = new URLSearchParams(body)
    const latency = form.get('latencyMs')
    return { rules: form.getAll('rule'), ...(latency !== null ? { latencyMs: Number(latency) } : {}) }
  }
  return {
    rules: body
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  }
}

/** Checks the whole change first, so a bad request changes nothing. */
const applyFaultChange = (faults: FaultControl, change: FaultChange): void => {
  const { latencyMs } = change
  if (latencyMs !== undefined && (typeof latencyMs !== 'number' || !Number.isInteger(latencyMs) || latencyMs < 0 || latencyMs > 600_000)) {
    throw new BadRequest('latencyMs must be a whole number from 0 to 600000')
  }
  let rules: FaultRule[]
  try {
    rules = change.rules.map(toFaultRule)
  } catch (error) {
    throw new BadRequest(error instanceof Error ? error.message : String(error))
  }
  rules.forEach((rule) => faults.add(rule))
  if (latencyMs !== undefined) faults.latencyMs = latencyMs
}

const sessionState = async (sessions: SessionTable, now: number) =>
  (await sessions.all()).map((x) => ({
    s: x.s,
    kind: x.kind,
    account: x.accountId ?? null,
    device_id: x.deviceId,
    created_at: new Date(x.createdAt).toISOString(),
    expires_at: new Date(x.expiresAt).toISOString(),
    state: x.ended ? 'ended' : now >= x.expiresAt ? 'expired' : 'live',
  }))

/** The invite event's switch from `{"stopped": true|false}`: an event that ended answers -118 (docs/decisions/1451). */
const readInviteSwitch = (body: string): boolean => {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    throw new BadRequest('body is not valid JSON')
  }
  const stopped = typeof json === 'object' && json !== null ? (json as Record<string, unknown>).stopped : undefined
  if (typeof stopped !== 'boolean') throw new BadRequest('send {"stopped": true} or {"stopped": false}')
  return stopped
}

/** A JSON object body, or a 400 that says what to send. */
const readJsonObject = (body: string, expected: string): Record<string, unknown> => {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    throw new BadRequest(`body is not valid JSON: send ${expected}`)
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new BadRequest(`send ${expected}`)
  return json as Record<string, unknown>
}

/** The account an admin names: a seed id (minji) or an email. */
export const accountNamed = async (world: AdminContext['world'], name: unknown): Promise<string> => {
  const account = typeof name === 'string' && name !== '' ? ((await world.accounts.byId(name)) ?? (await world.accounts.byEmail(name))) : undefined
  if (!account) throw new BadRequest(`no account ${JSON.stringify(name ?? null)}: name one by its id (minji) or its email`)
  return account.id
}

const GRANT_BODY = '{"account":"minji","item_id":"premium-week"} or {"account":"minji","bbtan":100,"what":"..."}'
const MAX_GRANT = 1_000_000

/** Grants an item's pass or 빵탄 (payment method 0); the whole request is checked before anything is written. */
const grant = async (world: AdminContext['world'], body: string) => {
  const asked = readJsonObject(body, GRANT_BODY)
  const accountId = await accountNamed(world, asked.account)
  const { item_id: itemId, bbtan, what } = asked
  if ((itemId === undefined) === (bbtan === undefined)) throw new BadRequest(`send item_id or bbtan (one of them): ${GRANT_BODY}`)
  if (what !== undefined && (typeof what !== 'string' || what.trim() === '' || what.length > 100))
    throw new BadRequest("what must be a short text (1-100 characters), as the member's history shows it")
  const item = itemId === undefined ? undefined : itemOf(world, String(itemId))
  if (itemId !== undefined && !item) throw new BadRequest(`no item ${JSON.stringify(itemId)} on sale (see itemList)`)
  if (bbtan !== undefined && (typeof bbtan !== 'number' || !Number.isInteger(bbtan) || bbtan < 1 || bbtan > MAX_GRANT)) {
    throw new BadRequest(`bbtan must be a whole number from 1 to ${MAX_GRANT}`)
  }
  const order = await world.money.grant(
    accountId,
    item ? { item, what: String(what ?? `${item.name} 지급`) } : { bbtan: bbtan as number, what: String(what ?? '빵탄 지급') },
  )
  return { account: accountId, purchase_id: order.id, item_id: order.itemId, balance: balanceWire(await world.money.balance(accountId)) }
}

/** Refunds a charge's unspent paid 빵탄 within 7 days; a 400 says why not. */
const refund = async (world: AdminContext['world'], body: string) => {
  const asked = readJsonObject(body, '{"account":"minji","purchase_id":"ord_..."}')
  const accountId = await accountNamed(world, asked.account)
  if (typeof asked.purchase_id !== 'string' || asked.purchase_id === '')
    throw new BadRequest('send purchase_id: the charge to refund (purchaseHistory lists it)')
  if (!(await world.money.refund(accountId, asked.purchase_id))) {
    throw new BadRequest('not refundable: only a currency pack this account bought, within 7 days and with none of it spent, may be refunded')
  }
  return { account: accountId, purchase_id: asked.purchase_id, balance: balanceWire(await world.money.balance(accountId)) }
}

const ok = (res: ServerResponse, output: unknown): void => sendJson(res, 200, { retval: 0, output })

const endpoints = [
  'GET /__admin/faults',
  'POST /__admin/faults {"rule":"menu=status:503"} | {"rules":[...],"latencyMs":N} | text lines',
  'DELETE /__admin/faults[?call=NAME]',
  'POST /__admin/build',
  'GET /__admin/sessions',
  'GET /__admin/calls',
  'DELETE /__admin/calls',
  'GET /__admin/invites',
  'POST /__admin/invites {"stopped":true|false}',
  `POST /__admin/grant ${GRANT_BODY}`,
  'POST /__admin/refund {"account":"minji","purchase_id":"ord_..."}',
  'GET /__admin/clock',
  'POST /__admin/clock {"advance_days":31} | {"advance_sec":301} | {"advance_ms":N}  (then renewals, graces and voided approvals run)',
  'POST /__admin/renewals  (runs what is due now)',
  'POST /__admin/decline {"account":"minji","outcome":"declined"|"insufficient"|null}',
  'POST /__admin/price {"item_id":"premium-month","price_won":11900,"effective_in_days":30}',
]

/** Answers one admin request; `path` is the URL path without the /__admin prefix. */
export const handleAdmin = async (req: IncomingMessage, res: ServerResponse, url: URL, admin: AdminContext): Promise<void> => {
  const refusal = refusalOf(req, admin.adminSecret)
  if (refusal) {
    res.setHeader('X-Stand-In-Reason', refusal.message)
    return sendJson(res, refusal.status, { retval: ResultCode.parameterInvalid, output: { message: refusal.message } })
  }
  const path = url.pathname.slice(ADMIN_PREFIX.length).replace(/\/+$/, '')
  const route = `${req.method ?? 'GET'} ${path || '/'}`
  switch (route) {
    case 'GET /':
      return ok(res, { endpoints })
    case 'GET /faults':
      return ok(res, faultState(admin.faults))
    case 'POST /faults':
      applyFaultChange(admin.faults, readFaultChange(await readBody(req), req.headers['content-type'] ?? ''))
      return ok(res, faultState(admin.faults))
    case 'DELETE /faults': {
      const call = url.searchParams.get('call')
      if (call === null) {
        admin.faults.clear()
        admin.faults.latencyMs = 0
      } else if (call === '*' || isCallName(call)) admin.faults.clear(call)
      else throw new BadRequest(`unknown call "${call}"`)
      return ok(res, faultState(admin.faults))
    }
    case 'POST /build':
      return ok(res, admin.build.bump())
    case 'GET /sessions':
      return ok(res, { sessions: await sessionState(admin.sessions, admin.now()) })
    case 'GET /calls':
      return ok(res, { calls: admin.log.list() })
    case 'DELETE /calls':
      admin.log.clear()
      return ok(res, { calls: [] })
    case 'GET /invites':
      return ok(res, { stopped: admin.invites.stopped })
    case 'POST /invites':
      admin.invites.stopped = readInviteSwitch(await readBody(req))
      return ok(res, { stopped: admin.invites.stopped })
    case 'POST /grant':
      return ok(res, await grant(admin.world, await readBody(req)))
    case 'POST /refund':
      return ok(res, await refund(admin.world, await readBody(req)))
    case 'GET /clock':
      return ok(res, readClock(admin.clock))
    case 'POST /clock':
      return ok(res, await moveClock(admin.world, admin.clock, readJsonObject(await readBody(req), '{"advance_days": 31}')))
    case 'POST /renewals':
      return ok(res, await admin.world.money.runDue())
    case 'POST /decline':
      return ok(res, await switchDecline(admin.world, accountNamed, readJsonObject(await readBody(req), '{"account":"minji","outcome":"declined"}')))
    case 'POST /price':
      return ok(
        res,
        await schedulePriceChange(
          admin.world,
          admin.clock,
          readJsonObject(await readBody(req), '{"item_id":"premium-month","price_won":11900,"effective_in_days":30}'),
        ),
      )
    default:
      return sendJson(res, 404, { retval: ResultCode.dataNotFound, output: { message: `no admin route ${route}`, endpoints } })
  }
}
