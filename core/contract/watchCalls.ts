import { type CallSpec, call } from './callSpec.ts'
import { streamGrantCalls } from './streamGrants.ts'
import { streamCalls } from './streamCalls.ts'

/**
 * Watching (designed, docs/contract.md): play information, positions, saved scenes and sections,
 * my page. All on the API host, POST, signed with the client code of the session `s`.
 */
const watch = (path: string, fields: readonly string[], required: readonly string[]): CallSpec =>
  call({ method: 'POST', host: 'api', path, fields, required, signing: 'client', origin: 'designed' })

export const watchCalls = {
  /** The stream of a title, episode, scene or crop; `range` ("83.5-112") asks for an exact section. */
  playInfo: watch('/v3/play/info', ['s', 'movie_url', 'range'], ['s', 'movie_url']),
  /** Heartbeat of the viewer's position; also sent with sendBeacon when the page hides. */
  savePosition: watch('/v3/play/savePosition', ['s', 'movie_url', 'position', 'duration'], ['s', 'movie_url', 'position', 'duration']),
  saveScene: watch('/v3/play/saveScene', ['s', 'movie_url', 'start', 'end', 'title'], ['s', 'movie_url', 'start', 'end']),
  saveSection: watch('/v3/play/saveSection', ['s', 'movie_url', 'start', 'end', 'title'], ['s', 'movie_url', 'start', 'end']),
  /** The short clips of /bshorts: the asked one first, then the next ones to swipe to. */
  shortsFeed: watch('/v3/play/shortsFeed', ['s', 'bshorts_url', 'count'], ['s', 'bshorts_url']),
  /** 저장 on a title: the member's saved videos (my page tab 3), kept by account; myListRemove tab 3 takes it back. */
  saveVideo: watch('/v3/user/saveVideo', ['s', 'movie_url'], ['s', 'movie_url']),
  myList: watch('/v3/user/myList', ['s', 'tab', 'page'], ['s', 'tab']),
  myListRemove: watch('/v3/user/myListRemove', ['s', 'tab', 'item_id'], ['s', 'tab', 'item_id']),
  /** Where 재생 starts on a title's page, and each episode's progress for the viewer (a guest's by device). */
  watchProgress: watch('/v3/play/watchProgress', ['s', 'movie_url'], ['s', 'movie_url']),
  ...streamGrantCalls,
  ...streamCalls,
} as const satisfies Record<string, CallSpec>
