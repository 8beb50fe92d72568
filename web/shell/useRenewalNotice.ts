import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { selectUntoldSignOut } from '../../core/actors/session/session.selectors.ts'
import { fullPath } from '../paths.ts'
import { useApp } from './appContext.ts'

/**
 * A member whose session ran out without "keep me signed in" goes on as a guest (the session's
 * renewal, docs/decisions/1220) and is told once (renewalNotice.ts, loaded then). A guest or a
 * member kept signed in is renewed without a word. A device the host signed out (the limit,
 * another device) is told why, in the page it was in or at its next page load.
 */
export function useRenewalNotice(): void {
  const { actors, commands } = useApp()
  const navigate = useNavigate()
  // The latest address, read when 다시 로그인 is clicked (the listener stays the same).
  const location = useLocation()
  const here = useRef(fullPath(location))
  here.current = fullPath(location)
  // One notice at a time: the boot's event and the kept reason may both arrive for one sign-out.
  const telling = useRef(false)
  useEffect(() => {
    const tell = (endedBy?: number) => {
      if (telling.current) return
      telling.current = true
      // Told once: a sign-out found at the page's start is not told again when this remounts (docs/decisions/1813).
      if (endedBy !== undefined) actors.session.send({ type: 'session.signOutTold' })
      void import('./renewalNotice.ts')
        .then((m) => m.tellSignedOut(commands, navigate, () => here.current, endedBy))
        .finally(() => {
          telling.current = false
        })
    }
    const subscription = actors.session.on('session.renewed', (renewed) => {
      if (renewed.ok && renewed.wasMember && !renewed.isMember) tell(renewed.endedBy)
    })
    // The page's start may have found it before this listened (boot runs before the first render).
    const untold = selectUntoldSignOut(actors.session.getSnapshot())
    if (untold !== null) tell(untold)
    return () => subscription.unsubscribe()
  }, [actors, commands, navigate])
}
