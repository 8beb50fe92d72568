import { useCallback, useEffect, useRef, useState } from 'react'
import type { StreamGrant } from '../../../core/api/schemas.grants.ts'
import { GRANT_RENEW_AT } from '../../../core/contract/index.ts'
import { hostRead } from '../../data/hostReads.ts'

/** When each answer carrying a grant arrived (the answer object itself is the key). */
const arrivals = new WeakMap<object, number>()

/** Notes that an answer with a grant arrived now (a preload's answer is drawn later than it came). */
export const noteGrantArrival = (answer: object): void => void (arrivals.has(answer) || arrivals.set(answer, Date.now()))

const arrivedAt = (answer: object): number => {
  noteGrantArrival(answer)
  return arrivals.get(answer)!
}

/** A failed renewal is tried again this soon, while the grant still lives. */
const RETRY_MS = 3_000

const codeOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number' ? error.code : undefined

export interface GrantState {
  /** The Korean reason a renewal was refused (the viewer may no longer watch the title); null while all is well. */
  readonly refused: string | null
  /** Renews now (before the player tries its stream again). */
  readonly renew: () => Promise<void>
}

/**
 * Keeps a title's stream grant alive while its player is on the page (docs/decisions/1800):
 * streamGrant at two thirds of the grant's life, again at once when the tab comes back after the
 * renewal fell due, a failed network try again a few seconds later; a refusal (the pass lapsed,
 * the verification ran out) is the player's to show.
 */
export const useStreamGrant = (subject: { readonly movie_url: string; readonly grant?: StreamGrant } | undefined, enabled = true): GrantState => {
  const [refused, setRefused] = useState<string | null>(null)
  const renewNow = useRef<() => Promise<void>>(async () => {})
  useEffect(() => {
    if (!subject?.grant || !enabled) return
    let issuedAt = arrivedAt(subject)
    let lifeMs = subject.grant.expires_in * 1000
    let timer = 0
    let live = true
    const dueAt = () => issuedAt + lifeMs * GRANT_RENEW_AT
    const schedule = (ms: number) => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => void renew(), Math.max(0, ms))
    }
    const renew = async () => {
      window.clearTimeout(timer)
      try {
        const answer = await hostRead('streamGrant', { movie_url: subject.movie_url }, { answer: 'fresh' })
        if (!live) return
        issuedAt = Date.now()
        lifeMs = answer.grant.expires_in * 1000
        schedule(dueAt() - Date.now())
      } catch (error) {
        if (!live) return
        if (codeOf(error) !== undefined) setRefused((error as { message_ko?: string }).message_ko ?? '이 영상을 더 이상 재생할 수 없습니다.')
        else schedule(Math.min(RETRY_MS, Math.max(0, issuedAt + lifeMs - Date.now()) / 2))
      }
    }
    renewNow.current = renew
    schedule(dueAt() - Date.now())
    // A background tab's timers run late: coming back renews at once when the renewal is due.
    const onVisible = () => document.visibilityState === 'visible' && Date.now() >= dueAt() && void renew()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      live = false
      window.clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
      renewNow.current = async () => {}
    }
  }, [subject, enabled])
  const renew = useCallback(() => renewNow.current(), [])
  return { refused, renew }
}
