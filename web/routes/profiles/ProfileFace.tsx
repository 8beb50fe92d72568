import { useState } from 'react'
import type { ViewerProfile } from '../../../core/api/schemas.account.ts'

/** A viewing age as the pages say it. */
export const ageWords: Readonly<Record<ViewerProfile['age_limit'], string>> = {
  ALL: '전체 관람가',
  '7': '7세 이상',
  '12': '12세 이상',
  '15': '15세 이상',
  '19': '19세 이상',
}

/** A profile's picture, or its first letter when the picture does not load. */
export function ProfilePicture({ profile, size }: { readonly profile: Pick<ViewerProfile, 'name' | 'profile_img'>; readonly size: number }) {
  const [broken, setBroken] = useState(false)
  return profile.profile_img && !broken ? (
    <img className="profile-picture" src={profile.profile_img} alt="" width={size} height={size} onError={() => setBroken(true)} />
  ) : (
    <span className="profile-picture profile-picture--initial" style={{ width: size, height: size }} aria-hidden="true">
      {profile.name.slice(0, 1)}
    </span>
  )
}

/** One face of 누가 보나요?: picture, name, and what it says before it opens (PIN, kids, closed). */
export function ProfileFace({ profile, onPick }: { readonly profile: ViewerProfile; readonly onPick: () => void }) {
  const notes = [profile.kind === 'kids' ? '키즈' : '', profile.pin ? 'PIN 잠금' : '', profile.current ? '지금 보는 중' : ''].filter(Boolean)
  return (
    <button
      type="button"
      className="profiles__face"
      onClick={onPick}
      data-profile-id={profile.profile_id}
      aria-label={`${profile.name}${notes.length ? ` (${notes.join(', ')})` : ''}`}
    >
      <span className="profiles__picture">
        <ProfilePicture profile={profile} size={120} />
        {profile.pin ? (
          <span className="profiles__lock" aria-hidden="true">
            {/* Drawn, not an emoji: the site's fonts have no emoji glyphs. */}
            <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z" />
            </svg>
          </span>
        ) : null}
      </span>
      <span className="profiles__name">{profile.name}</span>
      {profile.kind === 'kids' ? <span className="profiles__badge">키즈</span> : null}
    </button>
  )
}
