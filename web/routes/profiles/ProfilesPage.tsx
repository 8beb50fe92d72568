import { useEffect, useState } from 'react'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router'
import type { ViewerProfile } from '../../../core/api/schemas.account.ts'
import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import type { profilesLoad } from './loader.ts'
import { usePageData, usePart } from '../../data/pageData.ts'
import { profileSeen } from '../../data/watchingProfile.ts'
import { RETURN_PARAM, paths } from '../../paths.ts'
import { safeReturnPath } from '../../returnAddress.ts'
import { PinDialog } from './PinDialog.tsx'
import { ProfileFace } from './ProfileFace.tsx'
import './Profiles.css'
// The page's writes (its route's action): in this module, so a form's write waits for no more code.
export { act } from './action.ts'

/**
 * /profiles, 누가 보나요? (docs/decisions/1902): the account's profiles as big faces. A face without
 * a PIN opens at once; a locked one asks for its PIN first. Then on to the return address. After a
 * login (?after=login) an account with one profile goes straight on: there is nobody to choose.
 */
export default function ProfilesPage() {
  const data = usePageData<typeof profilesLoad>()
  const profiles = usePart(data.profiles)
  const [params] = useSearchParams()
  const returnTo = safeReturnPath(params.get(RETURN_PARAM), window.location.origin) ?? paths.home()
  const afterLogin = params.get('after') === 'login'
  const navigate = useNavigate()
  const [asking, setAsking] = useState<ViewerProfile | null>(null)
  const list = profiles.status === 'ok' ? profiles.data.profiles : undefined
  useEffect(() => profileSeen(list?.find((p) => p.current === 1)), [list])

  if (afterLogin && list && list.length <= 1) return <Navigate to={returnTo} replace />
  const chosen = () => navigate(returnTo, { replace: true })
  return (
    <div className="profiles">
      <PageFrame>
        {profiles.status === 'loading' ? (
          <ul className="profiles__faces" aria-busy="true" aria-label="프로필을 불러오는 중">
            {[0, 1, 2].map((i) => (
              <li key={i} className="profiles__face profiles__face--skeleton" />
            ))}
          </ul>
        ) : profiles.status === 'error' ? (
          <ErrorState title="프로필을 불러오지 못했습니다" message={profiles.message} error={profiles.error} onRetry={profiles.retry} />
        ) : (
          <>
            <ul className="profiles__faces" aria-label="프로필">
              {profiles.data.profiles.map((profile) => (
                <li key={profile.profile_id}>
                  <ProfileFace profile={profile} onPick={() => setAsking(profile)} />
                </li>
              ))}
            </ul>
            <p className="profiles__links">
              <Link className="profiles__manage" to={paths.settingsProfiles()}>
                프로필 관리
              </Link>
            </p>
          </>
        )}
      </PageFrame>
      {asking ? <PinDialog key={asking.profile_id} profile={asking} onChosen={chosen} onClose={() => setAsking(null)} /> : null}
    </div>
  )
}
