/**
 * The UI a first paint never shows, loaded as one chunk once there is a notice or an alert (or
 * once start-up is done): the notice bar and the alert dialog (docs/decisions/0802).
 */
export { TopNoticeBar } from './TopNoticeBar.tsx'
export { AlertModal } from './AlertModal.tsx'
