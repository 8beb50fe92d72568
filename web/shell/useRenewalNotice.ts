import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { fullPath, paths } from '../paths.ts'
import { useApp } from './appContext.ts'

/**
 * A member whose session ran out without "keep me signed in" goes on as a guest (the session's
 * renewal, docs/decisions/1220); they are told once, with 다시 로그인 back to where they were.
 * A guest or a member kept signed in is renewed without a word.
 */
export function useRenewalNotice(): void {
  const { actors, commands } = useApp()
  const navigate = useNavigate()
  const location = useLocation()
  // The latest address, read when 다시 로그인 is clicked (the listener stays the same).
  const here = useRef(fullPath(location))
  here.current = fullPath(location)
  useEffect(() => {
    const subscription = actors.session.on('session.renewed', (renewed) => {
      if (!renewed.ok || !renewed.wasMember || renewed.isMember) return
      void commands
        .showAlert({
          title: '로그인 시간이 만료되었습니다',
          message: '지금은 손님으로 둘러보고 있습니다. 회원으로 이어서 보려면 다시 로그인해 주세요.',
          buttons: [
            { label: '다시 로그인', action: 'login', style: 'primary' },
            { label: '계속 둘러보기', action: 'stay' },
          ],
        })
        .then((action) => {
          if (action === 'login') void navigate(paths.login(here.current))
        })
    })
    return () => subscription.unsubscribe()
  }, [actors, commands, navigate])
}
