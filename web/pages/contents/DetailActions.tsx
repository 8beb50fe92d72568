import { useEffect, useState } from 'react'

/** The device's saved titles (no save call in the contract yet: docs/decisions/0951). */
const SAVED_KEY = 'saved_titles'

const readSaved = (): string[] => {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SAVED_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/** 저장: a toggle kept on this device until a save call exists. */
export function SaveButton({ movieUrl }: { readonly movieUrl: string }) {
  const [saved, setSaved] = useState(false)
  useEffect(() => setSaved(readSaved().includes(movieUrl)), [movieUrl])
  const toggle = () => {
    const list = readSaved().filter((u) => u !== movieUrl)
    const next = !saved
    if (next) list.unshift(movieUrl)
    try {
      window.localStorage.setItem(SAVED_KEY, JSON.stringify(list.slice(0, 500)))
    } catch {
      // Storage full or blocked: the toggle still shows for this visit.
    }
    setSaved(next)
  }
  return (
    <button type="button" className="button" aria-pressed={saved} onClick={toggle}>
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span> {saved ? '저장됨' : '저장'}
    </button>
  )
}

/** 공유: the system share sheet where there is one, else the link copied to the clipboard. */
export function ShareButton({ title }: { readonly title: string }) {
  const [status, setStatus] = useState('')
  const share = async () => {
    const url = window.location.href
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url })
        return
      }
      await navigator.clipboard.writeText(url)
      setStatus('링크를 복사했습니다')
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return
      setStatus('링크를 복사하지 못했습니다. 주소창의 주소를 복사해 주세요.')
    }
  }
  return (
    <>
      <button type="button" className="button" onClick={() => void share()}>
        <span aria-hidden="true">↗</span> 공유
      </button>
      <span className="detail__status" role="status">
        {status}
      </span>
    </>
  )
}
