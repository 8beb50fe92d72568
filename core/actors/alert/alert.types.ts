/** One button of the alert modal: its Korean label, what it means, and its look. */
export interface AlertButton {
  readonly label: string
  /** What the click means; reported back when the modal closes (confirm uses 'confirm'/'cancel'). */
  readonly action: string
  /** Style class of the button, e.g. 'primary'. */
  readonly style?: string
}

/** A request to show the modal. `id` lets the caller match the answer to its request. */
export interface AlertRequest {
  readonly id: number
  readonly title?: string
  readonly message: string
  readonly buttons?: readonly AlertButton[]
}

/** What the modal shows: at most three buttons, never none. */
export interface AlertView {
  readonly id: number
  readonly title: string
  readonly message: string
  readonly buttons: readonly AlertButton[]
}

export interface AlertContext {
  readonly current: AlertView | null
  /** Shows that arrived while one was visible, in order. */
  readonly queue: readonly AlertView[]
}

export type AlertEvent =
  | { readonly type: 'alert.show'; readonly request: AlertRequest }
  | { readonly type: 'alert.click'; readonly index: number }
  | { readonly type: 'alert.overlay' }

/** Emitted when a modal closes; `action` is the clicked button's, null for an overlay click. */
export type AlertEmitted = { readonly type: 'alert.closed'; readonly id: number; readonly action: string | null }
