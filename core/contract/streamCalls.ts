import { type CallSpec, call } from './callSpec.ts'

/**
 * Playback sessions (designed, docs/contract.md "Stream calls"; docs/decisions/1811): playInfo
 * starts one and answers its `stream_id` (or -111 with the devices watching); the player beats
 * while it plays and ends it when it closes; 이 기기에서 보기 takes over the oldest stream.
 * On the API host, POST, signed with the client code of the session `s`.
 */
const stream = (path: string, fields: readonly string[]): CallSpec =>
  call({ method: 'POST', host: 'api', path, fields, required: fields, signing: 'client', origin: 'designed' })

export const streamCalls = {
  /** Keeps the stream alive (every STREAM_BEAT_MS); -1811 once it has ended (taken over, lapsed past the plan, signed out). */
  streamBeat: stream('/v3/play/streamBeat', ['s', 'stream_id']),
  /** The player closed (unmount, page hide): the stream stops counting. */
  streamEnd: stream('/v3/play/streamEnd', ['s', 'stream_id']),
  /** 이 기기에서 보기: the account's (or device's) oldest live stream ends; then playInfo again. */
  streamTakeover: stream('/v3/play/streamTakeover', ['s']),
} as const satisfies Record<string, CallSpec>
