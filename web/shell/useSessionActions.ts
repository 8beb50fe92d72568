import { useMemo } from 'react'
import { useApp } from './appContext.ts'

// Apart from hooks.ts so that it loads with the pages that log in and out, not with the first page (decision 0802).

/** Login and logout, with their Korean messages in the alert modal (design: a viewer's own act). */
export const useSessionActions = () => {
  const { commands } = useApp()
  return useMemo(
    () => ({
      /** Resolves true once logged in; on failure the code's Korean message shows in the alert. */
      async emailLogin(credentials: { email: string; password: string; keepSignedIn: boolean }): Promise<boolean> {
        const result = await commands.emailLogin(credentials)
        if (!result.ok) await commands.showAlert({ title: '로그인 실패', message: result.message })
        return result.ok
      },
      /** Asks first; resolves true once logged out (a fresh guest session is in place). */
      async logout(): Promise<boolean> {
        if (!(await commands.confirm({ message: '로그아웃하시겠습니까?' }))) return false
        await commands.logout()
        return true
      },
    }),
    [commands],
  )
}
