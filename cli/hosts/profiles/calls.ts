import type { profileCalls } from '../../../core/contract/profileCalls.ts'
import { ResultCode, formatHostTime, isNameValid } from '../../../core/contract/index.ts'
import { PROFILE_COLOURS, profileImageUrl } from '../auth/accountCare.ts'
import { type Member, member } from '../auth/accountCalls.ts'
import type { AreaHandlers, CallAnswer, CallRequest, World } from '../server/callTypes.ts'
import { passwordTry } from '../locks/guarded.ts'
import { type AgeLimit, MAX_PROFILES, type ProfileKind, isAgeLimit, isPin, isProfileKind, kindCeiling, raises } from './rules.ts'
import type { Profile } from './table.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'accounts' | 'care' | 'hosts' | 'limits' | 'now' | 'profiles'
type Slice = Pick<World, Uses>

/**
 * The profile calls (docs/contract.md "Profile calls", docs/decisions/1900, 1901). Who may do what:
 * - a kids profile manages nothing (-1904): it could otherwise make itself a grown-up's profile;
 * - anything that lets a profile see more (a higher limit, kids to regular, a new profile above
 *   the asking one, a PIN set, changed or removed, removing a locked profile) asks for the
 *   account password, counted like a login's (-104 wrong, -1831 too many);
 * - 19 needs the account's adult verification (-50); a kids profile stays at 12 or lower (-11).
 */

const fail = (retval: number, output?: unknown): CallAnswer => (output === undefined ? { retval } : { retval, output })
const done = (output: unknown = {}): CallAnswer => ({ retval: ResultCode.success, output })

/** The account's profiles, the first made from the account when there is none yet. */
export const profilesOf = async (who: Member, world: Slice): Promise<readonly Profile[]> =>
  world.profiles.list(who.accountId, { name: who.account.displayName, picture: await world.care.profilePicture(who.accountId) })

/** The profile the session watches as: its chosen one, else the account's first. */
const currentOf = (who: Member, profiles: readonly Profile[]): Profile | undefined => profiles.find((p) => p.id === who.profile?.id) ?? profiles[0]

const rowOf = (who: Member, world: Slice, current: Profile | undefined) => (p: Profile) => ({
  profile_id: p.id,
  name: p.name,
  picture: p.picture,
  profile_img: profileImageUrl(world.hosts().web, who.accountId, p.picture),
  kind: p.kind,
  age_limit: p.ageLimit,
  pin: p.hasPin ? 1 : 0,
  locked_until: p.lockedUntil > world.now() ? formatHostTime(p.lockedUntil) : '',
  current: p.id === current?.id ? 1 : 0,
})

/** undefined when the password is right; else the answer (-104, or -1831 after too many). */
const passwordRefusal = async (who: Member, request: CallRequest, world: Slice): Promise<CallAnswer | undefined> => {
  const tried = await passwordTry(request, world, who.account.email, request.params.password ?? '')
  if ('wait' in tried) return tried.wait
  return tried.check.kind === 'ok' ? undefined : fail(ResultCode.wrongPassword)
}

/** The asked picture, the first for none; undefined when it is not one of the generated pictures. */
const pictureOf = (value: string | undefined): number | undefined => {
  if (value === undefined || value === '') return 0
  const n = Number(value)
  return Number.isInteger(n) && n >= 0 && n < PROFILE_COLOURS.length ? n : undefined
}

/** A kind and limit that go together and that the account may give: -11, -50, or undefined. */
const limitRefusal = (who: Member, kind: ProfileKind, limit: AgeLimit): number | undefined => {
  if (raises(kindCeiling(kind), limit)) return ResultCode.parameterInvalid
  if (limit === '19' && !who.adultVerified) return ResultCode.adultVerificationRequired
  return undefined
}

/** What every managing call checks first: a member, not in a kids profile; with the profiles. */
const managing = (
  handle: (who: Member, profiles: readonly Profile[], current: Profile | undefined, request: CallRequest, world: Slice) => Promise<CallAnswer>,
) =>
  member<Uses>(async (who, request, world) => {
    const profiles = await profilesOf(who, world)
    const current = currentOf(who, profiles)
    if (current?.kind === 'kids') return fail(ResultCode.kidsProfileCannotManage)
    return handle(who, profiles, current, request, world)
  })

