import { useEffect, useState } from 'react'
import { ResultCode, STREAM_BEAT_MS } from '../../../core/contract/index.ts'
import { useApp } from '../../shell/appContext.ts'

const codeOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number' ? error.code : undefined

/**
 * The playback session of a playing title (docs/decisions/1811): a beat every STREAM_BEAT_MS while
 * the player is open, streamEnd when it closes (unmount inside the app; page hide with fetch's
 * keepalive, as the position saver does), and `ended` once the host says the stream is over
 * (-1811: another device took it over, or this device was signed out): the picture then stops.
 */
export const useStreamBeat = (streamId: string | undefined, media: HTMLMediaElement | null): boolean => {
  const { request } = useApp()
  const [endedId, setEndedId] = useState<string | undefined>(undefined)
  const ended = streamId !== undefined && endedId === streamId
  useEffect(() => {
    if (!streamId) return
    let timer = 0
    let closed = false
    const beat = () =>
      request('streamBeat', { stream_id: streamId }, { track: false }).catch((error: unknown) => {
        if (codeOf(error) !== ResultCode.streamEnded || closed) return
        window.clearInterval(timer)
        setEndedId(streamId)
      })
    const start = () => {
      window.clearInterval(timer)
      timer = window.setInterval(beat, STREAM_BEAT_MS)
    }
    const close = (keepalive: boolean) => {
      if (closed) return
      closed = true
      window.clearInterval(timer)
      request('streamEnd', { stream_id: streamId }, { track: false, keepalive }).catch(() => {})
    }
    const onHide = () => close(true)
    // Back from the page cache: the stream was ended as the page hid; the next beat tells whether it lives on.
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      closed = false
      void beat()
      start()
    }
    start()
    window.addEventListener('pagehide', onHide)
    window.addEventListener('pageshow', onShow)
    return () => {
      window.removeEventListener('pagehide', onHide)
      window.removeEventListener('pageshow', onShow)
      close(false)
    }
  }, [streamId, request])
  useEffect(() => {
    if (ended) media?.pause()
  }, [ended, media])
  return ended
}
