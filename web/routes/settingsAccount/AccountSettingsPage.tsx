import { useId, useState } from 'react'
import { Link, useFetcher } from 'react-router'
import type { AccountInfoOutput } from '../../../core/api/schemas.account.ts'
import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import type { ActResult } from '../../data/actions.ts'
import type { accountLoad } from './loader.ts'
import { usePageData, usePart } from '../../data/pageData.ts'
import { paths } from '../../paths.ts'
import { Outcome } from '../../components/Outcome.tsx'
import { NewPasswordField } from '../../components/PasswordRules.tsx'
import { LogoutButton } from '../settings/LogoutButton.tsx'
import { DevicesSection } from './DevicesSection.tsx'
import '../../components/AccountForms.css'
// The page's writes (its route's action): in this module, so a form's write waits for no more code.
export { act } from './action.ts'

/** The social providers in Korean. */
const providerNames: Readonly<Record<string, string>> = { google: '구글', facebook: '페이스북', apple: '애플', kakao: '카카오', naver: '네이버' }

/**
 * /settings/account (login required; docs/decisions/1440): name and picture, the password, the
 * linked social accounts, and the devices signed in with 이 기기 외 모두 로그아웃. Each form posts
 * to the route's action (action.ts) and the account is read again after.
 */
export default function AccountSettingsPage() {
  const { account } = usePageData<typeof accountLoad>()
  const info = usePart(account)
  if (info.status === 'error')
    return (
      <PageFrame>
        <ErrorState title="계정 정보를 불러오지 못했습니다" message={info.message} onRetry={info.retry} error={info.error} />
      </PageFrame>
    )
  return (
    <PageFrame>
      {info.status === 'ok' ? (
        <AccountSections account={info.data} />
      ) : (
        <p className="account__lead" role="status">
          계정 정보를 불러오는 중입니다…
        </p>
      )}
      <div className="account__links" style={{ marginTop: 24 }}>
        <Link to={paths.unregister()}>회원 탈퇴</Link>
      </div>
      <LogoutButton />
    </PageFrame>
  )
}

function AccountSections({ account }: { readonly account: AccountInfoOutput }) {
  return (
    <div className="account">
      <ProfileSection account={account} />
      {account.has_password ? <PasswordSection /> : null}
      <section className="account__section" aria-labelledby="account-social">
        <h2 id="account-social">연결된 소셜 계정</h2>
        {account.social_links.length > 0 ? (
          <ul className="account__list">
            {account.social_links.map((link) => (
              <li key={`${link.provider}-${link.linked_at}`}>
                {providerNames[link.provider] ?? link.provider}
                <span>{link.email ?? ''}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="account__lead">연결된 소셜 계정이 없습니다. 이메일({account.email})로 로그인합니다.</p>
        )}
      </section>
      <DevicesSection account={account} />
    </div>
  )
}

function ProfileSection({ account }: { readonly account: AccountInfoOutput }) {
  const fetcher = useFetcher<ActResult>()
  const id = useId()
  return (
    <section className="account__section" aria-labelledby="account-profile">
      <h2 id="account-profile">프로필</h2>
      <fetcher.Form method="post" className="account__form">
        <input type="hidden" name="intent" value="profile" />
        <div className="account__field">
          <label htmlFor={id}>이름</label>
          <input id={id} name="name" defaultValue={account.name} key={account.name} maxLength={20} required autoComplete="nickname" />
        </div>
        <fieldset className="account__pictures" key={account.profile_picture}>
          <legend className="visually-hidden">프로필 사진</legend>
          {account.profile_pictures.map((url, n) => (
            <label className="account__picture" key={url}>
              <input type="radio" name="profile_picture" value={n} defaultChecked={n === account.profile_picture} aria-label={`프로필 사진 ${n + 1}`} />
              <img src={url} alt="" width={56} height={56} />
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary account__button" aria-disabled={fetcher.state !== 'idle'}>
          프로필 저장
        </button>
        <Outcome result={fetcher.data} />
      </fetcher.Form>
    </section>
  )
}

function PasswordSection() {
  const fetcher = useFetcher<ActResult>()
  const [newPassword, setNewPassword] = useState('')
  const ids = { current: useId() }
  return (
    <section className="account__section" aria-labelledby="account-password">
      <h2 id="account-password">비밀번호 변경</h2>
      <p className="account__lead">비밀번호를 바꾸면 이 기기를 뺀 다른 기기는 모두 로그아웃됩니다.</p>
      <fetcher.Form method="post" className="account__form">
        <input type="hidden" name="intent" value="password" />
        <div className="account__field">
          <label htmlFor={ids.current}>현재 비밀번호</label>
          <input id={ids.current} type="password" name="password" autoComplete="current-password" required />
        </div>
        <NewPasswordField label="새 비밀번호" name="new_password" value={newPassword} onChange={setNewPassword} className="account__field" />
        <button type="submit" className="button button--primary account__button" aria-disabled={fetcher.state !== 'idle'}>
          비밀번호 변경
        </button>
        <Outcome result={fetcher.data} />
        {fetcher.data?.ok === false ? <Link to={paths.findPassword()}>비밀번호 찾기</Link> : null}
      </fetcher.Form>
    </section>
  )
}
