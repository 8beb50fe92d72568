import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '../../paths.ts'
import type { Binge } from './useBinge.ts'

/** Whether the media has played to its end (and not been played or moved since). */
const useEnded = (media: HTMLVideoElement | null): boolean => {
  const [ended, setEnded] = useState(false)
  useEffect(() => {
    if (!media) return
    const read = () => setEnded(media.ended)
    read()
    for (const type of ['ended', 'play', 'seeking', 'emptied'] as const) media.addEventListener(type, read)
    return () => {
      for (const type of ['ended', 'play', 'seeking', 'emptied'] as const) media.removeEventListener(type, read)
    }
  }, [media])
  return ended
}

/**
 * After the end, once nothing else is asked (the next-episode card closed with 닫기, or none):
 * 다음 화 보기 and the title's page for an episode with a next one; 다시 보기 and the title's page
 * for a film or the last episode (docs/decisions/1920). Never a black picture with nothing to do.
 */
export function EndScreen({
  media,
  binge,
  movieUrl,
  title,
}: {
  readonly media: HTMLVideoElement | null
  readonly binge: Binge
  readonly movieUrl: string
  readonly title: string
}) {
  const ended = useEnded(media)
  if (!ended || binge.cardShown || binge.asking) return null
  const again = () => {
    if (!media) return
    media.currentTime = 0
    void media.play().catch(() => {})
  }
  return (
    <section className="player__overlay end-screen" aria-label={`${title} 재생 끝`} data-testid="end-screen">
      <p className="end-screen__title">{binge.next ? `다음 화: ${binge.next.title}` : title}</p>
      <div className="binge-card__actions end-screen__actions">
        {binge.next ? (
          <Link className="button button--primary" to={paths.player(binge.next.movie_url)} replace autoFocus>
            다음 화 보기
          </Link>
        ) : (
          <button type="button" className="button button--primary" onClick={again} autoFocus>
            다시 보기
          </button>
        )}
        <Link className="button" to={paths.movie(movieUrl)}>
          작품 정보
        </Link>
      </div>
    </section>
  )
}
