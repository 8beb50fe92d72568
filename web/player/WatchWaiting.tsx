import { Link } from 'react-router'
import { PageFrame } from '../components/PageFrame.tsx'
import { playerWords } from './playerWords.ts'

/** ← in the page's top bar: to the title's page. */
export function BackToTitle({ to }: { readonly to: string }) {
  return (
    <Link className="button watch__back" to={to}>
      <span aria-hidden="true">{playerWords.back} </span>
      <span className="watch__back-text">작품 정보로 돌아가기</span>
    </Link>
  )
}

/**
 * A playback page before its answer: the heading, ← and the dark stage in the player's own places,
 * so nothing moves when the player comes. ← leads to the title's page when the address names it
 * (`backTo`: a player's does); else (a scene, or the frame drawn before the page's code) it is a
 * face until the answer does. Light on purpose: the frame (web/shell/FrameFallback.tsx) and the
 * served playback page draw it before the player's code is in.
 */
export function WatchWaiting({ fillsWindow, backTo }: { readonly fillsWindow: boolean; readonly backTo?: string | undefined }) {
  return (
    <PageFrame title={playerWords.preparing}>
      <div className={fillsWindow ? 'watch watch--window' : 'watch'}>
        <div className="watch__bar" aria-hidden={backTo ? undefined : true}>
          {backTo ? <BackToTitle to={backTo} /> : <span className="button watch__back">{playerWords.back} </span>}
        </div>
        <div className="watch__placeholder stage-wait" role="status" aria-busy="true" aria-label="영상을 준비하고 있습니다" />
      </div>
    </PageFrame>
  )
}
