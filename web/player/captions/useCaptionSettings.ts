import { useId, useState } from 'react'
import { browserLocalStore } from '../../adapters/sessionStore.ts'
import { profileSettings } from '../../data/watchingProfile.ts'
import { type CaptionStyle, readCaptionStyle, saveCaptionStyle } from './captionStyle.ts'

/**
 * The captions' look as this profile left it on this device, and its settings panel: open or
 * closed, its id for the button that opens it, and focus back on that button when it closes.
 */
export const useCaptionSettings = (controller: HTMLElement | null) => {
  const [style, setStyle] = useState<CaptionStyle>(() => readCaptionStyle(profileSettings(browserLocalStore())))
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const close = () => {
    setOpen(false)
    controller?.querySelector<HTMLElement>('[data-testid="caption-settings-button"]')?.focus()
  }
  return {
    style,
    change: (next: CaptionStyle) => {
      setStyle(next)
      saveCaptionStyle(profileSettings(browserLocalStore()), next)
    },
    open,
    panelId,
    close,
    toggle: () => (open ? close() : setOpen(true)),
  }
}
