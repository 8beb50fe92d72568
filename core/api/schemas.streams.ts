import type { SchemaKit } from './schemaKit.ts'

/** Output schemas of the stream calls (designed, docs/contract.md "Stream calls"); merged into the watch area's. */
export const streamSchemas = (Schema: SchemaKit) => {
  /** A device playing one of the viewer's streams, as the -111 screen lists it. */
  const WatchingDevice = Schema.Struct({
    device_id: Schema.String,
    /** DeviceType (core/contract/enums.ts). */
    device_type: Schema.Number,
    device_name: Schema.String,
    movie_url: Schema.String,
    title: Schema.String,
    /** When it started: a host time (KST). */
    since: Schema.String,
    /** 1 for this device. */
    current: Schema.Literals([0, 1]),
  })
  /** -111's output, and streamTakeover's answer: who is watching, and how many the plan allows. */
  const StreamsOutput = Schema.Struct({ screens: Schema.Number, watching: Schema.Array(WatchingDevice) })
  const StreamBeatOutput = Schema.Struct({ stream_id: Schema.String, beat_ms: Schema.Number })
  const outputs = { streamBeat: StreamBeatOutput, streamEnd: Schema.Struct({}), streamTakeover: StreamsOutput } as const
  return { WatchingDevice, StreamsOutput, StreamBeatOutput, outputs }
}

type Made = ReturnType<typeof streamSchemas>
export type WatchingDevice = Made['WatchingDevice']['Type']
export type StreamsOutput = Made['StreamsOutput']['Type']
