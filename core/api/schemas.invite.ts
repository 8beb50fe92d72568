import { Schema } from 'effect'

/** Output schemas of the invite calls (designed, docs/contract.md, docs/decisions/1451). */

/** A member's invites: the code to pass on, whose code they used, how many used theirs. */
export const InviteInfoOutput = Schema.Struct({
  /** The member's own code. */
  invite_code: Schema.String,
  /** The code this member used, or null: not yet (the popup then offers to enter one). */
  used_code: Schema.NullOr(Schema.String),
  /** How many members joined with this member's code. */
  invited_count: Schema.Number,
  /** 1 while the invite event takes codes; 0 when it ended (-118). */
  open: Schema.Literals([0, 1]),
})
export type InviteInfoOutput = typeof InviteInfoOutput.Type

/** The code was used: whose it was. */
export const InviteApplyOutput = Schema.Struct({ used_code: Schema.String })
export type InviteApplyOutput = typeof InviteApplyOutput.Type

export const inviteOutputs = {
  inviteInfo: InviteInfoOutput,
  inviteApply: InviteApplyOutput,
} as const
