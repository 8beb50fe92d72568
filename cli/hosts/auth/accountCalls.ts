import type { accountCalls } from '../../../core/contract/accountCalls.ts'
import type { profileCalls } from '../../../core/contract/profileCalls.ts'
import { ResultCode, SSL_MODE, formatHostTime, isNameValid, isPasswordValid } from '../../../core/contract/index.ts'
import { PROFILE_COLOURS, TEMP_PASSWORD_MS, profileImageUrl } from './accountCare.ts'
import { type Account, passwordModifyDate } from './accounts.ts'
import { serializeCookie } from '../server/http.ts'
import type { Session } from './sessions.ts'
import type { DeviceRow } from './devices.ts'
import { LOGIN_KEY_COOKIE } from './calls.ts'
import type { AreaHandlers, CallAnswer, CallHandler, CallRequest, World } from '../server/callTypes.ts'
import { type ClipTab, viewerKey } from '../watch/watchStore.ts'
import { addressOf, counted, passwordTry } from '../locks/guarded.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'accounts' | 'care' | 'devices' | 'hosts' | 'limits' | 'money' | 'now' | 'print' | 'profiles' | 'sessionLimit' | 'sessions' | 'watch'
type Slice = Pick<World, Uses>

/**
 * The account calls (docs/contract.md "Account calls", docs/decisions/1440): 비밀번호 찾기 with a
 * temporary password the stand-in prints (a real mailer is configuration), reactivating a dormant
 * account, and the member's own account: profile, password, devices, leaving.
 */

const fail = (retval: number): CallAnswer => ({ retval })
const done = (output: unknown = {}): CallAnswer => ({ retval: ResultCode.success, output })

export type Member = Session & { readonly accountId: string; readonly account: Account }

/** The member session that asks, or undefined for a guest's (the member calls answer -109 then). */
export const memberOf = (request: CallRequest): Member | undefined => {
  const session = request.session
  return session?.kind === 'member' && session.accountId && session.account ? (session as Member) : undefined
}

/** A handler for members only; it uses what its own room uses (`U`). */
export const member =
  <U extends keyof World>(handle: (member: Member, request: CallRequest, world: Pick<World, U>) => Promise<CallAnswer>): CallHandler<U> =>
  (request, world) => {
    const who = memberOf(request)
    return who ? handle(who, request, world) : fail(ResultCode.loginRequired)
  }

/** Every other live member session of the account ends, with the other devices' remember-me keys. */
const endOthers = async (who: Member, world: Slice): Promise<number> => {
  const others = (await world.devices.list(who.accountId)).filter((d) => d.deviceId !== who.deviceId)
  // Each says why at its next request (-1810), and its kept key signs it back in no more.
  for (const other of others) await world.devices.signOut(who.accountId, other.deviceId, 'signedOut')
  await world.care.revokeLoginKeys(who.accountId, who.deviceId)
  return others.length
}

/** The same answer for a known and an unknown email (docs/decisions/1832); only a member's mail gets a code. */
const passwordResetRequest: CallHandler<Uses> = async (request, world) => {
  const wait = await counted(world, ['passwordResets', addressOf(request)])
  if (wait) return wait
  const account = await world.accounts.byEmail(request.params.email ?? '')
  if (account) {
    const code = await world.care.issueTempPassword(account.id)
    world.print(`[auth] 임시 비밀번호 ${code} → ${account.email} (${TEMP_PASSWORD_MS / 60_000}분; a real mailer is configuration)`)
  }
  return done({ expires_in: TEMP_PASSWORD_MS / 1000 })
}

const passwordReset: CallHandler<Uses> = async (request, world) => {
  const { email = '', temp_password = '', new_password = '' } = request.params
  const account = await world.accounts.byEmail(email)
  // An unknown email answers as a wrong temporary password does: nothing tells who is a member.
  if (!account) return fail(ResultCode.wrongPassword)
  if (!isPasswordValid(new_password)) return fail(ResultCode.parameterInvalid)
  const check = await world.care.checkTempPassword(account.id, temp_password)
  if (check === 'expired') return fail(ResultCode.temporaryPasswordExpired)
  if (check === 'wrong') return fail(ResultCode.wrongPassword)
  await world.care.setPassword(account.id, new_password)
  // Whoever held the old password is signed out everywhere, as after a password change.
  for (const session of await world.sessions.members(account.id)) await world.sessions.end(session.s)
  await world.care.revokeLoginKeys(account.id)
  return done()
}

const reactivate: CallHandler<Uses> = async (request, world) => {
  const tried = await passwordTry(request, world, request.params.email ?? '', request.params.password ?? '')
  if ('wait' in tried) return tried.wait
  const { check } = tried
  if (check.kind !== 'ok') return fail(ResultCode.wrongPassword)
  await world.care.reactivate(check.account.id)
  world.print(`[auth] dormant account ${check.account.id} reactivated`)
  return done()
}

