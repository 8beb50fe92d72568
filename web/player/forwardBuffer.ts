import { type Connection, browserConnection, isSlowOrSaving } from '../adapters/connection.ts'

/**
 * How far ahead hls.js fetches (docs/decisions/1381). Left alone it buffers up to ten minutes
 * whenever the bitrate is low (its default byte budget, 60 MB, is minutes of a small rendition):
 * a phone viewer pays for what they may never watch. Like the anchors, tens of seconds: enough to
 * ride out a slow patch, sized down for a viewer who saves data or is on 2G.
 */

export interface ForwardBuffer {
  /** Seconds ahead hls.js keeps loading to. */
  readonly maxBufferLength: number
  /** The cap whatever the bitrate: its byte budget may not stretch the buffer past this. */
  readonly maxMaxBufferLength: number
  /** Seconds kept behind the playhead (a seek back within them plays at once); older media is let go. */
  readonly backBufferLength: number
}

export const forwardBufferFor = (connection: Connection | undefined): ForwardBuffer =>
  isSlowOrSaving(connection)
    ? { maxBufferLength: 20, maxMaxBufferLength: 30, backBufferLength: 30 }
    : { maxBufferLength: 30, maxMaxBufferLength: 60, backBufferLength: 60 }

/** This browser's forward buffer, read once. */
export const forwardBuffer: ForwardBuffer = forwardBufferFor(browserConnection())
