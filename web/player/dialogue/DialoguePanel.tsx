import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { PlayInfoOutput } from '../../../core/api/schemas.watch.ts'
import { fetchMediaText } from '../../adapters/mediaFiles.ts'
import { matchText } from '../../../core/search/index.ts'
import { formatRangeParam } from '../../../core/watch/rules.ts'
import { paths } from '../../paths.ts'
import { Highlighted } from '../../components/Highlighted.tsx'
import { clockOf } from '../../routes/searchResult/LineResults.tsx'
import { type Cue, cueAt, parseVtt } from './cues.ts'
import './DialoguePanel.css'

/** The title's lines, read from its Korean captions (the same file the player shows). */
const useCues = (url: string | undefined): Cue[] | 'loading' | 'error' => {
  const [cues, setCues] = useState<Cue[] | 'loading' | 'error'>('loading')
  useEffect(() => {
    if (!url) return void setCues([])
    const abort = new AbortController()
    setCues('loading')
    fetchMediaText(url, abort.signal).then(
      (text) => setCues(parseVtt(text)),
      () => !abort.signal.aborted && setCues('error'),
    )
    return () => abort.abort()
  }, [url])
  return cues
}

/** Which line is being said, following playback. */
const useCurrentCue = (media: HTMLVideoElement | null, cues: readonly Cue[]): number => {
  const [current, setCurrent] = useState(-1)
  useEffect(() => {
    if (!media) return
    const read = () => setCurrent(cueAt(cues, media.currentTime))
    read()
    media.addEventListener('timeupdate', read)
    media.addEventListener('seeked', read)
    return () => {
      media.removeEventListener('timeupdate', read)
      media.removeEventListener('seeked', read)
    }
  }, [media, cues])
  return current
}

/**
 * The 대사 panel: every line of the title, the one being said marked and kept in view; typing
 * filters them with the site's Hangul search (초성, no spaces); a click plays from that line; the
 * line being said can be shared as its range link.
 */
export function DialoguePanel({ info, media }: { readonly info: PlayInfoOutput; readonly media: HTMLVideoElement | null }) {
  const cues = useCues(info.captions[0]?.url)
  const list = Array.isArray(cues) ? cues : []
  const current = useCurrentCue(media, list)
  const [filter, setFilter] = useState('')
  const shown = useMemo(() => {
    const rows = list.map((cue, index) => ({ cue, index, spans: [] as { start: number; end: number }[] }))
    if (!filter.trim()) return rows
    return rows.flatMap((row) => {
      const match = matchText(filter, row.cue.text)
      return match ? [{ ...row, spans: [match.span] }] : []
    })
  }, [list, filter])
  const listRef = useRef<HTMLOListElement>(null)

  // Keep the line being said in view inside the list (never scrolling the page).
  useEffect(() => {
    const box = listRef.current
    const row = box?.querySelector<HTMLElement>('[aria-current="true"]')
    if (!box || !row) return
    if (row.offsetTop < box.scrollTop || row.offsetTop + row.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = row.offsetTop - box.clientHeight / 3
  }, [current, shown])

  const seek = (cue: Cue) => {
    if (!media) return
    media.currentTime = cue.start
    if (media.paused) void media.play().catch(() => {})
  }
  const now = current >= 0 ? list[current] : undefined

  return (
    <section className="dialogue" aria-labelledby="dialogue-title" data-testid="dialogue-panel">
      <div className="dialogue__head">
        <h2 id="dialogue-title" className="dialogue__title">
          대사
        </h2>
        {now ? (
          <Link className="dialogue__share" to={paths.player(info.movie_url, formatRangeParam(now))} data-testid="dialogue-share">
            지금 대사 링크
          </Link>
        ) : null}
      </div>
      <label className="dialogue__filter">
        <span className="visually-hidden">대사 검색</span>
        <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} placeholder="대사 검색 (초성도 됩니다)" autoComplete="off" />
      </label>
      {cues === 'loading' ? (
        <p className="dialogue__note">대사를 불러오는 중입니다.</p>
      ) : cues === 'error' ? (
        <p className="dialogue__note">대사를 불러오지 못했습니다.</p>
      ) : shown.length === 0 ? (
        <p className="dialogue__note">{filter ? `‘${filter}’에 맞는 대사가 없습니다.` : '이 영상에는 대사가 없습니다.'}</p>
      ) : (
        <ol ref={listRef} className="dialogue__list" aria-label={filter ? `‘${filter}’에 맞는 대사 ${shown.length}개` : `대사 ${shown.length}개`}>
          {shown.map(({ cue, index, spans }) => (
            <li key={index}>
              <button
                type="button"
                className="dialogue__line"
                aria-current={index === current ? 'true' : undefined}
                onClick={() => seek(cue)}
                data-start={cue.start}
              >
                <time className="dialogue__time">{clockOf(cue.start)}</time>
                <span className="dialogue__text">
                  <Highlighted text={cue.text} spans={spans} />
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
