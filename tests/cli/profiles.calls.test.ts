import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../core/contract/index.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { seedAccounts } from '../../cli/hosts/auth/accounts.ts'
import { testClock } from './adultHelpers.ts'
import { type BrowseSession, memberSession, passwordSession } from './browseHelpers.ts'
import { addProfile, profilesOf, selectProfile } from './profileHelpers.ts'
import { PIN_LOCK_MS } from '../../cli/hosts/profiles/rules.ts'

/** The profile calls over the stand-in's real HTTP and store (docs/contract.md "Profile calls"). */
let running: RunningHosts
const clock = testClock()
const minji = seedAccounts.find((a) => a.id === 'minji')!
let own: BrowseSession

beforeAll(async () => {
  running = await startHosts({ portBase: 0, sessionLimit: 10_000, print: () => {}, now: clock.now })
  own = await memberSession(running.hosts, 'seed-minji')
}, 60_000)
afterAll(() => running.close())

describe('profiles', () => {
  it('the account has its first profile, made from the account, before anything is added', async () => {
    const profiles = await profilesOf(own)
    expect(profiles).toHaveLength(1)
    expect(profiles[0]).toMatchObject({ name: '김민지', kind: 'regular', age_limit: '19', pin: 0, current: 1 })
  })

  it('adds up to five, refuses a sixth, a kids profile above 12, and the first one’s removal', async () => {
    const kids = await addProfile(own, { name: '아이', kind: 'kids', age_limit: '7' })
    expect(kids).toMatchObject({ kind: 'kids', age_limit: '7' })
    expect((await own.call('profileAdd', { name: '큰아이', kind: 'kids', age_limit: '15' })).body.retval).toBe(ResultCode.parameterInvalid)
    const mum = await addProfile(own, { name: '엄마' })
    const extra = [await addProfile(own, { name: '셋' }), await addProfile(own, { name: '넷' })]
    expect((await own.call('profileAdd', { name: '여섯' })).body.retval).toBe(ResultCode.profileCountLimit)
    const first = (await profilesOf(own))[0]!
    expect((await own.call('profileRemove', { profile_id: first.profile_id })).body.retval).toBe(ResultCode.lastProfile)
    for (const p of extra) expect((await own.call('profileRemove', { profile_id: p.profile_id })).body.retval).toBe(ResultCode.success)
    expect((await profilesOf(own)).map((p) => p.name)).toEqual(['김민지', '아이', '엄마'])
    expect(mum.age_limit).toBe('19')
  })

  it('a PIN needs the account password; five wrong PINs close the profile for a while; the password resets it', async () => {
    const mum = (await profilesOf(own)).find((p) => p.name === '엄마')!
    expect((await own.call('profilePin', { profile_id: mum.profile_id, pin: '1234', password: 'wrong-one' })).body.retval).toBe(ResultCode.wrongPassword)
    expect((await own.call('profilePin', { profile_id: mum.profile_id, pin: '1234', password: minji.password })).body.retval).toBe(ResultCode.success)
    const other = await passwordSession(running.hosts, minji.email, minji.password, true)
    expect((await other.call('profileSelect', { profile_id: mum.profile_id })).body.retval).toBe(ResultCode.profilePinWrong)
    for (let i = 0; i < 3; i += 1)
      expect((await other.call('profileSelect', { profile_id: mum.profile_id, pin: '0000' })).body.retval).toBe(ResultCode.profilePinWrong)
    expect((await other.call('profileSelect', { profile_id: mum.profile_id, pin: '0000' })).body.retval).toBe(ResultCode.profilePinLocked)
    // Closed: even the right PIN waits.
    expect((await other.call('profileSelect', { profile_id: mum.profile_id, pin: '1234' })).body.retval).toBe(ResultCode.profilePinLocked)
    clock.advance(PIN_LOCK_MS + 1)
    await selectProfile(other, mum.profile_id, '1234')
    expect((await profilesOf(other)).find((p) => p.current === 1)?.name).toBe('엄마')
    // A forgotten PIN: reset with the account password.
    expect((await own.call('profilePin', { profile_id: mum.profile_id, pin: '4321', password: minji.password })).body.retval).toBe(ResultCode.success)
    await selectProfile(other, mum.profile_id, '4321')
  })

  it('a kids profile manages nothing, plays nothing above its limit, and raising a limit asks for the password', async () => {
    const kidsSession = await passwordSession(running.hosts, minji.email, minji.password, true)
    const kids = (await profilesOf(kidsSession)).find((p) => p.kind === 'kids')!
    await selectProfile(kidsSession, kids.profile_id)
    expect((await kidsSession.call('profileAdd', { name: '몰래' })).body.retval).toBe(ResultCode.kidsProfileCannotManage)
    expect((await kidsSession.call('profileEdit', { profile_id: kids.profile_id, age_limit: '12', password: minji.password })).body.retval).toBe(
      ResultCode.kidsProfileCannotManage,
    )
    const fifteen = running.catalogue.titles.find((t) => t.ageRating === '15' && !t.adult)!
    expect((await kidsSession.call('playInfo', { movie_url: fifteen.movieUrl })).body.retval).toBe(ResultCode.profileLimit7)
    expect((await own.call('profileEdit', { profile_id: kids.profile_id, age_limit: '12' })).body.retval).toBe(ResultCode.wrongPassword)
    expect((await own.call('profileEdit', { profile_id: kids.profile_id, age_limit: '12', password: minji.password })).body.retval).toBe(ResultCode.success)
    expect((await own.call('profileEdit', { profile_id: kids.profile_id, age_limit: 'ALL' })).body.retval).toBe(ResultCode.success)
    expect((await kidsSession.call('playInfo', { movie_url: fifteen.movieUrl })).body.retval).toBe(ResultCode.profileLimitAll)
  })

  it('each profile keeps its own 이어보기 and tastes; the account’s stay with the first', async () => {
    const kidsSession = await passwordSession(running.hosts, minji.email, minji.password, true)
    const kids = (await profilesOf(kidsSession)).find((p) => p.kind === 'kids')!
    await selectProfile(kidsSession, kids.profile_id)
    const free = running.catalogue.titles.find((t) => t.ageRating === 'ALL' && !t.adult)!
    expect((await kidsSession.call('savePosition', { movie_url: free.movieUrl, position: 30, duration: free.durationSec })).body.retval).toBe(
      ResultCode.success,
    )
    const tabOf = async (s: BrowseSession) => JSON.stringify((await s.call('myList', { tab: 1 })).body)
    expect(await tabOf(kidsSession)).toContain(free.movieUrl)
    expect(await tabOf(own)).not.toContain(free.movieUrl)
  })

  it('the account’s name and picture are its first profile’s: profileUpdate changes both, and no other profile', async () => {
    expect((await own.call('profileUpdate', { name: '바뀐민지', profile_picture: '2' })).body.retval).toBe(ResultCode.success)
    const [first, ...others] = await profilesOf(own)
    expect(first).toMatchObject({ name: '바뀐민지', picture: 2 })
    expect(others.map((p) => p.name)).not.toContain('바뀐민지')
    expect((await own.call('profileUpdate', { name: '김민지' })).body.retval).toBe(ResultCode.success)
    expect((await profilesOf(own))[0]?.name).toBe('김민지')
  })
})
