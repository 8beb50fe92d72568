import { type KeyValueStore, StorageKey } from '../../../core/ports/storage.ts'

/** How captions look and whether a screen reader hears them: the viewer's choice, kept on the device (decision 1721). */
export interface CaptionStyle {
  readonly size: 'small' | 'medium' | 'large'
  readonly color: 'white' | 'yellow' | 'cyan' | 'green'
  readonly background: 'none' | 'translucent' | 'black'
  /** Mirror the showing cue into a polite live region (off by default). */
  readonly announce: boolean
}

export const DEFAULT_CAPTION_STYLE: CaptionStyle = { size: 'medium', color: 'white', background: 'translucent', announce: false }

/** Every choice with its Korean name, in menu order. */
export const CAPTION_CHOICES = {
  size: [
    ['small', '작게'],
    ['medium', '보통'],
    ['large', '크게'],
  ],
  color: [
    ['white', '흰색'],
    ['yellow', '노란색'],
    ['cyan', '하늘색'],
    ['green', '연두색'],
  ],
  background: [
    ['none', '없음'],
    ['translucent', '반투명'],
    ['black', '검정'],
  ],
} as const satisfies { readonly [K in Exclude<keyof CaptionStyle, 'announce'>]: readonly (readonly [CaptionStyle[K], string])[] }

const KEY = StorageKey.captionStyle

const pick = <T extends string>(value: unknown, allowed: readonly (readonly [T, string])[], fallback: T): T =>
  allowed.some(([v]) => v === value) ? (value as T) : fallback

/** Reads a stored style; anything unreadable or unknown falls back field by field to the default. */
export const parseCaptionStyle = (raw: string | null): CaptionStyle => {
  let value: Record<string, unknown> = {}
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {}
    if (parsed && typeof parsed === 'object') value = parsed as Record<string, unknown>
  } catch {
    // A damaged value reads as the default.
  }
  const d = DEFAULT_CAPTION_STYLE
  return {
    size: pick(value['size'], CAPTION_CHOICES.size, d.size),
    color: pick(value['color'], CAPTION_CHOICES.color, d.color),
    background: pick(value['background'], CAPTION_CHOICES.background, d.background),
    announce: value['announce'] === true,
  }
}

export const readCaptionStyle = (store: KeyValueStore): CaptionStyle => parseCaptionStyle(store.getItem(KEY))
export const saveCaptionStyle = (store: KeyValueStore, style: CaptionStyle): void => store.setItem(KEY, JSON.stringify(style))
