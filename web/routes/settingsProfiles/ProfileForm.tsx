import { useId, useState } from 'react'
import { useFetcher } from 'react-router'
import type { ViewerProfile } from '../../../core/api/schemas.account.ts'
import type { ActResult } from '../../data/actions.ts'
import { ageWords } from '../profiles/ProfileFace.tsx'
import { type AgeLimit, type ProfileKind, letsSeeMore, limitsFor } from './profileRules.ts'

/** What a social-only account reads where a step asks for the account password. */
export const NO_PASSWORD =
  '간편 로그인으로 가입한 계정은 비밀번호가 없어 이 변경을 할 수 없습니다. 시청 연령을 올리거나 PIN을 바꾸는 일은 비밀번호가 있는 계정에서만 됩니다.'

export interface ProfileFormProps {
  /** The profile being changed; none: a new one. */
  readonly profile?: ViewerProfile
  /** What the change is measured against: the profile's own kind and limit, or (a new one) the watching profile's. */
  readonly from: { readonly kind: ProfileKind; readonly limit: AgeLimit }
  readonly pictures: readonly string[]
  readonly adultVerified: boolean
  /** A social-only account has no password to give (docs/decisions/1902): what asks for one is not offered. */
  readonly hasPassword: boolean
}

/**
 * A profile's name, picture, kind and viewing age (add, or 바꾸기). The account password is asked
 * for as soon as the choice lets the profile see more; 19 waits for the account's adult verification.
 */
export function ProfileForm({ profile, from, pictures, adultVerified, hasPassword }: ProfileFormProps) {
  const fetcher = useFetcher<ActResult>()
  const [kind, setKind] = useState<ProfileKind>(profile?.kind ?? 'regular')
  const [limit, setLimit] = useState<AgeLimit>(profile?.age_limit ?? (from.limit === '19' ? '15' : from.limit))
  const shownLimit = limitsFor(kind).includes(limit) ? limit : '12'
  const asksPassword = letsSeeMore(from, { kind, limit: shownLimit })
  const ids = { name: useId(), kind: useId(), limit: useId(), password: useId() }
  const prefix = profile ? '' : '새 프로필 '
  return (
    <fetcher.Form method="post" noValidate className="account__form" aria-label={profile ? `${profile.name} 프로필 바꾸기` : '새 프로필 만들기'}>
      <input type="hidden" name="intent" value={profile ? 'edit' : 'add'} />
      {profile ? <input type="hidden" name="profile_id" value={profile.profile_id} /> : null}
      <div className="account__field">
        <label htmlFor={ids.name}>{prefix}이름</label>
        <input id={ids.name} name="name" defaultValue={profile?.name ?? ''} maxLength={20} required={!profile} autoComplete="off" />
      </div>
      <fieldset className="account__field">
        <legend>{prefix}사진</legend>
        <div className="account__pictures">
          {pictures.map((src, n) => (
            <label key={src} className="account__picture">
              <input type="radio" name="picture" value={n} defaultChecked={n === (profile?.picture ?? 0)} aria-label={`사진 ${n + 1}`} />
              <img src={src} alt="" width={56} height={56} />
            </label>
          ))}
        </div>
      </fieldset>
      <div className="profile-manage__row">
        <div className="account__field">
          <label htmlFor={ids.kind}>종류</label>
          <select id={ids.kind} name="kind" value={kind} onChange={(event) => setKind(event.target.value as ProfileKind)}>
            <option value="regular">일반</option>
            <option value="kids">키즈 (12세 이하)</option>
          </select>
        </div>
        <div className="account__field">
          <label htmlFor={ids.limit}>시청 연령</label>
          <select id={ids.limit} name="age_limit" value={shownLimit} onChange={(event) => setLimit(event.target.value as AgeLimit)}>
            {limitsFor(kind).map((l) => (
              <option key={l} value={l} disabled={l === '19' && !adultVerified}>
                {ageWords[l]}
                {l === '19' && !adultVerified ? ' (성인 인증 필요)' : ''}
              </option>
            ))}
          </select>
        </div>
      </div>
      {asksPassword && !hasPassword ? (
        <p className="account__message account__message--problem">{NO_PASSWORD}</p>
      ) : asksPassword ? (
        <div className="account__field">
          <label htmlFor={ids.password}>계정 비밀번호</label>
          <input type="hidden" name="needs_password" value="1" />
          <input id={ids.password} name="password" type="password" autoComplete="current-password" aria-describedby={`${ids.password}-why`} />
          <p id={`${ids.password}-why`} className="account__lead">
            더 높은 시청 연령을 보려면 계정 비밀번호가 필요합니다.
          </p>
        </div>
      ) : null}
      <button type="submit" className="button button--primary account__button" aria-disabled={fetcher.state !== 'idle'}>
        {profile ? '바꾸기' : '프로필 만들기'}
      </button>
      {fetcher.data ? (
        <p className={fetcher.data.ok ? 'account__message account__message--ok' : 'account__message account__message--problem'} role="status">
          {fetcher.data.message}
        </p>
      ) : null}
    </fetcher.Form>
  )
}
