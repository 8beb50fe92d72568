import { randomBytes, randomUUID } from 'node:crypto'

/**
 * Session tokens (`s` / snack), the client code bound to each, and one-time tickets. A guest
 * session comes from guestLogin; a pending one from serviceLogin/emailLogin (its snack signs the
 * ticket request); a member one from ticketRequest. Ended and expired tokens are remembered, so
 * an expired token answers -23 and an unknown or ended one -24.
 */
export type SessionKind = 'guest' | 'pending' | 'member'

export interface Session {
  readonly s: string
  readonly cCode: string
  readonly kind: SessionKind
  readonly accountId?: string
  readonly deviceId: string
  readonly createdAt: number
  readonly expiresAt: number
  ended: boolean
  /** Browse: adult-verified by adultVerify in this session (the account's flag counts too). */
  adultVerified?: boolean
  /** Browse: the adult verification code adultCertRequest sent, for adultVerify to check. */
  adultCert?: AdultCert
}

/** A pending adult verification (the stand-in prints the code to its log). */
export interface AdultCert {
  readonly code: string
  readonly name: string
  readonly birthDate: string
  readonly phone: string
  readonly expiresAt: number
  /** Wrong codes tried so far; the code is dropped after MAX_ADULT_CERT_ATTEMPTS. */
  attempts: number
}

/** Wrong codes a pending adult verification survives before a new code must be asked for. */
export const MAX_ADULT_CERT_ATTEMPTS = 5

export interface Ticket {
  readonly token: string
  /** The pending session whose snack must sign the ticket request. */
  readonly snack: string
  readonly accountId: string
  readonly expiresAt: number
  used: boolean
}

export type SessionLookup =
  | { readonly kind: 'live'; readonly session: Session }
  | { readonly kind: 'expired' }
  | { readonly kind: 'unknown' }

export type TicketLookup =
  | { readonly kind: 'valid'; readonly ticket: Ticket }
  | { readonly kind: 'expired' }
  | { readonly kind: 'invalid' }

/** A ticket token can be used once, within this time. */
export const TICKET_TTL_MS = 60_000

const token = (bytes: number): string => randomBytes(bytes).toString('base64url')

/** A new device id for a browser that has no device_id cookie yet. */
export const newDeviceId = (): string => randomUUID()

/** The stand-in hosts' table of live sessions by token (the app keeps its own in the browser). */
export interface SessionTable {
  open(kind: SessionKind, deviceId: string, accountId?: string, cCode?: string): Session
  lookup(s: string): SessionLookup
  end(s: string): void
  /** Live member sessions of an account, oldest first. */
  members(accountId: string): Session[]
  all(): readonly Session[]
  issueTicket(snack: string, accountId: string): Ticket
  /** Checks a ticket for a snack and uses it up when valid. */
  redeemTicket(tokenValue: string, snack: string): TicketLookup
}

export const createSessionTable = (now: () => number, ttlMs: number): SessionTable => {
  const sessions = new Map<string, Session>()
  const tickets = new Map<string, Ticket>()
  return {
    open(kind, deviceId, accountId, cCode = randomBytes(8).toString('hex')) {
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
      }
      sessions.set(session.s, session)
      return session
    },
    lookup(s) {
      const session = sessions.get(s)
      if (!session || session.ended) return { kind: 'unknown' }
      if (now() >= session.expiresAt) return { kind: 'expired' }
      return { kind: 'live', session }
    },
    end(s) {
      const session = sessions.get(s)
      if (session) session.ended = true
    },
    members(accountId) {
      const at = now()
      return [...sessions.values()]
        .filter((x) => x.kind === 'member' && x.accountId === accountId && !x.ended && at < x.expiresAt)
        .sort((a, b) => a.createdAt - b.createdAt)
    },
    all: () => [...sessions.values()],
    issueTicket(snack, accountId) {
      const ticket: Ticket = { token: token(18), snack, accountId, expiresAt: now() + TICKET_TTL_MS, used: false }
      tickets.set(ticket.token, ticket)
      return ticket
    },
    redeemTicket(tokenValue, snack) {
      const ticket = tickets.get(tokenValue)
      if (!ticket || ticket.used || ticket.snack !== snack) return { kind: 'invalid' }
      if (now() >= ticket.expiresAt) return { kind: 'expired' }
      ticket.used = true
      return { kind: 'valid', ticket }
    },
  }
}