const profileList = member<Uses>(async (who, _request, world) => {
  const profiles = await profilesOf(who, world)
  return done({ profiles: profiles.map(rowOf(who, world, currentOf(who, profiles))), max: MAX_PROFILES })
})

const profileAdd = managing(async (who, profiles, current, request, world) => {
  const { name = '', kind = 'regular' } = request.params
  const picture = pictureOf(request.params.picture)
  if (!isNameValid(name) || !isProfileKind(kind) || picture === undefined) return fail(ResultCode.parameterInvalid)
  const limit = request.params.age_limit || kindCeiling(kind)
  if (!isAgeLimit(limit)) return fail(ResultCode.parameterInvalid)
  if (profiles.length >= MAX_PROFILES) return fail(ResultCode.profileCountLimit)
  const refused = limitRefusal(who, kind, limit)
  if (refused !== undefined) return fail(refused)
  if (current && raises(current.ageLimit, limit)) {
    const wrong = await passwordRefusal(who, request, world)
    if (wrong) return wrong
  }
  const made = await world.profiles.add(who.accountId, { name: name.trim(), picture, kind, ageLimit: limit })
  return done(rowOf(who, world, current)(made))
})

const profileEdit = managing(async (who, profiles, current, request, world) => {
  const target = profiles.find((p) => p.id === request.params.profile_id)
  if (!target) return fail(ResultCode.dataNotFound)
  const { name, kind = target.kind, age_limit: limit = target.ageLimit } = request.params
  const picture = request.params.picture === undefined || request.params.picture === '' ? target.picture : pictureOf(request.params.picture)
  if ((name !== undefined && name !== '' && !isNameValid(name)) || !isProfileKind(kind) || !isAgeLimit(limit) || picture === undefined)
    return fail(ResultCode.parameterInvalid)
  const refused = limitRefusal(who, kind, limit)
  if (refused !== undefined) return fail(refused)
  if (raises(target.ageLimit, limit) || (target.kind === 'kids' && kind === 'regular')) {
    const wrong = await passwordRefusal(who, request, world)
    if (wrong) return wrong
  }
  await world.profiles.edit(target.id, { ...(name ? { name: name.trim() } : {}), picture, kind, ageLimit: limit })
  const edited = (await profilesOf(who, world)).find((p) => p.id === target.id) ?? target
  return done(rowOf(who, world, current)(edited))
})

const profileRemove = managing(async (who, profiles, _current, request, world) => {
  const target = profiles.find((p) => p.id === request.params.profile_id)
  if (!target) return fail(ResultCode.dataNotFound)
  // The first profile is made from the account and keeps its data: it stays, so the last one always does.
  if (target.first || profiles.length <= 1) return fail(ResultCode.lastProfile)
  if (target.hasPin) {
    const wrong = await passwordRefusal(who, request, world)
    if (wrong) return wrong
  }
  await world.profiles.remove(target.id)
  return done()
})

const profileSelect = member<Uses>(async (who, request, world) => {
  const profiles = await profilesOf(who, world)
  const target = profiles.find((p) => p.id === request.params.profile_id)
  if (!target) return fail(ResultCode.dataNotFound)
  const tried = await world.profiles.tryPin(target.id, request.params.pin ?? '')
  if (tried.kind === 'locked') return fail(ResultCode.profilePinLocked, { retry_after: Math.max(1, Math.ceil((tried.until - world.now()) / 1000)) })
  if (tried.kind === 'wrong') return fail(ResultCode.profilePinWrong, { tries_left: tried.left })
  await world.profiles.select(who.s, target.first ? undefined : target.id)
  return done(rowOf(who, world, target)(target))
})

const profilePin = managing(async (who, profiles, current, request, world) => {
  const target = profiles.find((p) => p.id === request.params.profile_id)
  if (!target) return fail(ResultCode.dataNotFound)
  const pin = request.params.pin ?? ''
  if (pin !== '' && !isPin(pin)) return fail(ResultCode.parameterInvalid)
  const wrong = await passwordRefusal(who, request, world)
  if (wrong) return wrong
  await world.profiles.setPin(target.id, pin === '' ? undefined : pin)
  const changed = (await profilesOf(who, world)).find((p) => p.id === target.id) ?? target
  return done(rowOf(who, world, current)(changed))
})

export const profileHandlers: AreaHandlers<typeof profileCalls> = { profileList, profileAdd, profileEdit, profileRemove, profileSelect, profilePin }
