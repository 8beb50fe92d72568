import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { selectAlert } from '../../core/actors/alert/alert.selectors.ts'
import { selectInitialised } from '../../core/actors/boot/boot.selectors.ts'
import { selectIsLoading } from '../../core/actors/loading/loading.selectors.ts'
import { AlertModal } from '../components/AlertModal.tsx'
import { LoadingOverlay } from '../components/LoadingOverlay.tsx'
import { useApp } from './appContext.ts'
import { useFocusReturn } from './useFocusReturn.ts'

/**
 * The root route's element: the page (through its layout) plus the global UI bound to the core's
 * actors: the loading overlay, the alert modal (the page behind it inert), scroll restoration.
 */
export function AppShell() {
  const { actors, commands } = useApp()
  const loading = useSelector(actors.loading, selectIsLoading)
  const alert = useSelector(actors.alert, selectAlert)
  const initialised = useSelector(actors.boot, selectInitialised)
  useFocusReturn(alert !== null, '.alert-layer')

  // Markers for tests and monitoring: the first page rendered; start-up finished.
  useEffect(() => {
    document.documentElement.dataset['appReady'] = 'true'
  }, [])
  useEffect(() => {
    document.documentElement.dataset['initialized'] = String(initialised)
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
      <div className="app-content" inert={alert !== null}>
        <Outlet />
      </div>
      {loading ? <LoadingOverlay /> : null}
      {alert ? (
        <AlertModal
          key={alert.id}
          title={alert.title || undefined}
          message={alert.message}
          buttons={alert.buttons}
          onButton={(index) => commands.clickAlertButton(index)}
          onDismiss={() => commands.clickAlertOverlay()}
        />
      ) : null}
      <ScrollRestoration />
    </>
  )
}
