import { randomBytes, randomUUID } from 'node:crypto'
import { ACCOUNT_COLUMNS, type Account, accountOf, isAdultVerified } from './accounts.ts'
import { type Db, qualified } from '../store/db.ts'
import { PROFILE_COLUMNS, type Profile, type ProfileRow, profileOf } from '../profiles/table.ts'

/**
 * Session tokens (`s` / snack), the client code bound to each, and one-time tickets. A guest
 * session comes from guestLogin; a pending one from serviceLogin/emailLogin (its snack signs the
 * ticket request); a member one from ticketRequest. Ended and expired tokens are remembered, so
 * an expired token answers -23 and an unknown or ended one -24. All of it lives in the store, so a
 * restart of the stand-in forgets none of it (docs/decisions/1400).
 */
export type SessionKind = 'guest' | 'pending' | 'member'

export interface Session {
  readonly s: string
  readonly cCode: string
  readonly kind: SessionKind
  readonly accountId?: string
  /** The member's account as it is now (only from `lookup`, which every call's session goes through). */
  readonly account?: Account
  readonly deviceId: string
  readonly createdAt: number
  readonly expiresAt: number
  readonly ended: boolean
  /** Browse: adult-verified now: the account's verification holds (only `lookup` reads it; docs/decisions/1450). */
  readonly adultVerified: boolean
  /** Browse: the adult verification code adultCertRequest sent (only in `all()`: adultVerify reads it from the store). */
  readonly adultCert?: AdultCert
  /** The profile this session watches as (only from `lookup`); absent: the account's first profile (docs/decisions/1900). */
  readonly profile?: Profile
}

/** A pending adult verification (the stand-in prints the code to its log). */
export interface AdultCert {
  readonly code: string
  readonly name: string
  readonly birthDate: string
  readonly phone: string
  readonly expiresAt: number
  /** Wrong codes tried so far; the code is dropped after MAX_ADULT_CERT_ATTEMPTS. */
  readonly attempts: number
}

/** Wrong codes a pending adult verification survives before a new code must be asked for. */
export const MAX_ADULT_CERT_ATTEMPTS = 5

export interface Ticket {
  readonly token: string
  /** The pending session whose snack must sign the ticket request. */
  readonly snack: string
  readonly accountId: string
  readonly expiresAt: number
  readonly used: boolean
}

export type SessionLookup = { readonly kind: 'live'; readonly session: Session } | { readonly kind: 'expired' } | { readonly kind: 'unknown' }

export type TicketLookup = { readonly kind: 'valid'; readonly ticket: Ticket } | { readonly kind: 'expired' } | { readonly kind: 'invalid' }

/** A ticket token can be used once, within this time. */
export const TICKET_TTL_MS = 60_000

const token = (bytes: number): string => randomBytes(bytes).toString('base64url')

/** A new device id for a browser that has no device_id cookie yet. */
export const newDeviceId = (): string => randomUUID()

/** The stand-in hosts' table of sessions by token, in the store (the app keeps its own in the browser). */
export interface SessionTable {
  open(kind: SessionKind, deviceId: string, accountId?: string, cCode?: string): Promise<Session>
  lookup(s: string): Promise<SessionLookup>
  end(s: string): Promise<void>
  /** Live member sessions of an account, oldest first. */
  members(accountId: string): Promise<Session[]>
  /** Every session, oldest first, with its pending adult verification. */
  all(): Promise<readonly Session[]>
  issueTicket(snack: string, accountId: string): Promise<Ticket>
  /** Checks a ticket for a snack and uses it up when valid. */
  redeemTicket(tokenValue: string, snack: string): Promise<TicketLookup>
  /** The session's pending adult verification, if any. */
  adultCert(s: string): Promise<AdultCert | undefined>
  /** Replaces the session's pending adult verification. */
  setAdultCert(s: string, cert: AdultCert): Promise<void>
  /** A wrong code: one attempt more; the code is dropped at MAX_ADULT_CERT_ATTEMPTS. */
  adultCertMissed(s: string): Promise<void>
  /** The right code: the code is used up and the session's account is adult-verified until `until`. */
  verifyAdult(s: string, until: number): Promise<void>
}

interface SessionRow {
  s: string
  c_code: string
  kind: SessionKind
  account_id: string | null
  device_id: string
  created_at: string | number
  expires_at: string | number
  ended: boolean
}

interface CertRow {
  code: string
  name: string
  birth_date: string
  phone: string
  expires_at: string | number
  attempts: number
}

const SESSION_COLUMNS = 's, c_code, kind, account_id, device_id, created_at, expires_at, ended'

const certOf = (row: CertRow): AdultCert => ({
  code: row.code,
  name: row.name,
  birthDate: row.birth_date,
  phone: row.phone,
  expiresAt: Number(row.expires_at),
  attempts: row.attempts,
})

const sessionOf = (row: SessionRow): Session => ({
  s: row.s,
  cCode: row.c_code,
  kind: row.kind,
  ...(row.account_id ? { accountId: row.account_id } : {}),
  deviceId: row.device_id,
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
  ended: row.ended,
  adultVerified: false,
})

