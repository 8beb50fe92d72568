/**
 * The UI a first paint never shows, loaded as one chunk with the first alert (or once start-up is
 * done): the alert dialog (docs/decisions/0802). The top notice bar is not here: the served page
 * draws it with its frame.
 */
export { AlertModal } from './AlertModal.tsx'
