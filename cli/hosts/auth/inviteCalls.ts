import type { inviteCalls } from '../../../core/contract/inviteCalls.ts'
import { ResultCode } from '../../../core/contract/index.ts'
import { normalInviteCode } from './invites.ts'
import type { AreaHandlers, CallHandler } from '../server/callTypes.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'invites'

/** inviteInfo: the member's code, the code they used and how many used theirs; -109 a guest. */
export const inviteInfo: CallHandler<Uses> = async (request, world) => {
  const session = request.session
  if (session?.kind !== 'member' || !session.accountId) return { retval: ResultCode.loginRequired }
  const state = await world.invites.state(session.accountId)
  return {
    retval: ResultCode.success,
    output: { invite_code: state.code, used_code: state.used?.code ?? null, invited_count: state.invitedCount, open: state.open ? 1 : 0 },
  }
}

/** inviteApply: a member who has used none uses `invite_code` on the session's device; -109 a guest, -118, -120, -11919. */
export const inviteApply: CallHandler<Uses> = async (request, world) => {
  const session = request.session
  if (session?.kind !== 'member' || !session.accountId) return { retval: ResultCode.loginRequired }
  const code = request.params.invite_code ?? ''
  const retval = await world.invites.use({ accountId: session.accountId, code, device: session.deviceId })
  return retval === ResultCode.success ? { retval, output: { used_code: normalInviteCode(code) } } : { retval }
}

export const inviteHandlers: AreaHandlers<typeof inviteCalls> = { inviteInfo, inviteApply }
