import { ADMIN_SECRET_HEADER } from '../../../cli/hosts/index.ts'

/**
 * The stand-in's admin endpoint on the web host (docs/contract.md), over real HTTP from Node with
 * the hosts' secret: how a test changes the hosts while the page runs, as QA would with curl.
 */
export interface Admin {
  /** Adds fault rules, e.g. `menu=status:503` or `menu=drop,times=1`. */
  addFaults(...rules: readonly string[]): Promise<void>
  /** Removes every rule and the latency. */
  clearFaults(): Promise<void>
  /** Makes a newer build; answers its id. */
  bumpBuild(): Promise<string>
  /** Names and outcomes of the calls received so far. */
  calls(): Promise<readonly AdminCall[]>
  clearCalls(): Promise<void>
}

export interface AdminCall {
  readonly call: string
  readonly host: string
  readonly at: number
  readonly outcome: { readonly retval?: number; readonly fault?: string; readonly status?: number }
}

export const adminOf = (webHost: string, secret: string): Admin => {
  const send = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${webHost}/__admin${path}`, {
      method,
      headers: { [ADMIN_SECRET_HEADER]: secret, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const json = (await response.json()) as { retval: number; output: T }
    if (!response.ok || json.retval !== 0) throw new Error(`admin ${method} ${path}: HTTP ${response.status} ${JSON.stringify(json)}`)
    return json.output
  }
  return {
    addFaults: async (...rules) => void (await send('POST', '/faults', { rules })),
    clearFaults: async () => void (await send('DELETE', '/faults')),
    bumpBuild: async () => (await send<{ build_id: string }>('POST', '/build')).build_id,
    calls: async () => (await send<{ calls: AdminCall[] }>('GET', '/calls')).calls,
    clearCalls: async () => void (await send('DELETE', '/calls')),
  }
}
