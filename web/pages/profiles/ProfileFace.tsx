import { useState } from 'react'
import type { ViewerProfile } from '../../../core/api/schemas.account.ts'

/** A viewing age as the pages say it. */
export const ageWords: Readonly<Record<ViewerProfile['age_limit'], string>> = { ALL: '전체 관람가', '7': '7세 이상', '12': '12세 이상', '15': '15세 이상', '19': '19세 이상' }

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
    <button type="button" className="profiles__face" onClick={onPick} data-profile-id={profile.profile_id} aria-label={`${profile.name}${notes.length ? ` (${notes.join(', ')})` : ''}`}>
      <span className="profiles__picture">
        <ProfilePicture profile={profile} size={120} />
        {profile.pin ? (
          <span className="profiles__lock" aria-hidden="true">
            🔒
          </span>
        ) : null}
      </span>
      <span className="profiles__name">{profile.name}</span>
      {profile.kind === 'kids' ? <span className="profiles__badge">키즈</span> : null}
    </button>
  )
}
