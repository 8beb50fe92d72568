import { Schema } from 'effect'
import { ContentCard, ContentKind } from './schemas.browse.ts'
import type { AccountOutputs } from './schemas.account.ts'
import type { HelpOutputs } from './schemas.help.ts'
import type { MoneyOutputs } from './schemas.money.ts'
import type { SearchOutputs } from './schemas.search.ts'
import type { WatchOutputs } from './schemas.watch.ts'

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

/** The lazily made areas' output schemas, by call. */
export type LazyOutputs = SearchOutputs & WatchOutputs & AccountOutputs & MoneyOutputs & HelpOutputs

/** Each lazy area's schemas, loaded and made once. */
export const lazyAreaOutputs = {
  search: () => import('./schemas.search.ts').then((m) => m.searchSchemas(schemaKit).outputs),
  watch: () => import('./schemas.watch.ts').then((m) => m.watchSchemas(schemaKit).outputs),
  account: () => import('./schemas.account.ts').then((m) => m.accountSchemas(schemaKit).outputs),
  money: () => import('./schemas.money.ts').then((m) => m.moneySchemas(schemaKit).outputs),
  help: () => import('./schemas.help.ts').then((m) => m.helpSchemas(schemaKit).outputs),
} as const
export type LazyArea = keyof typeof lazyAreaOutputs
