import { type CallSpec, call } from './callSpec.ts'

/**
 * Invites (designed, docs/contract.md, docs/decisions/1451): a member's own code to pass on, and
 * using someone else's. On the API host, POST, signed with the client code of the session `s`;
 * browseCalls carries them, so they share its service and handlers.
 */
const invite = (path: string, fields: readonly string[], required: readonly string[]): CallSpec =>
  call({ method: 'POST', host: 'api', path, fields, required, signing: 'client', origin: 'designed' })

export const inviteCalls = {
  inviteInfo: invite('/v3/user/inviteInfo', ['s'], ['s']),
  inviteApply: invite('/v3/user/inviteApply', ['s', 'invite_code'], ['s', 'invite_code']),
} as const satisfies Record<string, CallSpec>
