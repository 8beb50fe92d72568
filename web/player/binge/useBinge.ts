import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { inCredits } from '../../../core/actors/binge/binge.logic.ts'
import { bingeMachine } from '../../../core/actors/binge/binge.machine.ts'
import { selectAskingStillWatching, selectCardShown, selectCountdown } from '../../../core/actors/binge/binge.selectors.ts'
import type { PlayInfoOutput } from '../../../core/api/schemas.watch.ts'
import { paths } from '../../paths.ts'
import { readAutoplay, saveAutoplay } from './autoplaySetting.ts'
import { preloadNext } from './preloadNext.ts'

/**
 * The player's next-episode actor (docs/decisions/1700, 1710): told where playback is, it shows
 * the card in the credits and says when to go on; the player then replaces its address with the
 * next episode's. Lives as long as the player page, so untouched episodes are counted across them.
 */
export function useBinge(media: HTMLVideoElement | null, info: PlayInfoOutput | undefined) {
  const navigate = useNavigate()
  const [autoplay, setAutoplay] = useState(readAutoplay)
  const actor = useActorRef(bingeMachine, { input: { autoplay, hasNext: false } })
  const cardShown = useSelector(actor, selectCardShown)
  const countdown = useSelector(actor, selectCountdown)
  const asking = useSelector(actor, selectAskingStillWatching)
  const next = info?.episode ? info.next : undefined
  const nextUrl = useRef<string | undefined>(undefined)
  nextUrl.current = next?.movie_url

  const movieUrl = info?.movie_url
  const hasNext = next !== undefined
  useEffect(() => {
    if (movieUrl !== undefined) actor.send({ type: 'binge.episode', hasNext })
  }, [actor, movieUrl, hasNext])

  useEffect(() => {
    // Replaced, not pushed: back leaves the player for where the viewer came from, not the episode before.
    const sub = actor.on('binge.next', () => nextUrl.current && navigate(paths.player(nextUrl.current), { replace: true }))
    return () => sub.unsubscribe()
  }, [actor, navigate])

  // The viewer is there when they press a key or touch the page (the controls' seeks and pauses
  // included), or pause from elsewhere (a headset); the media's own pause at its end is not them.
  useEffect(() => {
    const input = () => actor.send({ type: 'binge.input' })
    document.addEventListener('keydown', input, true)
    document.addEventListener('pointerdown', input, true)
    return () => {
      document.removeEventListener('keydown', input, true)
      document.removeEventListener('pointerdown', input, true)
    }
  }, [actor])

  const credits = info?.segments?.find((s) => s.kind === 'credits')
  const creditsStart = credits?.start
  const creditsEnd = credits?.end
  const duration = info?.duration ?? 0
  const episode = info?.episode !== undefined
  useEffect(() => {
    if (!media || !episode) return
    let inside = false
    const onTime = () => {
      const now = inCredits(
        media.currentTime,
        media.duration || duration,
        creditsStart === undefined ? undefined : { start: creditsStart, end: creditsEnd ?? duration },
      )
      if (now === inside) return
      inside = now
      actor.send({ type: now ? 'binge.credits' : 'binge.leaveCredits' })
      if (now && nextUrl.current) void preloadNext(nextUrl.current)
    }
    const onEnded = () => actor.send({ type: 'binge.ended' })
    const onPause = () => !media.ended && actor.send({ type: 'binge.input' })
    media.addEventListener('timeupdate', onTime)
    media.addEventListener('ended', onEnded)
    media.addEventListener('pause', onPause)
    return () => {
      media.removeEventListener('timeupdate', onTime)
      media.removeEventListener('ended', onEnded)
      media.removeEventListener('pause', onPause)
    }
  }, [actor, media, episode, duration, creditsStart, creditsEnd])

  return {
    next,
    cardShown: cardShown && next !== undefined,
    countdown,
    asking: asking && next !== undefined,
    autoplay,
    setAutoplay: (on: boolean) => {
      saveAutoplay(on)
      setAutoplay(on)
      actor.send({ type: 'binge.autoplay', on })
    },
    send: actor.send,
  }
}

export type Binge = ReturnType<typeof useBinge>
