import { ResultCode, describeAgent } from '../../../core/contract/index.ts'
import type { Session } from './sessions.ts'
import type { Db } from '../store/db.ts'

/**
 * Devices (docs/decisions/1810): a member's device holds one session. A new login on the device
 * joins that session (same token and client code, so its tabs and reloads stay one device) or
 * replaces the device's session of another account; past the account's device limit the device
 * signed in longest ago is signed out. An ended session remembers why, so its next request says
 * so (-113, -1810) instead of renewing itself silently.
 */
export type EndReason = 'replaced' | 'limit' | 'signedOut'

export interface DeviceRow {
  readonly deviceId: string
  readonly s: string
  readonly type: number
  readonly name: string
  readonly since: number
  readonly lastSeen: number
}

export interface DeviceTable {
  /** The device's live member session of this account, if any: a new login there joins it. */
  liveSession(accountId: string, deviceId: string): Promise<{ readonly s: string; readonly cCode: string } | undefined>
  /** The member session `s` is its device's: the device's other member sessions end ('replaced'); what the device is, from its User-Agent. */
  settle(s: string, deviceId: string, userAgent: string | undefined): Promise<void>
  /** The account's signed-in devices, the one signed in longest ago first. */
  list(accountId: string): Promise<readonly DeviceRow[]>
  /** Ends the device's sessions of the account, for `reason`, with its remember-me keys. Returns how many sessions ended. */
  signOut(accountId: string, deviceId: string, reason: EndReason): Promise<number>
  /** Past `limit` devices, the ones signed in longest ago are signed out ('limit'). */
  enforceLimit(accountId: string, limit: number): Promise<void>
  /** Why an ended session ended, if it was one of ours. */
  endReason(s: string): Promise<EndReason | undefined>
  /** The session called a host now (written at most once a minute per session). */
  seen(session: Session): Promise<void>
}

/** The code a revoked key's automatic login names (docs/decisions/1813); a replaced session revokes no key. */
const revokedWhy: Readonly<Record<EndReason, number | null>> = {
  limit: ResultCode.multiSessionLimitExceeded,
  signedOut: ResultCode.signedOutElsewhere,
  replaced: null,
}

/** last_seen is written at most this often per session: one write a minute, not one a call. */
const SEEN_EVERY_MS = 60_000

interface DeviceSqlRow {
  s: string
  device_id: string
  device_type: number | null
  device_name: string | null
  created_at: string | number
  last_seen_at: string | number | null
}

export const createDeviceTable = (db: Db, now: () => number, ttlMs: number): DeviceTable => {
  const written = new Map<string, number>()
  const live = `kind = 'member' AND NOT ended AND expires_at > $2`
  return {
    async liveSession(accountId, deviceId) {
      const [row] = await db.query<{ s: string; c_code: string }>(
        `SELECT s, c_code FROM sessions WHERE account_id = $1 AND ${live} AND device_id = $3 ORDER BY seq DESC LIMIT 1`,
        [accountId, now(), deviceId],
      )
      return row ? { s: row.s, cCode: row.c_code } : undefined
    },
    async settle(s, deviceId, userAgent) {
      const agent = describeAgent(userAgent)
      const at = now()
      await db.transaction(async (tx) => {
        await tx.query(`UPDATE sessions SET ended = true, end_reason = 'replaced' WHERE device_id = $1 AND s <> $3 AND ${live}`, [deviceId, at, s])
        // Joining keeps the session alive as a fresh login would.
        await tx.query('UPDATE sessions SET device_type = $2, device_name = $3, last_seen_at = $4, expires_at = GREATEST(expires_at, $5) WHERE s = $1', [
          s,
          agent.type,
          agent.name,
          at,
          at + ttlMs,
        ])
      })
    },
    async list(accountId) {
      const rows = await db.query<DeviceSqlRow>(
        `SELECT s, device_id, device_type, device_name, created_at, last_seen_at FROM sessions WHERE account_id = $1 AND ${live} ORDER BY created_at, seq`,
        [accountId, now()],
      )
      return rows.map((r) => ({
        deviceId: r.device_id,
        s: r.s,
        type: r.device_type ?? describeAgent(undefined).type,
        name: r.device_name ?? '알 수 없는 브라우저',
        since: Number(r.created_at),
        lastSeen: Number(r.last_seen_at ?? r.created_at),
      }))
    },
    async signOut(accountId, deviceId, reason) {
      return db.transaction(async (tx) => {
        const ended = await tx.query<{ s: string }>(
          `UPDATE sessions SET ended = true, end_reason = $3 WHERE account_id = $1 AND ${live} AND device_id = $4 RETURNING s`,
          [accountId, now(), reason, deviceId],
        )
        // Its kept key must not sign it back in (and push another device out again); its next page load says why (docs/decisions/1813).
        await tx.query('UPDATE login_keys SET revoked_at = $3, revoked_why = $4 WHERE account_id = $1 AND device_id = $2 AND revoked_at IS NULL', [
          accountId,
          deviceId,
          now(),
          revokedWhy[reason],
        ])
        return ended.length
      })
    },
    async enforceLimit(accountId, limit) {
      const devices = await this.list(accountId)
      for (const device of devices.slice(0, Math.max(0, devices.length - limit))) await this.signOut(accountId, device.deviceId, 'limit')
    },
    async endReason(s) {
      const [row] = await db.query<{ end_reason: string | null }>('SELECT end_reason FROM sessions WHERE s = $1 AND ended', [s])
      const reason = row?.end_reason
      return reason === 'replaced' || reason === 'limit' || reason === 'signedOut' ? reason : undefined
    },
    async seen(session) {
      if (session.kind !== 'member') return
      const at = now()
      const last = written.get(session.s) ?? 0
      if (at - last < SEEN_EVERY_MS && at >= last) return
      written.set(session.s, at)
      await db.query('UPDATE sessions SET last_seen_at = $2 WHERE s = $1', [session.s, at])
    },
  }
}
