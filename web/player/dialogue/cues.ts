/** A caption cue as the 대사 panel lists it: seconds, and its text on one line. */
export interface Cue {
  readonly start: number
  readonly end: number
  readonly text: string
}

const seconds = (stamp: string): number => {
  const parts = stamp.split(':').map(Number)
  return parts.reduce((sum, part) => sum * 60 + part, 0)
}

/** The cues of a WebVTT file, in order; tags dropped, lines joined with a space. */
export const parseVtt = (vtt: string): Cue[] => {
  const cues: Cue[] = []
  for (const block of vtt.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n')
    const at = lines.findIndex((line) => line.includes('-->'))
    if (at < 0) continue
    const m = /^\s*([\d:.]+)\s+-->\s+([\d:.]+)/.exec(lines[at]!)
    if (!m) continue
    const text = lines
      .slice(at + 1)
      .join(' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .trim()
    if (text) cues.push({ start: seconds(m[1]!), end: seconds(m[2]!), text })
  }
  return cues
}

/** The index of the cue showing at `time` (the last that started), or -1 before the first. */
export const cueAt = (cues: readonly Cue[], time: number): number => {
  let lo = 0
  let hi = cues.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (cues[mid]!.start <= time) lo = mid + 1
    else hi = mid
  }
  return lo - 1
}
