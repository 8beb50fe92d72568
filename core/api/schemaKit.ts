import { Schema } from 'effect'
import { ContentCard, ContentKind } from './schemas.browse.ts'

/**
 * The output schemas of the areas the first page does not call (search, watch, account, money, help)
 * are made from this kit and load with their area's first call (docs/decisions/1540). Their files
 * import no code: a lazy chunk that imported Effect's Schema itself would split Schema into a chunk
 * of its own, which costs the first page more gzip than those schemas weigh.
 */
export interface SchemaKit extends Pick<typeof Schema, 'Array' | 'Literals' | 'NullOr' | 'Number' | 'String' | 'Struct' | 'optional'> {
  readonly ContentKind: typeof ContentKind
  readonly ContentCard: typeof ContentCard
}

/** Handed in part by part, so the rest of Schema stays out of the bundle. */
export const schemaKit: SchemaKit = {
  Array: Schema.Array,
  Literals: Schema.Literals,
  NullOr: Schema.NullOr,
  Number: Schema.Number,
  String: Schema.String,
  Struct: Schema.Struct,
  optional: Schema.optional,
  ContentKind,
  ContentCard,
}
