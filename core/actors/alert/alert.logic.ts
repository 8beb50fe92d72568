import { DialogLabel, Limits } from '../../contract/index.ts'
import type { AlertButton, AlertRequest, AlertView } from './alert.types.ts'

/** Actions the confirm dialog's two buttons report. */
export const ConfirmAction = { confirm: 'confirm', cancel: 'cancel' } as const

/** The single default button when a show gives none. */
export const okButton: AlertButton = { label: DialogLabel.ok, action: 'ok', style: 'primary' }

/** docs/product.md §5: keep at most the first three buttons; with none, a single OK button. */
export const normaliseButtons = (buttons: readonly AlertButton[] | undefined): readonly AlertButton[] => {
  const kept = (buttons ?? []).slice(0, Limits.alertMaxButtons)
  return kept.length > 0 ? kept : [okButton]
}

/** What the modal shows for a request. */
export const toView = (request: AlertRequest): AlertView => ({
  id: request.id,
  title: request.title ?? '',
  message: request.message,
  buttons: normaliseButtons(request.buttons),
})

/** A confirm dialog: 취소 then 확인; it resolves true only on 확인. */
export const confirmRequest = (id: number, message: string, title?: string): AlertRequest => ({
  id,
  message,
  ...(title === undefined ? {} : { title }),
  buttons: [
    { label: DialogLabel.cancel, action: ConfirmAction.cancel, style: 'secondary' },
    { label: DialogLabel.confirm, action: ConfirmAction.confirm, style: 'primary' },
  ],
})

/** The answer of a confirm dialog, from the action it closed with (an overlay click cancels). */
export const confirmAnswer = (action: string | null): boolean => action === ConfirmAction.confirm
