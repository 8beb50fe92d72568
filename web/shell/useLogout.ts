import { useNavigate } from 'react-router'
import { paths } from '../paths.ts'
import { useSessionActions } from './useSessionActions.ts'

/**
 * Logging out from anywhere (header menu, my page, settings): asks first, then goes home, so a
 * member never stays on a page that needs the login they just gave up.
 */
export const useLogout = (): (() => Promise<void>) => {
  const { logout } = useSessionActions()
  const navigate = useNavigate()
  return async () => {
    if (await logout()) void navigate(paths.home(), { replace: true })
  }
}
