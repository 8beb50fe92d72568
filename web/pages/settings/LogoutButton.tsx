import { useNavigate } from 'react-router'
import { paths } from '../../paths.ts'
import { useSessionActions } from '../../shell/useSessionActions.ts'

/** Logs the member out (after a confirm) and goes home. */
export function LogoutButton() {
  const { logout } = useSessionActions()
  const navigate = useNavigate()
  const onClick = async () => {
    if (await logout()) void navigate(paths.home(), { replace: true })
  }
  return (
    <button type="button" className="button" style={{ marginTop: 24, width: '100%' }} onClick={() => void onClick()}>
      로그아웃
    </button>
  )
}
