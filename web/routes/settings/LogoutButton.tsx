import { useLogout } from '../../shell/useLogout.ts'

/** Logs the member out (after a confirm) and goes home. */
export function LogoutButton() {
  const logout = useLogout()
  return (
    <button type="button" className="button" style={{ marginTop: 24, width: '100%' }} onClick={() => void logout()}>
      로그아웃
    </button>
  )
}
