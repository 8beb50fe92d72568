import { useEffect, useId, useRef } from 'react'
import { CAPTION_CHOICES, type CaptionStyle } from './captionStyle.ts'

const LEGENDS = { size: '글자 크기', color: '글자 색', background: '배경' } as const

/** The 자막 설정 button of the control bar (it opens and closes the panel). */
export function CaptionSettingsButton({ open, onToggle, panelId }: { readonly open: boolean; readonly onToggle: () => void; readonly panelId: string }) {
  return (
    <button
      type="button"
      className="player__bar-button"
      aria-label="자막 설정"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
      data-testid="caption-settings-button"
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm1 9v2h6v-2H5Zm8 0v2h6v-2h-6Zm-8-4v2h10v-2H5Zm12 0v2h2v-2h-2Z"
        />
      </svg>
    </button>
  )
}

/** The 자막 설정 panel: size, colour, background, and whether a screen reader reads the captions. */
export function CaptionSettingsPanel({
  id,
  style,
  onChange,
  onClose,
}: {
  readonly id: string
  readonly style: CaptionStyle
  readonly onChange: (style: CaptionStyle) => void
  readonly onClose: () => void
}) {
  const panel = useRef<HTMLDivElement>(null)
  const name = useId()
  useEffect(() => panel.current?.querySelector<HTMLInputElement>('input:checked')?.focus(), [])
  return (
    <div
      id={id}
      ref={panel}
      className="caption-settings"
      role="dialog"
      aria-label="자막 설정"
      {...{ noautohide: '' }}
      data-testid="caption-settings"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.stopPropagation()
        onClose()
      }}
    >
      <h2 className="caption-settings__title">자막 설정</h2>
      {(Object.keys(CAPTION_CHOICES) as (keyof typeof CAPTION_CHOICES)[]).map((field) => (
        <fieldset key={field} className="caption-settings__group">
          <legend>{LEGENDS[field]}</legend>
          {CAPTION_CHOICES[field].map(([value, label]) => (
            <label key={value} className="caption-settings__choice">
              <input type="radio" name={`${name}-${field}`} checked={style[field] === value} onChange={() => onChange({ ...style, [field]: value })} />
              {label}
            </label>
          ))}
        </fieldset>
      ))}
      <label className="caption-settings__announce">
        <input type="checkbox" checked={style.announce} onChange={(event) => onChange({ ...style, announce: event.target.checked })} />
        화면 읽기 프로그램에 자막 읽어 주기
      </label>
      <button type="button" className="button caption-settings__close" onClick={onClose}>
        닫기
      </button>
    </div>
  )
}
