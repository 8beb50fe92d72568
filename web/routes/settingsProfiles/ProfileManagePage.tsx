import { useEffect, useId } from 'react'
import { Link, useFetcher } from 'react-router'
import type { ViewerProfile } from '../../../core/api/schemas.account.ts'
import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import type { ActResult } from '../../data/actions.ts'
import type { profileManageLoad } from './loader.ts'
import { usePageData, usePart } from '../../data/pageData.ts'
import { profileSeen } from '../../data/watchingProfile.ts'
import { paths } from '../../paths.ts'
import { useSession } from '../../shell/hooks.ts'
import { ProfilePicture, ageWords } from '../profiles/ProfileFace.tsx'
import { NO_PASSWORD, ProfileForm } from './ProfileForm.tsx'
import '../../components/AccountForms.css'
import '../profiles/Profiles.css'
// The page's writes (its route's action): in this module, so a form's write waits for no more code.
export { act } from './action.ts'

/**
 * /settings/profiles, 관리 (docs/decisions/1902): each profile's name, picture, kind and viewing
 * age, its PIN, and 삭제; a new one while the account has fewer than five. What lets a profile see
 * more asks for the account password; a kids profile manages nothing (the host says so).
 */
export default function ProfileManagePage() {
  const data = usePageData<typeof profileManageLoad>()
  const profiles = usePart(data.profiles)
  const account = usePart(data.account)
  const { adultVerified } = useSession()
  const list = profiles.status === 'ok' ? profiles.data.profiles : undefined
  useEffect(() => profileSeen(list?.find((p) => p.current === 1)), [list])
  if (profiles.status === 'error')
    return <ErrorState title="프로필을 불러오지 못했습니다" message={profiles.message} error={profiles.error} onRetry={profiles.retry} />
  if (account.status === 'error')
    return <ErrorState title="계정 정보를 불러오지 못했습니다" message={account.message} error={account.error} onRetry={account.retry} />
  if (profiles.status === 'loading' || account.status === 'loading') {
    return (
      <PageFrame>
        <p role="status">프로필을 불러오는 중…</p>
      </PageFrame>
    )
  }
  const watching = profiles.data.profiles.find((p) => p.current === 1) ?? profiles.data.profiles[0]
  const pictures = account.data.profile_pictures
  const hasPassword = account.data.has_password === 1
  const room = profiles.data.max - profiles.data.profiles.length
  return (
    <PageFrame>
      <div className="profile-manage">
        <p className="account__lead">
          한 계정에 프로필을 {profiles.data.max}개까지 둘 수 있습니다. 프로필마다 시청 기록, 이어보기, 찜과 취향이 따로 쌓입니다.{' '}
          <Link to={paths.profiles(paths.settingsProfiles())}>누가 보나요?</Link>
        </p>
        {profiles.data.profiles.map((profile) => (
          <section key={profile.profile_id} className="profile-manage__card" aria-label={`${profile.name} 프로필`}>
            <div className="profile-manage__head">
              <ProfilePicture profile={profile} size={48} />
              <h2>{profile.name}</h2>
              <span className="account__lead">
                {profile.kind === 'kids' ? '키즈 · ' : ''}
                {ageWords[profile.age_limit]}
                {profile.pin ? ' · PIN 잠금' : ''}
              </span>
            </div>
            <details className="profile-manage__details">
              <summary>이름·사진·시청 연령 바꾸기</summary>
              <ProfileForm
                profile={profile}
                from={{ kind: profile.kind, limit: profile.age_limit }}
                pictures={pictures}
                adultVerified={adultVerified}
                hasPassword={hasPassword}
              />
            </details>
            <details className="profile-manage__details">
              <summary>{profile.pin ? 'PIN 잠금 바꾸기·풀기' : 'PIN 잠금 걸기'}</summary>
              {hasPassword ? <PinForm profile={profile} /> : <p className="account__lead">{NO_PASSWORD}</p>}
            </details>
            <RemoveForm profile={profile} />
          </section>
        ))}
        {room > 0 && watching ? (
          <section className="profile-manage__card" aria-label="새 프로필">
            <div className="profile-manage__head">
              <h2>새 프로필 만들기</h2>
              <span className="account__lead">{room}개 더 만들 수 있습니다</span>
            </div>
            <ProfileForm
              from={{ kind: watching.kind, limit: watching.age_limit }}
              pictures={pictures}
              adultVerified={adultVerified}
              hasPassword={hasPassword}
            />
          </section>
        ) : (
          <p className="account__lead">프로필이 {profiles.data.max}개라 더 만들 수 없습니다. 쓰지 않는 프로필을 지우면 새로 만들 수 있습니다.</p>
        )}
      </div>
    </PageFrame>
  )
}

/** The outcome line under a form. */
function Said({ result }: { readonly result: ActResult | undefined }) {
  return result ? (
    <p className={result.ok ? 'account__message account__message--ok' : 'account__message account__message--problem'} role="status">
      {result.message}
    </p>
  ) : null
}

/** Sets, changes or (empty) removes the 4-digit PIN: always with the account password. */
function PinForm({ profile }: { readonly profile: ViewerProfile }) {
  const fetcher = useFetcher<ActResult>()
  const ids = { pin: useId(), password: useId() }
  return (
    <fetcher.Form method="post" noValidate className="account__form" aria-label={`${profile.name} PIN 잠금`}>
      <input type="hidden" name="intent" value="pin" />
      <input type="hidden" name="profile_id" value={profile.profile_id} />
      <div className="account__field">
        <label htmlFor={ids.pin}>새 PIN 번호 (숫자 4자리{profile.pin ? ', 비워 두면 잠금을 풉니다' : ''})</label>
        <input id={ids.pin} name="pin" type="password" inputMode="numeric" pattern="[0-9]{4}" maxLength={4} autoComplete="off" />
      </div>
      <div className="account__field">
        <label htmlFor={ids.password}>계정 비밀번호</label>
        <input id={ids.password} name="password" type="password" autoComplete="current-password" />
      </div>
      <button type="submit" className="button button--primary account__button" aria-disabled={fetcher.state !== 'idle'}>
        PIN 저장
      </button>
      <Said result={fetcher.data} />
    </fetcher.Form>
  )
}

/** 삭제: a locked profile asks for the account password; the first one stays (the host says why). */
function RemoveForm({ profile }: { readonly profile: ViewerProfile }) {
  const fetcher = useFetcher<ActResult>()
  const id = useId()
  return (
    <fetcher.Form method="post" noValidate className="profile-manage__row" aria-label={`${profile.name} 프로필 삭제`}>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="profile_id" value={profile.profile_id} />
      {profile.pin ? (
        <>
          <label htmlFor={id} className="visually-hidden">
            계정 비밀번호
          </label>
          <input id={id} name="password" type="password" placeholder="계정 비밀번호" autoComplete="current-password" />
        </>
      ) : null}
      <button type="submit" className="profile-manage__danger" aria-disabled={fetcher.state !== 'idle'}>
        {profile.name} 삭제
      </button>
      <Said result={fetcher.data} />
    </fetcher.Form>
  )
}
