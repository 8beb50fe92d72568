import { randomInt } from 'node:crypto'
import { CookieName, ResultCode } from '../../../core/contract/index.ts'
import type { Account } from './accounts.ts'
import type { CallRequest, World } from '../server/callTypes.ts'
import type { Db } from '../store/db.ts'
import type { Limits } from '../locks/limits.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'invites' | 'print'
type Slice = Pick<World, Uses>

/**
 * Invites (docs/decisions/1451): every member has an invite code to pass on; a new member uses
 * someone else's code once, at sign-up or from /event/invitePopup, and a device takes one invite.
 * Who invited whom, on which device and when are rows of `invites` (migration 0007).
 */

/** The invite a member used: whose code, and when. */
export interface UsedInvite {
  readonly code: string
  readonly usedAt: number
}

export interface InviteState {
  /** The member's own code (made on first ask). */
  readonly code: string
  /** The invite this member used, if any. */
  readonly used: UsedInvite | null
  /** How many members used this member's code. */
  readonly invitedCount: number
  /** Whether invites are taken now (the event runs). */
  readonly open: boolean
}

export interface InviteUse {
  readonly accountId: string
  readonly code: string
  readonly device: string
}

/** The answer to using a code: 0, or the result code that refused it. */
export type InviteResult =
  | typeof ResultCode.success
  | typeof ResultCode.inviteUseStopped
  | typeof ResultCode.inviteAlreadyUsedSameDevice
  | typeof ResultCode.inviteNotFound
  | typeof ResultCode.tooManyAttempts

export interface InviteTable {
  state(accountId: string): Promise<InviteState>
  /**
   * Uses `code` for the account on the device: -118 while the event is stopped, -120 for a code
   * no other member has, -11919 when the device or the account already used one.
   */
  use(input: InviteUse): Promise<InviteResult>
  /** The invite event's switch (the admin endpoint's /__admin/invites): stopped answers -118 to every use. */
  stopped: boolean
}

/** Codes as members read them aloud: capitals and digits without 0/O and 1/I. */
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A new invite code: 8 letters of CODE_LETTERS (32^8, so the unique key almost never refuses one). */
export const newInviteCode = (): string => Array.from({ length: 8 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('')

/** A code as typed (spaces, small letters) in the form codes are stored. */
export const normalInviteCode = (code: string): string => code.trim().toUpperCase()

/** `limits`: a member's code is used a few times a day at most, whatever device ids the users name (docs/decisions/1831). */
export const createInviteTable = (db: Db, now: () => number, limits?: Limits): InviteTable => {
  const codeOf = async (accountId: string): Promise<string> => {
    // Made on first ask and kept: the unique key makes two members' codes differ.
    await db.query('UPDATE accounts SET invite_code = $2 WHERE id = $1 AND invite_code IS NULL', [accountId, newInviteCode()])
    const [row] = await db.query<{ invite_code: string }>('SELECT invite_code FROM accounts WHERE id = $1', [accountId])
    return row?.invite_code ?? ''
  }
  const table: InviteTable = {
    stopped: false,
    async state(accountId) {
      const code = await codeOf(accountId)
      const [used] = await db.query<{ code: string; used_at: string | number }>('SELECT code, used_at FROM invites WHERE account_id = $1', [accountId])
      const [count] = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM invites WHERE inviter_id = $1', [accountId])
      return { code, used: used ? { code: used.code, usedAt: Number(used.used_at) } : null, invitedCount: Number(count?.n ?? 0), open: !table.stopped }
    },
    async use({ accountId, code, device }) {
      if (table.stopped) return ResultCode.inviteUseStopped
      const wanted = normalInviteCode(code)
      const [inviter] = await db.query<{ id: string }>('SELECT id FROM accounts WHERE invite_code = $1 AND withdrawn_at IS NULL AND id <> $2', [
        wanted,
        accountId,
      ])
      if (!inviter) return ResultCode.inviteNotFound
      const [taken] = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM invites WHERE account_id = $1 OR device_id = $2', [accountId, device])
      if (Number(taken?.n ?? 0) > 0) return ResultCode.inviteAlreadyUsedSameDevice
      if (limits && !(await limits.take(['invites', inviter.id])).ok) return ResultCode.tooManyAttempts
      // The keys refuse a second row for the account or the device even if two uses race.
      const inserted = await db.query(
        'INSERT INTO invites (account_id, inviter_id, code, device_id, used_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING account_id',
        [accountId, inviter.id, wanted, device, now()],
      )
      if (inserted.length > 0) return ResultCode.success
      await limits?.refund(['invites', inviter.id])
      return ResultCode.inviteAlreadyUsedSameDevice
    },
  }
  return table
}

/**
 * signUp's invite: the call's `invite_code`, else the one the invitation link left on the
 * session (the invite_code cookie), used for the new account on its device. The account stays
 * made whatever the answer; the outcome is in the log and in the member's inviteInfo.
 */
export const useInviteAtSignUp = async (request: CallRequest, world: Slice, account: Account): Promise<void> => {
  const code = request.params.invite_code || request.cookies[CookieName.inviteCode]
  const device = request.params.device_id || request.cookies[CookieName.deviceId]
  if (!code || !device) return
  const result = await world.invites.use({ accountId: account.id, code, device })
  world.print(`[auth] invite ${normalInviteCode(code)} for ${account.id}: ${result === ResultCode.success ? 'used' : `refused ${result}`}`)
}
