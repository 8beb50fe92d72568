import { schemaKit } from './schemaKit.ts'
import type { AccountOutputs } from './schemas.account.ts'
import type { HelpOutputs } from './schemas.help.ts'
import type { MoneyOutputs } from './schemas.money.ts'
import type { SearchOutputs } from './schemas.search.ts'
import type { WatchOutputs } from './schemas.watch.ts'

/**
 * The lazily made areas' output schemas, by call: each area's file loads with its first call and
 * makes its schemas from the kit (docs/decisions/1540). Apart from schemaKit.ts, which the areas'
 * files import, so no import runs in a circle.
 */
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
