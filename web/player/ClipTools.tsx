import { useEffect, useState } from 'react'
import { Link, useFetcher, useLocation } from 'react-router'
import { formatRangeParam, formatTime, rangeProblem, rangeProblemMessage } from '../../core/watch/rules.ts'
import type { PlayInfoOutput } from '../../core/api/schemas.watch.ts'
import { ResultCode } from '../../core/contract/index.ts'
import type { ActResult } from '../data/actions.ts'
import { fullPath, paths } from '../paths.ts'

/**
 * Marks a start and an end while watching, saves the range as a section (tab 4) or a scene
 * (tab 5) through the page's action (clipAct; the player keeps playing), and copies a link that
 * opens exactly that range (`?t=83.5-112`).
 */
export function ClipTools({ info, media }: { readonly info: PlayInfoOutput; readonly media: HTMLVideoElement | null }) {
  const fetcher = useFetcher<ActResult>()
  const location = useLocation()
  const [start, setStart] = useState<number | null>(null)
  const [end, setEnd] = useState<number | null>(null)
  const [status, setStatus] = useState<{ text: string; login?: boolean } | null>(null)
  const now = () => Math.round((media?.currentTime ?? 0) * 10) / 10
  const range = start !== null && end !== null ? { start, end } : null
  const problem = range ? rangeProblem(range, info.duration, info.crop_limit) : undefined
  const ready = range !== null && problem === undefined

  const result = fetcher.data
  useEffect(() => {
    // A guest is offered the login that saving needs (-109), and back to this very moment.
    if (result) setStatus({ text: result.message, login: result.code === ResultCode.loginRequired })
  }, [result])
  const save = (intent: 'saveSection' | 'saveScene') => {
    if (!range || problem) return
    void fetcher.submit(
      { intent, movie_url: info.movie_url, start: range.start, end: range.end, title: `${info.title} ${formatTime(range.start)}초` },
      { method: 'post' },
    )
  }
  const share = async () => {
    if (!range || problem) return
    const link = `${window.location.origin}${paths.player(info.movie_url, formatRangeParam(range))}`
    try {
      await navigator.clipboard.writeText(link)
      setStatus({ text: `링크를 복사했습니다: ${link}` })
    } catch {
      setStatus({ text: `이 링크를 복사해 주세요: ${link}` })
    }
  }

  return (
    <section className="clip-tools" aria-labelledby="clip-tools-title">
      <h2 id="clip-tools-title" className="clip-tools__title">
        구간 저장과 공유
      </h2>
      <div className="clip-tools__row">
        <button type="button" className="button" onClick={() => setStart(now())}>
          시작 지점 표시{start !== null ? ` (${formatTime(start)}초)` : ''}
        </button>
        <button type="button" className="button" onClick={() => setEnd(now())}>
          끝 지점 표시{end !== null ? ` (${formatTime(end)}초)` : ''}
        </button>
        <button type="button" className="button" disabled={!ready} onClick={() => save('saveSection')}>
          구간 저장
        </button>
        <button type="button" className="button" disabled={!ready} onClick={() => save('saveScene')}>
          장면 저장
        </button>
        <button type="button" className="button button--primary" disabled={!ready} onClick={() => void share()}>
          공유
        </button>
      </div>
      <p className="clip-tools__status" role="status" aria-live="polite" data-testid="clip-status">
        {problem ? rangeProblemMessage[problem] : status?.text}
        {status?.login && !problem ? (
          <>
            {' '}
            <Link to={paths.login(fullPath(location))}>로그인하기</Link>
          </>
        ) : null}
      </p>
    </section>
  )
}
