import { Context } from 'effect'
import type { Hosts } from '../contract/index.ts'

/** The base address of each host; every host call resolves its URL against this. */
export class HostsConfig extends Context.Service<HostsConfig, Hosts>()('streaming/api/HostsConfig') {}

/** Knobs of the shared pipeline. */
export interface ApiSettingsShape {
  /** Give up on a call after this many ms (TransportError reason 'timeout'); none by default, as docs/product.md says. */
  readonly timeoutMs?: number | undefined
}

/** Pipeline settings; the default has no timeout (docs/product.md §7). */
export const ApiSettings = Context.Reference<ApiSettingsShape>('streaming/api/ApiSettings', {
  defaultValue: () => ({}),
})
