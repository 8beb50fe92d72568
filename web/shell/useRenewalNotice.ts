import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { fullPath } from '../paths.ts'
import { useApp } from './appContext.ts'

/**
 * A member whose session ran out without "keep me signed in" goes on as a guest (the session's
 * renewal, docs/decisions/1220) and is told once (renewalNotice.ts, loaded then). A guest or a
 * member kept signed in is renewed without a word.
 */
export function useRenewalNotice(): void {
  const { actors, commands } = useApp()
  const navigate = useNavigate()
  // The latest address, read when 다시 로그인 is clicked (the listener stays the same).
  const location = useLocation()
  const here = useRef(fullPath(location))
  here.current = fullPath(location)
  useEffect(() => {
    const subscription = actors.session.on('session.renewed', (renewed) => {
      if (renewed.ok && renewed.wasMember && !renewed.isMember) void import('./renewalNotice.ts').then((m) => m.tellSignedOut(commands, navigate, () => here.current, renewed.endedBy))
    })
    return () => subscription.unsubscribe()
  }, [actors, commands, navigate])
}
