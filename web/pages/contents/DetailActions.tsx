import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { viewerMessageOf } from '../../../core/app/commands.ts'
import { MyPageTab } from '../../../core/contract/index.ts'
import { fullPath, paths } from '../../paths.ts'
import { useApp } from '../../shell/appContext.ts'

/**
 * 저장: the member's saved titles on the host (saveVideo; myListRemove tab 3 to take it back), so
 * every device of the member shows the same (my page tab 3). It starts from the detail's `saved`
 * and turns to 저장됨 once the host has it. A guest is led to log in and back to the title.
 */
export function SaveButton({
  movieUrl,
  saved: savedAtFirst,
  isLogin,
  onStatus,
}: {
  readonly movieUrl: string
  readonly saved: boolean
  readonly isLogin: boolean
  /** What happened, in Korean, for the actions' one status line. */
  readonly onStatus: (text: string) => void
}) {
  const { request } = useApp()
  const location = useLocation()
  const [saved, setSaved] = useState(savedAtFirst)
  const [busy, setBusy] = useState(false)
  if (!isLogin) {
    return (
      <Link className="button" to={paths.login(fullPath(location))} aria-label="저장 (로그인 필요)">
        <span aria-hidden="true">♡</span> 저장
      </Link>
    )
  }
  const toggle = async () => {
    setBusy(true)
    try {
      if (saved) await request('myListRemove', { tab: MyPageTab.savedVideos, item_id: movieUrl }, { track: false })
      else await request('saveVideo', { movie_url: movieUrl }, { track: false })
      setSaved(!saved)
      onStatus(saved ? '저장한 영상에서 뺐습니다.' : '저장했습니다. 마이페이지의 저장한 영상에서 볼 수 있습니다.')
    } catch (error) {
      onStatus(`${viewerMessageOf(error)} 다시 눌러 주세요.`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <button type="button" className="button" aria-pressed={saved} aria-busy={busy} disabled={busy} onClick={() => void toggle()}>
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span> {saved ? '저장됨' : '저장'}
    </button>
  )
}

/** 공유: the system share sheet where there is one, else the link copied to the clipboard. */
export function ShareButton({ title, onStatus }: { readonly title: string; readonly onStatus: (text: string) => void }) {
  const share = async () => {
    const url = window.location.href
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url })
        return
      }
      await navigator.clipboard.writeText(url)
      onStatus('링크를 복사했습니다')
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return
      onStatus('링크를 복사하지 못했습니다. 주소창의 주소를 복사해 주세요.')
    }
  }
  return (
    <button type="button" className="button" onClick={() => void share()}>
      <span aria-hidden="true">↗</span> 공유
    </button>
  )
}
