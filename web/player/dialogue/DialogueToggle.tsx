import { Suspense, lazy, useState } from 'react'
import type { PlayInfoOutput } from '../../../core/api/schemas.watch.ts'

// Its code (and the search page parts it borrows) loads only when the viewer opens it.
const DialoguePanel = lazy(() => import('./DialoguePanel.tsx').then((m) => ({ default: m.DialoguePanel })))

/**
 * 대사 보기: the panel opens when the viewer asks for it, so a player page loads no panel code,
 * reads no caption file and draws no list of hundreds of lines until then.
 */
export function DialogueToggle({ info, media }: { readonly info: PlayInfoOutput; readonly media: HTMLVideoElement | null }) {
  const [open, setOpen] = useState(false)
  return (
    <div className="dialogue-toggle">
      <button type="button" className="button dialogue-toggle__button" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="dialogue-toggle">
        {open ? '대사 닫기' : '대사 보기'}
      </button>
      {open ? (
        <Suspense fallback={<p className="dialogue-toggle__note">대사를 불러오는 중입니다.</p>}>
          <DialoguePanel info={info} media={media} />
        </Suspense>
      ) : null}
    </div>
  )
}
