/**
 * What a viewer reads when a limit says wait (-1831, docs/decisions/1831): when to try again, in
 * Korean, from the answer's `retry_after` (seconds) and `retry_at` (a host time, KST).
 */
export const waitMessage = (output: unknown): string => {
  const detail = (typeof output === 'object' && output !== null ? output : {}) as { retry_after?: unknown; retry_at?: unknown }
  const seconds = typeof detail.retry_after === 'number' && detail.retry_after > 0 ? Math.ceil(detail.retry_after) : undefined
  if (seconds === undefined) return '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.'
  const when =
    seconds < 60
      ? `${seconds}초`
      : seconds < 3600
        ? `${Math.ceil(seconds / 60)}분`
        : `${Math.floor(seconds / 3600)}시간${Math.ceil((seconds % 3600) / 60) ? ` ${Math.ceil((seconds % 3600) / 60)}분` : ''}`
  const clock = typeof detail.retry_at === 'string' ? /\b(\d{2}):(\d{2})(?::\d{2})?$/.exec(detail.retry_at) : null
  return `시도 횟수가 너무 많습니다. ${when} 뒤${clock ? `(${clock[1]}시 ${clock[2]}분)` : ''}에 다시 시도해 주세요.`
}
