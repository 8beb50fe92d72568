import { type CallSpec, call } from './callSpec.ts'

/**
 * Profiles (designed, docs/contract.md "Profile calls"; docs/decisions/1900): up to five people of
 * one account. The profile a device watches as lives on its session, like the adult verification:
 * profileSelect sets it, and every later call with that `s` answers for that profile.
 */
const asMember = (path: string, fields: readonly string[], required: readonly string[] = ['s']): CallSpec =>
  call({ method: 'POST', host: 'auth', path, fields, required, signing: 'client', origin: 'designed' })

export const profileCalls = {
  /** 누가 보나요?: the account's profiles and which one this session watches as. */
  profileList: asMember('/v3/profile/list', ['s']),
  /** A new profile; a limit above the current profile's asks for the account password. */
  profileAdd: asMember('/v3/profile/add', ['s', 'name', 'picture', 'kind', 'age_limit', 'password'], ['s', 'name']),
  /** Rename, picture, kind or limit; raising the limit (or kids to regular) asks for the account password. */
  profileEdit: asMember('/v3/profile/edit', ['s', 'profile_id', 'name', 'picture', 'kind', 'age_limit', 'password'], ['s', 'profile_id']),
  /** Removes a profile (never the last); a locked one asks for the account password. */
  profileRemove: asMember('/v3/profile/remove', ['s', 'profile_id', 'password'], ['s', 'profile_id']),
  /** Watch as this profile on this device; a locked one asks for its PIN. */
  profileSelect: asMember('/v3/profile/select', ['s', 'profile_id', 'pin'], ['s', 'profile_id']),
  /** Sets, changes or (pin '') removes the 4-digit PIN, or resets a forgotten one: always with the account password. */
  profilePin: asMember('/v3/profile/pin', ['s', 'profile_id', 'pin', 'password'], ['s', 'profile_id', 'password']),
} as const satisfies Record<string, CallSpec>
