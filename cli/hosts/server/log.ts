import type { CallName, HostName } from '../../../core/contract/index.ts'

/** One call the stand-in received and how it answered. */
export interface CallRecord {
  readonly call: CallName
  readonly host: HostName
  /** When the call was received (the stand-in's clock); it is logged once answered. */
  readonly at: number
  /** The retval sent, or the fault that replaced the answer. */
  readonly outcome: { readonly retval: number } | { readonly fault: 'status' | 'drop' | 'malformed'; readonly status?: number }
}

/** The calls received, newest last (the last 1000), so tests and QA can count retries. */
export interface CallLog {
  list(): readonly CallRecord[]
  /** How many calls of one name (or all) were received. */
  count(call?: CallName): number
  clear(): void
  record(entry: CallRecord): void
}

const CAPACITY = 1000

export const createCallLog = (): CallLog => {
  let records: CallRecord[] = []
  return {
    list: () => records,
    count: (call) => (call === undefined ? records.length : records.filter((r) => r.call === call).length),
    clear() {
      records = []
    },
    record(entry) {
      records.push(entry)
      if (records.length > CAPACITY) records = records.slice(-CAPACITY)
    },
  }
}
