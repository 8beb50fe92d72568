import { TestId } from '../testids.ts'
import './LoadingOverlay.css'

/** The full-screen loading indicator; rendered only while loading is on. */
export function LoadingOverlay() {
  return (
    <div className="loading-overlay" data-testid={TestId.loadingOverlay} role="status" aria-live="polite">
      <span className="wait-ring" aria-hidden="true" />
      <span className="visually-hidden">불러오는 중입니다</span>
    </div>
  )
}
