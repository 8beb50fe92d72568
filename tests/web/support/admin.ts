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
  /** Moves the stand-in's clock on by whole days; renewals, graces and voided approvals then run. */
  advanceDays(days: number): Promise<{ readonly renewed: number; readonly declined: number; readonly ended: number; readonly voided: number }>
  /** The account's saved method declines its renewals ('declined', 'insufficient'), or approves again (null). */
  declineRenewals(account: string, outcome: 'declined' | 'insufficient' | null): Promise<void>
  /** Schedules a renewing pass's new price from `inDays` days on. */
  schedulePrice(itemId: string, priceWon: number, inDays: number): Promise<void>
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
    advanceDays: async (days) =>
      (await send<{ ran: { renewed: number; declined: number; ended: number; voided: number } }>('POST', '/clock', { advance_days: days })).ran,
    declineRenewals: async (account, outcome) => void (await send('POST', '/decline', { account, outcome })),
    schedulePrice: async (itemId, priceWon, inDays) => void (await send('POST', '/price', { item_id: itemId, price_won: priceWon, effective_in_days: inDays })),
  }
}
