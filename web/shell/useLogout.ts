import { useNavigate } from 'react-router'
import { paths } from '../paths.ts'
import { useApp } from './appContext.ts'

// Apart from hooks.ts so that it loads with the pages that log out, not with the first page (decision 0802).

/**
 * Logging out from anywhere (header menu, my page, settings): asks first, then signs out (a fresh
 * guest session) and goes home, so a member never stays on a page that needs the login they just
 * gave up. A command of the session actor, whose alert asks the question.
 */
export const useLogout = (): (() => Promise<void>) => {
  const { commands } = useApp()
  const navigate = useNavigate()
  return async () => {
    if (!(await commands.confirm({ message: '로그아웃하시겠습니까?' }))) return
    await commands.logout()
    void navigate(paths.home(), { replace: true })
  }
}
