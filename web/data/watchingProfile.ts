import { useSyncExternalStore } from 'react'
import type { ViewerProfile } from '../../core/api/schemas.account.ts'
import type { KeyValueStore } from '../../core/ports/storage.ts'
import { hostRead } from './hostReads.ts'
import { viewerChanged } from './viewerEpoch.ts'

/**
 * Who is watching on this device (docs/decisions/1902): the profile the session watches as, as
 * profileList or profileSelect last answered it. The host keeps the choice on the session; this is
 * the page's copy for the header, the kids home and the per-profile keys of this browser's storage.
 */
let watching: ViewerProfile | null = null
const listeners = new Set<() => void>()
const tell = () => {
  for (const listener of listeners) listener()
}

/** The profile watching now; null before it was read (or for a guest). */
export const watchingProfile = (): ViewerProfile | null => watching

/** profileList answered: its current profile is who is watching (no viewer change: the host's choice did not move). */
export const profileSeen = (profile: ViewerProfile | undefined): void => {
  if (!profile) return
  if (watching && watching.profile_id !== profile.profile_id) profileSwitched(profile)
  watching = profile
  tell()
}

/**
 * Who is watching, read through the one door (profileList, always asked again): as a member's
 * session settles, and after the first profile's name or picture changed. Its current profile is
 * who is watching; undefined when it could not be read (the header keeps what it had).
 */
export const readWatching = (): Promise<ViewerProfile | undefined> =>
  hostRead('profileList', {}, { answer: 'fresh' }).then(
    (list) => {
      const current = list.profiles.find((p) => p.current === 1)
      profileSeen(current)
      return current
    },
    () => undefined,
  )

/** profileSelect answered: another person watches now, so every kept answer was someone else's. */
export const profileSwitched = (profile: ViewerProfile): void => {
  if (watching?.profile_id !== profile.profile_id) {
    viewerChanged()
  }
  watching = profile
  tell()
}

/** A logout or another login: nobody's profile is known until it is read again. */
export const profileForgotten = (): void => {
  if (watching === null) return
  watching = null
  tell()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The profile watching now, drawn again when it changes. */
export const useWatchingProfile = (): ViewerProfile | null => useSyncExternalStore(subscribe, watchingProfile, () => null)

/** Is a kids profile watching? */
export const useKidsWatching = (): boolean => useWatchingProfile()?.kind === 'kids'

/**
 * This browser's key for a per-profile setting (recent searches, captions, speed, autoplay): one
 * key style, `<key>@<profile_id>`. Before a profile is known (a guest, the first paint) the plain key.
 */
export const profileKey = (key: string): string => (watching ? `${key}@${watching.profile_id}` : key)

/** A storage port whose keys are the watching profile's (profileKey): each person's settings on this device stay theirs. */
export const profileSettings = (store: KeyValueStore): KeyValueStore => ({
  getItem: (key) => store.getItem(profileKey(key)),
  setItem: (key, value) => store.setItem(profileKey(key), value),
  removeItem: (key) => store.removeItem(profileKey(key)),
})
