import { ResultCode, formatHostTime } from '../../../core/contract/index.ts'
import type { CallAnswer } from '../server/callTypes.ts'

/**
 * A try refused because its limit says wait (docs/decisions/1831): -1831 with how long, in whole
 * seconds (`retry_after`), and until when (`retry_at`, a host time), so a page can say when.
 */
export const waitAnswer = (retryAfterMs: number, now: number): CallAnswer & { readonly reason: string } => ({
  retval: ResultCode.tooManyAttempts,
  output: { retry_after: Math.ceil(retryAfterMs / 1000), retry_at: formatHostTime(now + retryAfterMs) },
  reason: 'too many tries: wait',
})
