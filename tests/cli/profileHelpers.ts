import { expect } from 'vitest'
import { ResultCode } from '../../core/contract/index.ts'
import type { BrowseSession } from './browseHelpers.ts'

/** A profile row as profileList answers it. */
export interface ProfileRow {
  readonly profile_id: string
  readonly name: string
  readonly kind: 'regular' | 'kids'
  readonly age_limit: string
  readonly pin: 0 | 1
  readonly current: 0 | 1
}

export const profilesOf = async (session: BrowseSession): Promise<ProfileRow[]> => {
  const answer = await session.call('profileList')
  expect(answer.body.retval).toBe(ResultCode.success)
  return (answer.body.output as { profiles: ProfileRow[] }).profiles
}

/** A new profile of the session's account, made from its first (regular) profile. */
export const addProfile = async (session: BrowseSession, fields: Record<string, string>): Promise<ProfileRow> => {
  const answer = await session.call('profileAdd', fields)
  expect(answer.body.retval, JSON.stringify(answer.body)).toBe(ResultCode.success)
  return answer.body.output as ProfileRow
}

/** The session watches as this profile from now on. */
export const selectProfile = async (session: BrowseSession, profileId: string, pin?: string): Promise<void> => {
  const answer = await session.call('profileSelect', { profile_id: profileId, ...(pin ? { pin } : {}) })
  expect(answer.body.retval, JSON.stringify(answer.body)).toBe(ResultCode.success)
}
