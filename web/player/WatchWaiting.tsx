import type { CSSProperties } from 'react'
import { Link } from 'react-router'
import { STAGE_ART, artPath } from '../../core/contract/siteBuild.ts'
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
 * The stage's picture while it waits: the backdrop of the title `address` names (any of its
 * addresses). Encoded: a typed address must not close the CSS url() it is drawn with.
 */
export const stageArtOf = (address: string): string => artPath(encodeURIComponent(address), 'backdrop')

/**
 * A playback page before its answer: the heading, ← and the dark stage in the player's own places,
 * so nothing moves when the player comes. ← leads to the title's page when the address names it
 * (`backTo`: a player's does); else (a scene, or the frame drawn before the page's code) it is a
 * face until the answer does. Light on purpose: the frame (web/shell/FrameFallback.tsx) and the
 * served playback page draw it before the player's code is in. The stage shows the title's backdrop
 * (`address`: the page's own; the served page sets the same picture from its address, web/build/playbackPage.ts).
 */
export function WatchWaiting({
  fillsWindow,
  backTo,
  address,
}: {
  readonly fillsWindow: boolean
  readonly backTo?: string | undefined
  readonly address?: string | undefined
}) {
  const art = address ? ({ [STAGE_ART]: `url("${stageArtOf(address)}")` } as CSSProperties) : undefined
  return (
    <PageFrame title={playerWords.preparing}>
      <div className={fillsWindow ? 'watch watch--window' : 'watch'}>
        <div className="watch__bar" aria-hidden={backTo ? undefined : true}>
          {backTo ? <BackToTitle to={backTo} /> : <span className="button watch__back">{playerWords.back} </span>}
        </div>
        <div className="watch__placeholder stage-wait" style={art} role="status" aria-busy="true" aria-label="영상을 준비하고 있습니다" />
      </div>
    </PageFrame>
  )
}
