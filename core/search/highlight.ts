import type { Span } from './match.ts'

/** A piece of a text: matched (shown in <mark>) or not. */
export interface TextPart {
  readonly text: string
  readonly matched: boolean
}

/** Splits a text into parts by matched spans (clamped to the text; overlapping spans merge). */
export const highlightParts = (text: string, spans: readonly Span[]): TextPart[] => {
  const ranges = spans
    .map(({ start, end }) => ({ start: Math.max(0, Math.min(start, text.length)), end: Math.max(0, Math.min(end, text.length)) }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start)
  const parts: TextPart[] = []
  let at = 0
  for (const { start, end } of ranges) {
    if (end <= at) continue
    const from = Math.max(start, at)
    if (from > at) parts.push({ text: text.slice(at, from), matched: false })
    parts.push({ text: text.slice(from, end), matched: true })
    at = end
  }
  if (at < text.length) parts.push({ text: text.slice(at), matched: false })
  return parts
}
