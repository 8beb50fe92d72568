import { useSelector } from './useSelector.ts'
import { Suspense, lazy, useEffect, useState } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { selectAlert } from '../../core/actors/alert/alert.selectors.ts'
import { selectInitialised } from '../../core/actors/boot/boot.selectors.ts'
import { selectIsLoading } from '../../core/actors/loading/loading.selectors.ts'
import type { AlertModalProps } from '../components/AlertModal.tsx'
import { LoadingOverlay } from '../components/LoadingOverlay.tsx'
import { useApp } from './appContext.ts'
import { useFocusReturn } from './useFocusReturn.ts'
import { useRenewalNotice } from './useRenewalNotice.ts'

// The alert is never part of the first paint: its code (web/components/lateUi.ts) loads once
// start-up is done, or with the first alert, keeping it off the first page (decision 0802).
const loadLateUi = () => import('../components/lateUi.ts')

/** Its code could not be fetched (offline): the browser's own dialog says it, so nothing breaks. */
function BrowserAlert({ message, buttons, onButton }: AlertModalProps) {
  useEffect(() => {
    const cancel = buttons.findIndex((b) => b.action === 'cancel')
    const ok = Math.max(
      0,
      buttons.findIndex((b) => b.action !== 'cancel'),
    )
    if (cancel < 0) {
      window.alert(message)
      onButton(ok)
    } else onButton(window.confirm(message) ? ok : cancel)
  }, [message, buttons, onButton])
  return null
}

const AlertModal = lazy(() =>
  loadLateUi().then(
    (m): { default: (props: AlertModalProps) => React.ReactNode } => ({ default: m.AlertModal }),
    () => ({ default: BrowserAlert }),
  ),
)

/**
 * The root route's element: the page (through its layout) plus the global UI bound to the core's
 * actors: the loading overlay, the alert modal (the page behind it inert), scroll restoration.
 */
export function AppShell() {
  const { actors, commands } = useApp()
  const loading = useSelector(actors.loading, selectIsLoading)
  const alert = useSelector(actors.alert, selectAlert)
  const initialised = useSelector(actors.boot, selectInitialised)
  // Start-up is over once boot is done and its tracked calls have all answered. Until then the page
  // is already drawn (served, or the frame with its skeleton) and says itself what it waits for:
  // the full-screen spinner is for what the viewer waits on after that (a login, a write).
  const [started, setStarted] = useState(false)
  if (!started && initialised && !loading) setStarted(true)
  useFocusReturn(alert !== null, '.alert-layer')
  useRenewalNotice()

  // Markers for tests and monitoring: the first page rendered; start-up finished.
  useEffect(() => {
    document.documentElement.dataset['appReady'] = 'true'
  }, [])
  useEffect(() => {
    document.documentElement.dataset['initialized'] = String(initialised)
    if (initialised) void loadLateUi().catch(() => {})
  }, [initialised])

  // The build watcher checks again whenever the viewer comes back to the tab.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') commands.pageVisible()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [commands])

  return (
    <>
      {/* Before the page: its layout effect puts a list back where the viewer left it before the
          page's own effects run, so the list's virtualiser starts from that place, not the top. */}
      <ScrollRestoration />
      <div className="app-content" inert={alert !== null}>
        <Outlet />
      </div>
      {loading && started ? <LoadingOverlay /> : null}
      {alert ? (
        <Suspense fallback={null}>
          <AlertModal
            key={alert.id}
            title={alert.title || undefined}
            message={alert.message}
            buttons={alert.buttons}
            onButton={(index) => commands.clickAlertButton(index)}
            onDismiss={() => commands.clickAlertOverlay()}
          />
        </Suspense>
      ) : null}
    </>
  )
}
