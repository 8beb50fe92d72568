import { sign, signWithServiceCode } from '../../core/api/sign.ts'
import { type CallName, type Hosts, ResultCode, calls } from '../../core/contract/index.ts'

/**
 * The attacks QA replays against any hosts (docs/scripts/attacks/, docs/decisions/1837): each
 * tries what an attacker tried and says whether the hosts held. A script's `attack` step is an
 * action whose outcome is ok when the attack was refused or slowed to uselessness, so `script`
 * exits 1 when one gets through.
 */
export const attackKinds = [
  'crossOrigin',
  'loginCsrf',
  'guessPassword',
  'guessAdultCode',
  'enumeration',
  'deviceCap',
  'inviteFarm',
  'badBytes',
  'hugeBody',
  'edgeFlood',
  'guestFlood',
  'headers',
] as const
export type AttackKind = (typeof attackKinds)[number]
export const isAttackKind = (text: string): text is AttackKind => (attackKinds as readonly string[]).includes(text)

export interface AttackResult {
  readonly held: boolean
  readonly detail: string
}

type Params = Readonly<Record<string, string>>
interface Answer {
  readonly status: number
  readonly retval: number | undefined
  // biome-ignore lint/suspicious/noExplicitAny: an attack reads whatever a host answered, checked field by field
  readonly output: any
  readonly headers: Headers
}

const urlOf = (hosts: Hosts, name: CallName) => `${hosts[calls[name].host]}${calls[name].path}`

/** One contract call over raw HTTP, signed as the contract says, with the headers an attacker chooses. */
const raw = async (
  hosts: Hosts,
  name: CallName,
  fields: Record<string, string | number>,
  headers: Record<string, string> = {},
  cCode = '',
): Promise<Answer> => {
  const values = calls[name].fields.map((f) => (fields[f] === undefined ? undefined : String(fields[f])))
  const a = calls[name].signing === 'none' ? undefined : calls[name].signing === 'service' ? await signWithServiceCode(values) : await sign(cCode, values)
  const body = new URLSearchParams(Object.entries({ ...fields, ...(a ? { a } : {}) }).map(([k, v]) => [k, String(v)]))
  const res = await fetch(urlOf(hosts, name), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body })
  const json = (await res.json().catch(() => ({}))) as { retval?: number; output?: unknown }
  return { status: res.status, retval: json.retval, output: json.output, headers: res.headers }
}

/** A member session by email and password, as the CLI would log in (no Origin: not a page). */
const memberOf = async (hosts: Hosts, email: string, password: string, address?: string) => {
  const via: Record<string, string> = address ? { 'x-forwarded-for': address } : {}
  const login = await raw(hosts, 'emailLogin', { email, password, device_id: '', auto_login: 0 }, via)
  if (login.retval !== 0 && login.retval !== ResultCode.multiSessionLimitExceeded) throw new Error(`emailLogin ${email} answered ${login.retval}`)
  const o = login.output
  const ticketFields = {
    s: o.snack,
    ticket_url: o.ticket_url,
    ticket_token: o.ticket_token,
    device_type: o.device_type,
    device_id: o.device_id,
    auto_login: 0,
    password_modify_date: o.password_modify_date,
    account_type: o.account_type,
    profile_img: o.profile_img ?? '',
  }
  const ticket = await raw(hosts, 'ticketRequest', ticketFields, {}, o.c_code)
  if (ticket.retval !== 0) throw new Error(`ticketRequest answered ${ticket.retval}`)
  const key = { s: ticket.output.snack as string, c_code: login.output.c_code as string }
  return {
    call: (name: CallName, fields: Record<string, string | number> = {}, headers: Record<string, string> = {}) =>
      raw(hosts, name, { s: key.s, ...fields }, headers, key.c_code),
  }
}

const count = (n: number, of: number, what: string) => `${n} of ${of} ${what}`
const need = (p: Params, name: string): string => {
  const value = p[name]
  if (!value) throw new Error(`the attack needs ${name}`)
  return value
}
const times = (p: Params, fallback: number) => Math.max(1, Math.min(100_000, Number(p.times ?? fallback) || fallback))

// biome-ignore lint/suspicious/noExplicitAny: the admin endpoint's answers are read field by field, as the output above
type AdminRead = (path: string) => Promise<any>