export const createSessionTable = (db: Db, now: () => number, ttlMs: number): SessionTable => ({
  async open(kind, deviceId, accountId, cCode = randomBytes(8).toString('hex')) {
    const at = now()
    const session: Session = {
      s: token(24),
      cCode,
      kind,
      ...(accountId ? { accountId } : {}),
      deviceId,
      createdAt: at,
      expiresAt: at + ttlMs,
      ended: false,
      adultVerified: false,
    }
    await db.query('INSERT INTO sessions (s, c_code, kind, account_id, device_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      session.s,
      cCode,
      kind,
      accountId ?? null,
      deviceId,
      at,
      session.expiresAt,
    ])
    return session
  },
  async lookup(s) {
    const [row] = await db.query<SessionRow & { account: Parameters<typeof accountOf>[0] | null; profile: ProfileRow | null }>(
      `SELECT ${qualified('x', SESSION_COLUMNS)}, (SELECT row_to_json(a) FROM (SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = x.account_id AND withdrawn_at IS NULL) a) AS account,
         (SELECT row_to_json(p) FROM (SELECT ${PROFILE_COLUMNS} FROM profiles WHERE id = x.profile_id AND account_id = x.account_id) p) AS profile
       FROM sessions x WHERE x.s = $1`,
      [s],
    )
    if (!row || row.ended) return { kind: 'unknown' }
    const account = row.account ? accountOf(row.account) : undefined
    const adultVerified = account !== undefined && isAdultVerified(account, now())
    const profile = account && row.profile ? profileOf(row.profile) : undefined
    const session: Session = { ...sessionOf(row), ...(account ? { account } : {}), ...(profile ? { profile } : {}), adultVerified }
    if (now() >= session.expiresAt) return { kind: 'expired' }
    return { kind: 'live', session }
  },
  async end(s) {
    await db.query('UPDATE sessions SET ended = true WHERE s = $1', [s])
  },
  async members(accountId) {
    const rows = await db.query<SessionRow>(
      `SELECT ${SESSION_COLUMNS} FROM sessions WHERE kind = 'member' AND account_id = $1 AND NOT ended AND expires_at > $2 ORDER BY created_at, seq`,
      [accountId, now()],
    )
    return rows.map(sessionOf)
  },
  async all() {
    const rows = await db.query<SessionRow & Omit<CertRow, 'code' | 'expires_at'> & { code: string | null; cert_expires_at: string | number }>(
      `SELECT x.*, c.code, c.name, c.birth_date, c.phone, c.expires_at AS cert_expires_at, c.attempts
       FROM sessions x LEFT JOIN adult_certs c ON c.s = x.s ORDER BY x.seq`,
    )
    return rows.map((row) => ({ ...sessionOf(row), ...(row.code ? { adultCert: certOf({ ...row, code: row.code, expires_at: row.cert_expires_at }) } : {}) }))
  },
  async issueTicket(snack, accountId) {
    const ticket: Ticket = { token: token(18), snack, accountId, expiresAt: now() + TICKET_TTL_MS, used: false }
    await db.query('INSERT INTO tickets (token, snack, account_id, expires_at) VALUES ($1, $2, $3, $4)', [ticket.token, snack, accountId, ticket.expiresAt])
    return ticket
  },
  async redeemTicket(tokenValue, snack) {
    // One statement checks and uses the ticket up, so two requests cannot both redeem it.
    const [used] = await db.query<{ account_id: string; expires_at: string | number }>(
      'UPDATE tickets SET used = true WHERE token = $1 AND snack = $2 AND NOT used AND expires_at > $3 RETURNING account_id, expires_at',
      [tokenValue, snack, now()],
    )
    if (used) return { kind: 'valid', ticket: { token: tokenValue, snack, accountId: used.account_id, expiresAt: Number(used.expires_at), used: true } }
    const [left] = await db.query<{ used: boolean }>('SELECT used FROM tickets WHERE token = $1 AND snack = $2', [tokenValue, snack])
    return left && !left.used ? { kind: 'expired' } : { kind: 'invalid' }
  },
  async adultCert(s) {
    const [row] = await db.query<CertRow>('SELECT code, name, birth_date, phone, expires_at, attempts FROM adult_certs WHERE s = $1', [s])
    return row ? certOf(row) : undefined
  },
  async setAdultCert(s, cert) {
    await db.query(
      `INSERT INTO adult_certs (s, code, name, birth_date, phone, expires_at, attempts) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (s) DO UPDATE SET code = $2, name = $3, birth_date = $4, phone = $5, expires_at = $6, attempts = $7`,
      [s, cert.code, cert.name, cert.birthDate, cert.phone, cert.expiresAt, cert.attempts],
    )
  },
  async adultCertMissed(s) {
    await db.transaction(async (tx) => {
      await tx.query('UPDATE adult_certs SET attempts = attempts + 1 WHERE s = $1', [s])
      await tx.query('DELETE FROM adult_certs WHERE s = $1 AND attempts >= $2', [s, MAX_ADULT_CERT_ATTEMPTS])
    })
  },
  async verifyAdult(s, until) {
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM adult_certs WHERE s = $1', [s])
      await tx.query('UPDATE accounts SET adult_verified_until = $2 WHERE id = (SELECT account_id FROM sessions WHERE s = $1)', [s, until])
    })
  },
})
