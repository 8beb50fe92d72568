import type { streamCalls } from '../../../core/contract/streamCalls.ts'
import { ResultCode, STREAM_BEAT_MS, describeAgent, formatHostTime, screensFor } from '../../../core/contract/index.ts'
import type { Session } from '../auth/sessions.ts'
import type { LiveStream } from './streams.ts'
import type { AreaHandlers, CallAnswer, CallHandler, CallRequest, World } from '../server/callTypes.ts'
import { findPlayable } from './playable.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'catalogue' | 'hosts' | 'media' | 'money' | 'now' | 'streams' | 'watch'
type Slice = Pick<World, Uses>

/**
 * The stream calls (docs/contract.md "Stream calls", docs/decisions/1811) and the playback
 * session playInfo starts: counted per member account (a guest per device) against the plan.
 */

/** Whose plan a session's streams count against. */
export const streamViewer = (session: Session): string =>
  session.kind === 'member' && session.accountId ? `member:${session.accountId}` : `device:${session.deviceId}`

/** How many streams the session's viewer may play at once: the plan table of core/contract/devices.ts. */
export const screensOf = async (session: Session, world: Slice): Promise<number> => {
  if (session.kind !== 'member' || !session.accountId) return screensFor({ member: false, passes: [] })
  const passes = await world.money.passes(session.accountId, world.now())
  return screensFor({ member: true, passes: passes.map((p) => p.itemId) })
}

/** -111's output and streamTakeover's: the plan's screens and each stream's device. */
export const watchingOutput = (world: Slice, session: Session, screens: number, streams: readonly LiveStream[]) => ({
  screens,
  watching: streams.map((w) => {
    const hit = findPlayable(world, w.movieUrl)
    return {
      device_id: w.deviceId,
      device_type: w.deviceType ?? describeAgent(undefined).type,
      device_name: w.deviceName ?? (w.deviceId === session.deviceId ? '이 브라우저' : '다른 브라우저'),
      movie_url: w.movieUrl,
      title: hit?.kind === 'episode' ? `${hit.title.title} ${hit.episode.title}` : (hit?.title.title ?? ''),
      since: formatHostTime(w.startedAt),
      current: w.deviceId === session.deviceId ? (1 as const) : (0 as const),
    }
  }),
})

/** playInfo's stream: a new playback session's id, or -111 with the devices watching. */
export const startStream = async (request: CallRequest, world: Slice, movieUrl: string): Promise<{ readonly stream_id: string } | CallAnswer> => {
  const session = request.session
  if (!session) return { retval: ResultCode.tokenMissing }
  const screens = await screensOf(session, world)
  const started = await world.streams.start(streamViewer(session), session.s, session.deviceId, movieUrl, screens)
  if (started.kind === 'started') return { stream_id: started.id }
  return { retval: ResultCode.playbackCountLimitExceeded, output: watchingOutput(world, session, screens, started.watching) }
}

const withSession =
  (handle: (session: Session, request: CallRequest, world: Slice) => Promise<CallAnswer>): CallHandler<Uses> =>
  (request, world) =>
    request.session ? handle(request.session, request, world) : { retval: ResultCode.tokenMissing }

const streamBeat = withSession(async (session, request, world) => {
  const id = request.params.stream_id ?? ''
  const beat = await world.streams.beat(streamViewer(session), id, session.s, await screensOf(session, world))
  return beat === 'alive' ? { retval: ResultCode.success, output: { stream_id: id, beat_ms: STREAM_BEAT_MS } } : { retval: ResultCode.streamEnded }
})

const streamEnd = withSession(async (session, request, world) => {
  await world.streams.end(request.params.stream_id ?? '', session.s)
  return { retval: ResultCode.success, output: {} }
})

const streamTakeover = withSession(async (session, _request, world) => {
  const left = await world.streams.takeOver(streamViewer(session))
  return { retval: ResultCode.success, output: watchingOutput(world, session, await screensOf(session, world), left) }
})

export const streamHandlers: AreaHandlers<typeof streamCalls> = { streamBeat, streamEnd, streamTakeover }
