import { useState } from 'react'
import { Link } from 'react-router'
import type { StreamsOutput } from '../../../core/api/schemas.streams.ts'
import { deviceTypeName } from '../../../core/contract/index.ts'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'
import { useApp } from '../../shell/appContext.ts'
import './streams.css'

/** -111's output, read by shape (the error carries what the host answered beside the code). */
const watchingOf = (error: unknown): StreamsOutput | undefined => {
  const output = typeof error === 'object' && error !== null && 'output' in error ? (error as { output?: unknown }).output : undefined
  return typeof output === 'object' && output !== null && Array.isArray((output as StreamsOutput).watching) ? (output as StreamsOutput) : undefined
}

/**
 * One screen too many (-111; docs/decisions/1811): how many the plan plays at once, which devices
 * are watching what, and 이 기기에서 보기, which ends the stream that started first and plays here.
 */
export function StreamLimit({ error, movieUrl, onRetry }: { readonly error: unknown; readonly movieUrl: string; readonly onRetry: () => void }) {
  const { request } = useApp()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState<string | null>(null)
  const streams = watchingOf(error)
  const takeOver = async () => {
    setBusy(true)
    setFailed(null)
    try {
      await request('streamTakeover')
      onRetry()
    } catch (problem) {
      setFailed((problem as { message_ko?: string }).message_ko ?? '잠시 후 다시 시도해 주세요.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <PageFrame title="동시 시청 기기 수를 넘었습니다">
      <section className="watch__problem streams" role="alert" data-testid="playback-problem" data-problem="stream-limit">
        <h2 className="streams__title">동시에 볼 수 있는 기기 수를 넘었습니다</h2>
        <p className="watch__problem-message">
          {streams
            ? `이 계정은 동시에 ${streams.screens}대에서 볼 수 있습니다. 지금 보고 있는 기기:`
            : '이 계정으로 볼 수 있는 기기 수를 모두 사용하고 있습니다.'}
        </p>
        {streams && streams.watching.length > 0 ? (
          <ul className="streams__list" aria-label="지금 보고 있는 기기">
            {streams.watching.map((w, index) => (
              <li key={`${w.device_id}-${w.since}`} data-testid="watching-device">
                <span className="streams__device">
                  {deviceTypeName(w.device_type)} · {w.device_name}
                  {w.current === 1 ? <span className="streams__here">이 기기</span> : null}
                </span>
                <span className="streams__what">
                  {w.title || w.movie_url} · {w.since.slice(11, 16)}부터{index === 0 ? ' · 가장 먼저 시작' : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="streams__note">이 기기에서 보기를 누르면 가장 먼저 재생을 시작한 기기의 재생이 멈춥니다.</p>
        <div className="watch__problem-steps">
          <button type="button" className="button button--primary" onClick={() => void takeOver()} aria-disabled={busy} data-testid="stream-takeover">
            이 기기에서 보기
          </button>
          <Link className="button" to={paths.movie(movieUrl)}>
            작품 정보로
          </Link>
        </div>
        {failed ? <p role="status">{failed}</p> : null}
      </section>
    </PageFrame>
  )
}

/** Over the picture once the host ended this stream (-1811): why, and 이 기기에서 다시 보기. */
export function StreamEnded({ onResume }: { readonly onResume: () => void }) {
  return (
    <div className="player__overlay player__overlay--error" role="alert" data-testid="stream-ended">
      <p className="player__error-message">이 기기의 재생이 끝났습니다. 다른 기기에서 이 계정으로 재생을 시작했거나 이 기기가 로그아웃되었습니다.</p>
      <button type="button" className="button button--primary" onClick={onResume} autoFocus>
        이 기기에서 다시 보기
      </button>
    </div>
  )
}
