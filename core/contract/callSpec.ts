import type { HostName } from './hosts.ts'

/** One entry of the wire table (calls.ts): how one host call goes on the wire. */
export interface CallSpec {
  readonly method: 'GET' | 'POST'
  readonly host: HostName
  readonly path: string
  /** Body fields in order, `a` excluded; the signature covers them in this order. */
  readonly fields: readonly string[]
  /** Fields whose absence the host answers with -10 (required parameter missing). */
  readonly required: readonly string[]
  /** `client`: signed with the client code; `service`: with the fixed service code; none: unsigned. */
  readonly signing: 'client' | 'service' | 'none'
  readonly origin: 'product' | 'designed'
}

/** A wire-table entry, checked against CallSpec. */
export const call = (spec: CallSpec): CallSpec => spec
