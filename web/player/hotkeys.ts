/**
 * The player's keys: Space/K play-pause, ←/→ 5 s, J/L 10 s, ↑/↓ volume, M mute,
 * F fullscreen, C captions, </> speed, S skip the recap or opening. One table, so the keys and their help stay in step.
 */
export type KeyAction =
  | { readonly kind: 'togglePlay' }
  | { readonly kind: 'seekBy'; readonly seconds: number }
  | { readonly kind: 'volumeBy'; readonly step: number }
  | { readonly kind: 'toggleMute' }
  | { readonly kind: 'toggleFullscreen' }
  | { readonly kind: 'toggleCaptions' }
  | { readonly kind: 'rateStep'; readonly step: 1 | -1 }
  | { readonly kind: 'skipSegment' }

export const keyAction = (key: string): KeyAction | undefined => {
  switch (key) {
    case ' ':
    case 'k':
    case 'K':
      return { kind: 'togglePlay' }
    case 'ArrowLeft':
      return { kind: 'seekBy', seconds: -5 }
    case 'ArrowRight':
      return { kind: 'seekBy', seconds: 5 }
    case 'j':
    case 'J':
      return { kind: 'seekBy', seconds: -10 }
    case 'l':
    case 'L':
      return { kind: 'seekBy', seconds: 10 }
    case 'ArrowUp':
      return { kind: 'volumeBy', step: 0.1 }
    case 'ArrowDown':
      return { kind: 'volumeBy', step: -0.1 }
    case 'm':
    case 'M':
      return { kind: 'toggleMute' }
    case 'f':
    case 'F':
      return { kind: 'toggleFullscreen' }
    case 'c':
    case 'C':
      return { kind: 'toggleCaptions' }
    case '<':
      return { kind: 'rateStep', step: -1 }
    case '>':
      return { kind: 'rateStep', step: 1 }
    case 's':
    case 'S':
      return { kind: 'skipSegment' }
    default:
      return undefined
  }
}

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const

/** The next speed up or down the list (clamped at its ends). */
export const stepRate = (rate: number, step: 1 | -1): number => {
  const index = PLAYBACK_RATES.findIndex((r) => r >= rate - 1e-6)
  const at = index < 0 ? PLAYBACK_RATES.length - 1 : index
  return PLAYBACK_RATES[Math.max(0, Math.min(PLAYBACK_RATES.length - 1, at + step))] ?? 1
}

/** Keys that a focused control uses itself (a range's arrows, a button's Space/Enter) are left to it. */
export const controlOwnsKey = (target: EventTarget | null, key: string): boolean => {
  if (!(target instanceof Element)) return false
  const tag = target.tagName.toLowerCase()
  if (tag === 'input' || tag === 'textarea' || tag === 'select' || (target as HTMLElement).isContentEditable) return true
  const arrows = key.startsWith('Arrow')
  if (arrows && (tag.endsWith('-range') || tag.includes('menu'))) return true
  if ((key === ' ' || key === 'Enter') && (tag === 'button' || tag === 'a' || tag.endsWith('-button') || tag.includes('menu'))) return true
  return false
}