const attacks: { readonly [K in AttackKind]: (hosts: Hosts, p: Params, admin?: AdminRead) => Promise<AttackResult> } = {
  /** A page of another origin with the member's cookies reads, saves and withdraws. */
  async crossOrigin(hosts, p) {
    const member = await memberOf(hosts, need(p, 'email'), need(p, 'password'))
    const origin = p.origin ?? 'http://localhost:5431'
    const tries = await Promise.all([
      member.call('accountInfo', {}, { origin }),
      member.call('saveVideo', { movie_url: 't0000' }, { origin }),
      member.call('unregister', {}, { origin }),
    ])
    const readable = tries.filter((t) => t.headers.get('access-control-allow-origin') === origin).length
    const changed = tries.filter((t) => t.status === 200 && t.retval === 0).length
    return { held: readable === 0 && changed === 0, detail: `from ${origin}: ${readable} answers readable, ${changed} changes made` }
  },
  /** A form on another site logs the victim's browser in as the attacker. */
  async loginCsrf(hosts, p) {
    const origin = p.origin ?? 'http://127.0.0.1:5430'
    const answer = await raw(
      hosts,
      'emailLogin',
      { email: need(p, 'email'), password: need(p, 'password'), device_id: '', auto_login: 1 },
      { origin, 'sec-fetch-site': 'same-site' },
    )
    const keyed = (answer.headers.getSetCookie?.() ?? []).some((c) => c.startsWith('login_key=') && !c.startsWith('login_key=;'))
    return { held: answer.retval !== 0 && !keyed, detail: `HTTP ${answer.status}, retval ${answer.retval}, login_key set: ${keyed}` }
  },
  /** Many wrong passwords, then the right one. */
  async guessPassword(hosts, p) {
    const email = need(p, 'email')
    const n = times(p, 30)
    let answered = 0
    for (let i = 0; i < n; i += 1)
      if ((await raw(hosts, 'emailLogin', { email, password: `guess-${i}!`, device_id: '', auto_login: 0 })).retval === ResultCode.wrongPassword) answered += 1
    const right = p.password ? await raw(hosts, 'emailLogin', { email, password: p.password, device_id: '', auto_login: 0 }) : undefined
    const rightHeld = right === undefined || right.retval === ResultCode.tooManyAttempts
    return { held: answered <= 5 && rightHeld, detail: `${count(answered, n, 'guesses checked')}; the right password then: ${right?.retval ?? 'not tried'}` }
  },
  /** Many adult codes asked (each allows five guesses). */
  async guessAdultCode(hosts, p) {
    const member = await memberOf(hosts, need(p, 'email'), need(p, 'password'))
    const n = times(p, 40)
    let sent = 0
    for (let i = 0; i < n; i += 1)
      if ((await member.call('adultCertRequest', { name: '시험', birth_date: '19900101', phone: '01012345678' })).retval === 0) sent += 1
    return { held: sent <= 5, detail: `${count(sent, n, 'codes sent')}: at most ${sent * 5} guesses an hour` }
  },
  /** Whether login and password reset tell a member's email from an unknown one. */
  async enumeration(hosts, p) {
    const known = need(p, 'known')
    const unknown = p.unknown ?? `nobody-${Date.now()}@example.com`
    const login = await Promise.all([known, unknown].map((email) => raw(hosts, 'emailLogin', { email, password: 'not-it-1!', device_id: '', auto_login: 0 })))
    const reset = await Promise.all([known, unknown].map((email) => raw(hosts, 'passwordResetRequest', { email })))
    const same = (a: Answer, b: Answer) => a.status === b.status && a.retval === b.retval && JSON.stringify(a.output) === JSON.stringify(b.output)
    return {
      held: same(login[0]!, login[1]!) && same(reset[0]!, reset[1]!),
      detail: `login ${login.map((a) => a.retval).join(' / ')}, reset ${reset.map((a) => JSON.stringify(a.output ?? a.retval)).join(' / ')}`,
    }
  },
  /** Sign-ups with a new device id each time. */
  async deviceCap(hosts, p) {
    const n = times(p, 20)
    let made = 0
    const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
    for (let i = 0; i < n; i += 1) {
      const answer = await raw(hosts, 'signUp', {
        email: `cap-${run}-${i}@example.com`,
        password: 'join1234!',
        name: '새회원',
        agree_terms: 1,
        agree_privacy: 1,
        device_id: `device-${run}-${i}`,
        auto_login: 0,
      })
      if (answer.retval === 0) made += 1
    }
    return { held: made <= 5, detail: count(made, n, 'accounts made from one address') }
  },
  /** New members with a new device id each, all using one member's invite code. */
  async inviteFarm(hosts, p) {
    const inviter = await memberOf(hosts, need(p, 'email'), need(p, 'password'))
    const before = (await inviter.call('inviteInfo')).output?.invited_count ?? 0
    const code = (await inviter.call('inviteInfo')).output?.invite_code
    const n = times(p, 20)
    const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
    for (let i = 0; i < n; i += 1) {
      // Each from an address of its own, as a farm of clients behind a trusted proxy would look.
      await raw(
        hosts,
        'signUp',
        {
          email: `farm-${run}-${i}@example.com`,
          password: 'join1234!',
          name: '새회원',
          agree_terms: 1,
          agree_privacy: 1,
          device_id: `farm-${run}-${i}`,
          invite_code: code,
          auto_login: 0,
        },
        { 'x-forwarded-for': `10.77.${i >> 8}.${i & 255}` },
      )
    }
    const after = (await inviter.call('inviteInfo')).output?.invited_count ?? 0
    return { held: after - before <= 5, detail: `${after - before} of ${n} invites counted` }
  },
  /** A NUL and an invalid byte in a field. */
  async badBytes(hosts) {
    const bodies = ['email=a%00b%40example.com&password=x', 'email=%FF&password=x']
    const answers = await Promise.all(
      bodies.map((body) => fetch(urlOf(hosts, 'emailLogin'), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })),
    )
    const shaped = await Promise.all(
      answers.map(async (a) => a.status === 400 && typeof ((await a.json().catch(() => ({}))) as { retval?: number }).retval === 'number'),
    )
    return { held: shaped.every(Boolean), detail: `HTTP ${answers.map((a) => a.status).join(', ')}` }
  },
  /** A body over 1 MB. */
  async hugeBody(hosts) {
    const res = await fetch(urlOf(hosts, 'emailLogin'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${'a'.repeat(1_200_000)}`,
    }).catch((error: unknown) => error as Error)
    return res instanceof Error ? { held: false, detail: `connection: ${res.message}` } : { held: res.status === 413, detail: `HTTP ${res.status}` }
  },
  /** The same page under many unknown query strings: one page drawn, not one each. */
  async edgeFlood(hosts, p) {
    const path = p.path ?? '/contents'
    const n = times(p, 50)
    const bodies = new Set<string>()
    for (let i = 0; i < n; i += 1) {
      const res = await fetch(`${hosts.web}${path}?utm_${i}=${Date.now()}`, { headers: { accept: 'text/html' } })
      bodies.add(await res.text())
    }
    return { held: bodies.size === 1, detail: `${bodies.size} different pages for ${n} addresses` }
  },
  /** Many guest logins from one address (needs the admin secret to count the sessions). */
  async guestFlood(hosts, p, admin) {
    if (!admin) throw new Error("guestFlood needs the stand-in's admin secret")
    const guests = async () => ((await admin('sessions')) as { sessions: { kind: string }[] }).sessions.filter((s) => s.kind === 'guest').length
    const before = await guests()
    const n = times(p, 1_500)
    for (let i = 0; i < n; i += 1) await raw(hosts, 'guestLogin', {})
    const grown = (await guests()) - before
    const cap = Number(p.cap ?? 1_000)
    return { held: grown <= cap, detail: `${n} guest logins kept ${grown} more sessions (at most ${cap} per address)` }
  },
  /** The web host's security headers. */
  async headers(hosts) {
    const res = await fetch(`${hosts.web}/`, { headers: { accept: 'text/html' } })
    const csp = res.headers.get('content-security-policy') ?? ''
    const missing = [
      ...(/script-src 'self'/.test(csp) ? [] : ['CSP script-src']),
      ...(/frame-ancestors 'none'/.test(csp) ? [] : ['frame-ancestors']),
      ...(res.headers.get('x-content-type-options') === 'nosniff' ? [] : ['nosniff']),
      ...(res.headers.get('referrer-policy') ? [] : ['Referrer-Policy']),
      ...(res.headers.get('permissions-policy') ? [] : ['Permissions-Policy']),
    ]
    return {
      held: missing.length === 0,
      detail: missing.length ? `missing: ${missing.join(', ')}` : 'CSP, nosniff, Referrer-Policy, frame-ancestors, Permissions-Policy',
    }
  },
}

/** Runs one attack; `admin` reads the stand-in's admin endpoint (GET /__admin/<path>) when the script has its secret. */
export const runAttack = (kind: AttackKind, hosts: Hosts, params: Params, admin?: (path: string) => Promise<unknown>): Promise<AttackResult> =>
  attacks[kind](hosts, params, admin as AdminRead | undefined)
