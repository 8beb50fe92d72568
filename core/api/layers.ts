import { Layer } from 'effect'
import type { Hosts } from '../contract/index.ts'
import { httpClientLayer } from './client.ts'
import { ApiSettings, HostsConfig } from './config.ts'
import { ContractClient } from './pipeline.ts'
import { AccountApi, type AreaApis, BrowseApi, HelpApi, MoneyApi, SearchApi, SessionApi, WatchApi } from './services.ts'

/** What a driver (web, CLI, a test) decides about the host calls. */
export interface ApiOptions {
  readonly hosts: Hosts
  /** Defaults to the platform's fetch; the CLI passes its cookie-jar fetch. */
  readonly fetch?: typeof globalThis.fetch | undefined
  /** None by default (docs/product.md §7); the web app and CLI pass Timing.requestTimeoutMs. */
  readonly timeoutMs?: number | undefined
}

/** Every host-call service the core offers, plus the by-name pipeline under them. */
export type HostApis = AreaApis | ContractClient

/** The area services over one shared pipeline and one shared HTTP client. */
export const apiLayer = (options: ApiOptions): Layer.Layer<HostApis> =>
  Layer.mergeAll(SessionApi.layer, BrowseApi.layer, SearchApi.layer, WatchApi.layer, AccountApi.layer, MoneyApi.layer, HelpApi.layer).pipe(
    Layer.provideMerge(ContractClient.layer),
    Layer.provide(
      Layer.mergeAll(
        httpClientLayer({ fetch: options.fetch }),
        Layer.succeed(HostsConfig, options.hosts),
        Layer.succeed(ApiSettings, { timeoutMs: options.timeoutMs }),
      ),
    ),
  )