const accountInfo = member<Uses>(async (who, _request, world) => {
  const { account } = who
  const web = world.hosts().web
  const picture = await world.care.profilePicture(account.id)
  const viewer = viewerKey(who)
  const clips = await Promise.all((['sections', 'scenes'] as ClipTab[]).map((tab) => world.watch.clips(viewer, tab)))
  return done({
    email: account.email,
    name: account.displayName,
    account_type: account.accountType,
    has_password: account.hasPassword ? 1 : 0,
    profile_img: profileImageUrl(web, account.id, picture),
    profile_pictures: PROFILE_COLOURS.map((_, n) => profileImageUrl(web, account.id, n)),
    profile_picture: picture,
    social_links: (await world.care.socialLinks(account.id)).map((l) => ({ provider: l.provider, email: l.email, linked_at: formatHostTime(l.linkedAt) })),
    sessions: (await world.devices.list(account.id)).map(deviceRow(who)),
    session_limit: world.sessionLimit,
    holdings: {
      currency: (await world.money.balance(who.accountId)).total,
      items: (await world.money.passes(who.accountId, world.now())).length,
      watched: (await world.watch.positions(viewer)).length,
      saved_videos: (await world.watch.savedVideos(viewer)).length,
      saved_clips: clips.flat().length,
    },
  })
})

const profileUpdate = member<Uses>(async (who, request, world) => {
  const { name, profile_picture } = request.params
  const picture = profile_picture === undefined || profile_picture === '' ? undefined : Number(profile_picture)
  if (name !== undefined && name !== '' && !isNameValid(name)) return fail(ResultCode.parameterInvalid)
  if (picture !== undefined && !(Number.isInteger(picture) && picture >= 0 && picture < PROFILE_COLOURS.length)) return fail(ResultCode.parameterInvalid)
  // The account's first profile is the account holder's own (docs/decisions/1900): its name and
  // picture are the account's, so they change together.
  const before = await world.profiles.list(who.accountId, { name: who.account.displayName, picture: await world.care.profilePicture(who.accountId) })
  await world.care.setProfile(who.accountId, { ...(name ? { name } : {}), ...(picture === undefined ? {} : { picture }) })
  const first = before.find((p) => p.first)
  if (first) await world.profiles.edit(first.id, { ...(name ? { name } : {}), ...(picture === undefined ? {} : { picture }) })
  const account = (await world.accounts.byId(who.accountId)) ?? who.account
  return done({ nickname: account.displayName, profile_img: profileImageUrl(world.hosts().web, account.id, await world.care.profilePicture(account.id)) })
})

const passwordChange = member<Uses>(async (who, request, world) => {
  const { password = '', new_password = '' } = request.params
  const check = await world.accounts.checkPassword(who.account.email, password)
  if (check.kind !== 'ok') return fail(ResultCode.wrongPassword)
  if (!isPasswordValid(new_password)) return fail(ResultCode.parameterInvalid)
  await world.care.setPassword(who.accountId, new_password)
  const ended = await endOthers(who, world)
  const account = (await world.accounts.byId(who.accountId)) ?? who.account
  return done({ password_modify_date: passwordModifyDate(account), ended_sessions: ended })
})

/** One device of 로그인한 기기: its kind and name, when it signed in and was last seen. */
const deviceRow = (who: Member) => (d: DeviceRow) => ({
  device_id: d.deviceId,
  since: formatHostTime(d.since),
  current: d.deviceId === who.deviceId ? (1 as const) : (0 as const),
  device_type: d.type,
  device_name: d.name,
  last_seen: formatHostTime(d.lastSeen),
})

/** deviceLogout: one other device of the account is signed out (this one signs out with logout); -3 for a device not signed in. */
const deviceLogout = member<Uses>(async (who, request, world) => {
  const deviceId = request.params.device_id ?? ''
  if (deviceId === who.deviceId) return fail(ResultCode.parameterInvalid)
  const ended = await world.devices.signOut(who.accountId, deviceId, 'signedOut')
  return ended > 0 ? done() : fail(ResultCode.dataNotFound)
})

const endOtherSessions = member<Uses>(async (who, _request, world) => done({ ended_sessions: await endOthers(who, world) }))

const unregister = member<Uses>(async (who, _request, world) => {
  await world.care.withdraw(who.accountId)
  world.print(`[auth] account ${who.accountId} withdrawn`)
  // Its remember-me key is gone from the store; the browser's cookie goes too, as logout clears it.
  return { ...done(), cookies: [serializeCookie({ name: LOGIN_KEY_COOKIE, value: '', expires: new Date(0), httpOnly: true, secure: SSL_MODE === 1 })] }
})

/** The profile calls of the same table are cli/hosts/profiles/calls.ts's. */
export const accountHandlers: AreaHandlers<Omit<typeof accountCalls, keyof typeof profileCalls>> = {
  passwordResetRequest,
  passwordReset,
  reactivate,
  accountInfo,
  profileUpdate,
  passwordChange,
  endOtherSessions,
  unregister,
  deviceLogout,
}
