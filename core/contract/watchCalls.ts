import type { CallSpec } from './callSpec.ts'

/** Watching (designed, docs/contract.md): play information, positions, saved scenes and sections, my page. */
export const watchCalls = {} as const satisfies Record<string, CallSpec>
