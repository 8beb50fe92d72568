import './ProgressBar.css'

/** How far a title was watched, as a thin bar (its words are said beside it: the bar is hidden from screen readers). */
export function ProgressBar({ position, duration, className = '' }: { readonly position: number; readonly duration: number; readonly className?: string }) {
  const share = duration > 0 ? Math.min(100, Math.max(0, (position / duration) * 100)) : 0
  return (
    <span className={`progress-bar ${className}`} aria-hidden="true" data-testid="progress-bar">
      <span style={{ width: `${share}%` }} />
    </span>
  )
}
