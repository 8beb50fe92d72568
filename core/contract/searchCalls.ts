import type { CallSpec } from './callSpec.ts'

/** Search (designed, docs/contract.md): on the search host, under its /api path. */
export const searchCalls = {} as const satisfies Record<string, CallSpec>
