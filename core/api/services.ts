import { Context, Effect, type Layer } from 'effect'
import { type CallArea, type CallName, callAreas } from '../contract/index.ts'
import { type AreaShape, type CallAnswer, type CallArgs, type CallMethod, areaLayer, areaTestLayer } from './areas.ts'
import type { ApiError } from './errors.ts'
import type { CallOptions, ContractClient } from './pipeline.ts'

const {
  session: sessionCalls,
  browse: browseCalls,
  search: searchCalls,
  watch: watchCalls,
  account: accountCalls,
  money: moneyCalls,
  help: helpCalls,
} = callAreas

/**
 * The core's host-call services, one per area of the contract, each a method per call derived
 * from the area's table (core/api/areas.ts): `SessionApi.menu(...)`, `BrowseApi.contentList(...)`.
 * Each has `layer` (over the shared pipeline) and `testLayer(answers)` (unlisted calls fail).
 */

/** Logins, the ticket, logout, menu, notices and the build file: what boot and the session send. */
export class SessionApi extends Context.Service<SessionApi, AreaShape<typeof sessionCalls>>()('streaming/api/SessionApi') {
  static readonly layer: Layer.Layer<SessionApi, never, ContractClient> = areaLayer(SessionApi, sessionCalls)
  static readonly testLayer = (answers: Partial<AreaShape<typeof sessionCalls>>): Layer.Layer<SessionApi> =>
    areaTestLayer(SessionApi, 'SessionApi', sessionCalls, answers)
}

/** The home, lists, a title, categories, tags, events, taste and adult verification. */
export class BrowseApi extends Context.Service<BrowseApi, AreaShape<typeof browseCalls>>()('streaming/api/BrowseApi') {
  static readonly layer: Layer.Layer<BrowseApi, never, ContractClient> = areaLayer(BrowseApi, browseCalls)
  static readonly testLayer = (answers: Partial<AreaShape<typeof browseCalls>>): Layer.Layer<BrowseApi> =>
    areaTestLayer(BrowseApi, 'BrowseApi', browseCalls, answers)
}

/** Search, suggestions and popular keywords (the search host). */
export class SearchApi extends Context.Service<SearchApi, AreaShape<typeof searchCalls>>()('streaming/api/SearchApi') {
  static readonly layer: Layer.Layer<SearchApi, never, ContractClient> = areaLayer(SearchApi, searchCalls)
  static readonly testLayer = (answers: Partial<AreaShape<typeof searchCalls>>): Layer.Layer<SearchApi> =>
    areaTestLayer(SearchApi, 'SearchApi', searchCalls, answers)
}

/** Playing, positions, saved scenes, sections and videos, the shorts feed and my page. */
export class WatchApi extends Context.Service<WatchApi, AreaShape<typeof watchCalls>>()('streaming/api/WatchApi') {
  static readonly layer: Layer.Layer<WatchApi, never, ContractClient> = areaLayer(WatchApi, watchCalls)
  static readonly testLayer = (answers: Partial<AreaShape<typeof watchCalls>>): Layer.Layer<WatchApi> =>
    areaTestLayer(WatchApi, 'WatchApi', watchCalls, answers)
}

/** Recovering a password, reactivating, the member's account page and leaving (the auth host). */
export class AccountApi extends Context.Service<AccountApi, AreaShape<typeof accountCalls>>()('streaming/api/AccountApi') {
  static readonly layer: Layer.Layer<AccountApi, never, ContractClient> = areaLayer(AccountApi, accountCalls)
  static readonly testLayer = (answers: Partial<AreaShape<typeof accountCalls>>): Layer.Layer<AccountApi> =>
    areaTestLayer(AccountApi, 'AccountApi', accountCalls, answers)
}

/** Items, purchases, the 빵탄 ledger and what a member bought (the API host). */
export class MoneyApi extends Context.Service<MoneyApi, AreaShape<typeof moneyCalls>>()('streaming/api/MoneyApi') {
  static readonly layer: Layer.Layer<MoneyApi, never, ContractClient> = areaLayer(MoneyApi, moneyCalls)
  static readonly testLayer = (answers: Partial<AreaShape<typeof moneyCalls>>): Layer.Layer<MoneyApi> =>
    areaTestLayer(MoneyApi, 'MoneyApi', moneyCalls, answers)
}

/** The FAQ, notices, policy documents and guides (the API host, before any login). */
export class HelpApi extends Context.Service<HelpApi, AreaShape<typeof helpCalls>>()('streaming/api/HelpApi') {
  static readonly layer: Layer.Layer<HelpApi, never, ContractClient> = areaLayer(HelpApi, helpCalls)
  static readonly testLayer = (answers: Partial<AreaShape<typeof helpCalls>>): Layer.Layer<HelpApi> => areaTestLayer(HelpApi, 'HelpApi', helpCalls, answers)
}

/** The service of each area, by the area's name in the contract (`callAreas`). */
export const areaServices = {
  session: SessionApi,
  browse: BrowseApi,
  search: SearchApi,
  watch: WatchApi,
  account: AccountApi,
  money: MoneyApi,
  help: HelpApi,
} as const

/** Every area's service. */
export type AreaApis = SessionApi | BrowseApi | SearchApi | WatchApi | AccountApi | MoneyApi | HelpApi

const areaOfCall = Object.fromEntries(
  Object.entries(callAreas).flatMap(([area, table]) => Object.keys(table).map((name) => [name, area as CallArea])),
) as Record<CallName, CallArea>

/** An area's service seen by call name (its methods are named as its calls). */
type ByName<N extends CallName> = Effect.Effect<Readonly<Record<string, CallMethod<N>>>, never, AreaApis>

/** A call by name through its area's service: how a page's call by name is sent (core/bridge). */
export const callByName = <N extends CallName>(name: N, args?: CallArgs, options?: CallOptions): Effect.Effect<CallAnswer<N>, ApiError, AreaApis> =>
  Effect.flatMap(areaServices[areaOfCall[name]] as unknown as ByName<N>, (api) => api[name]!(args, options))
