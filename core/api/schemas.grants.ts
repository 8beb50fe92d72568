import type { SchemaKit } from './schemaKit.ts'

/** Output schemas of stream grants (designed, docs/contract.md "Stream grants and keys"); merged into the watch area's. */
export const grantSchemas = (Schema: SchemaKit) => {
  /** The grant that came as a cookie with the answer: where it opens and for how long. */
  const StreamGrant = Schema.Struct({
    /** The media path the grant cookie is scoped to (`/media/t/{movie_url}/`). */
    path: Schema.String,
    /** Seconds it lives from this answer; the player renews it at two thirds. */
    expires_in: Schema.Number,
  })
  const StreamGrantOutput = Schema.Struct({ movie_url: Schema.String, grant: StreamGrant })
  const outputs = { streamGrant: StreamGrantOutput } as const
  return { StreamGrant, StreamGrantOutput, outputs }
}

type Made = ReturnType<typeof grantSchemas>
export type StreamGrant = Made['StreamGrant']['Type']
