import { useEffect } from 'react'
import { Link, useFetcher, useLocation } from 'react-router'
import type { ActResult } from '../../data/actions.ts'
import { fullPath, paths } from '../../paths.ts'

/**
 * 저장: the member's saved titles on the host (saveVideo; myListRemove tab 3 to take it back), so
 * every device of the member shows the same (my page tab 3). A form posted to the title's route
 * (saveAct): it shows the wanted state while the host answers, then the title's data read again
 * says what the host has. A guest is led to log in and back to the title.
 */
export function SaveButton({
  movieUrl,
  saved,
  isLogin,
  onStatus,
}: {
  readonly movieUrl: string
  /** Whether the host has it saved (the title's data). */
  readonly saved: boolean
  readonly isLogin: boolean
  /** What happened, in Korean, for the actions' one status line. */
  readonly onStatus: (text: string) => void
}) {
  const location = useLocation()
  const fetcher = useFetcher<ActResult>()
  const result = fetcher.data
  useEffect(() => {
    if (result) onStatus(result.ok ? result.message : `${result.message} 다시 눌러 주세요.`)
  }, [result, onStatus])
  if (!isLogin) {
    return (
      <Link className="button" to={paths.login(fullPath(location))} aria-label="저장 (로그인 필요)">
        <span aria-hidden="true">♡</span> 저장
      </Link>
    )
  }
  const busy = fetcher.state !== 'idle'
  // While the write is on its way, the state it asks for.
  const shown = fetcher.formData ? fetcher.formData.get('intent') === 'save' : saved
  return (
    <fetcher.Form method="post" className="detail__save">
      <input type="hidden" name="movie_url" value={movieUrl} />
      <button type="submit" name="intent" value={saved ? 'unsave' : 'save'} className="button" aria-pressed={shown} aria-busy={busy} disabled={busy}>
        <span aria-hidden="true">{shown ? '♥' : '♡'}</span> {shown ? '저장됨' : '저장'}
      </button>
    </fetcher.Form>
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
