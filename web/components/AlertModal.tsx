import { type KeyboardEvent, useEffect, useId, useRef } from 'react'
import { TestId } from '../testids.ts'
import './AlertModal.css'

/** One button of the alert as the viewer sees it. */
export interface AlertButtonView {
  readonly label: string
  /** What the button means to the alert actor (`ok`, `cancel`, ...); exposed as data-action. */
  readonly action: string
  /** Style class: `primary` or `secondary`. */
  readonly style?: string
}

export interface AlertModalProps {
  readonly title?: string
  readonly message: string
  readonly buttons: readonly AlertButtonView[]
  /** A button was pressed (by index). */
  readonly onButton: (index: number) => void
  /** The backdrop was clicked, or Escape pressed on an alert without a cancel button. */
  readonly onDismiss: () => void
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The global alert/confirm dialog. Focus moves into it and stays there (Tab wraps); Escape
 * cancels (the cancel button when there is one).
 */
export function AlertModal({ title, message, buttons, onButton, onDismiss }: AlertModalProps) {
  const dialog = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const messageId = useId()

  // Focus goes in on open. Where it returns on close is the shell's job (useFocusReturn): the page
  // behind turns inert as the modal opens, which blurs its focused element before any effect here.
  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      const cancel = buttons.findIndex((b) => b.action === 'cancel')
      if (cancel >= 0) onButton(cancel)
      else onDismiss()
      return
    }
    if (event.key !== 'Tab' || !dialog.current) return
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    const active = document.activeElement
    if (event.shiftKey && (active === first || !dialog.current.contains(active))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || !dialog.current.contains(active))) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div className="alert-layer">
      <div className="alert-layer__overlay" data-testid={TestId.alertOverlay} onClick={onDismiss} aria-hidden="true" />
      <div
        ref={dialog}
        className="alert-modal"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : '알림'}
        aria-describedby={messageId}
        data-testid={TestId.alertModal}
        onKeyDown={onKeyDown}
      >
        {title ? (
          <h2 id={titleId} className="alert-modal__title" data-testid={TestId.alertTitle}>
            {title}
          </h2>
        ) : null}
        <p id={messageId} className="alert-modal__message" data-testid={TestId.alertMessage}>
          {message}
        </p>
        <div className="alert-modal__buttons">
          {buttons.map((button, index) => (
            <button
              key={index}
              type="button"
              className={`button ${button.style === 'primary' || button.action === 'ok' ? 'button--primary' : ''}`}
              data-testid={TestId.alertButton}
              data-action={button.action}
              onClick={() => onButton(index)}
            >
              {button.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  )
}
