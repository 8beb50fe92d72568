import { useEffect, useState } from 'react'
import type { PlayInfoOutput } from '../../../core/api/schemas.watch.ts'
import { skipLabel, skipOffered } from './segments.ts'

/** 오프닝 건너뛰기 / 지난 이야기 건너뛰기 while its part plays (decision 1711); S does the same. */
export function SkipSegment({ media, segments }: { readonly media: HTMLVideoElement | null; readonly segments: PlayInfoOutput['segments'] }) {
  const [offered, setOffered] = useState<ReturnType<typeof skipOffered>>(undefined)
  useEffect(() => {
    if (!media || !segments?.length) return setOffered(undefined)
    const onTime = () =>
      setOffered((was) => {
        const now = skipOffered(segments, media.currentTime)
        return now?.start === was?.start ? was : now
      })
    onTime()
    media.addEventListener('timeupdate', onTime)
    return () => media.removeEventListener('timeupdate', onTime)
  }, [media, segments])
  if (!media || !offered) return null
  return (
    <button type="button" className="button binge-skip" data-testid="binge-skip" onClick={() => (media.currentTime = offered.end)}>
      {skipLabel[offered.kind]}
    </button>
  )
}
