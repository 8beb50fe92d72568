import { createContext, useContext } from 'react'
import type { AppCommands } from '../../core/app/commands.ts'
import type { Request } from '../../core/app/request.ts'
import type { AppActors } from '../../core/app/views.ts'
import type { SocialProviderId } from '../../core/ports/social.ts'
import type { FirebaseSocial } from '../adapters/firebaseSocial.ts'

/** What the React tree holds of the running app: its actors (read), its commands (do), and what the page offers. */
export interface WebApp {
  readonly actors: AppActors
  readonly commands: AppCommands
  /** A call of the contract by name within the session (route loaders and actions, web/data; a list's next pages). */
  readonly request: Request
  /** The social providers this site can open a popup for; empty when social sign-in is not configured. */
  readonly socialProviders: readonly SocialProviderId[]
  /** Social sign-in's extras beside the popup: whether it can be offered yet, getting ready ahead of a click, and the in-tab (redirect) sign-in. */
  readonly social?: Pick<FirebaseSocial, 'readiness' | 'prepare' | 'redirect' | 'redirectResult'>
  /**
   * While React hydrates a served page: each actor's snapshot as that page was rendered with it
   * (web/shell/pristineApp.ts), for the first render to match the markup. Absent otherwise.
   */
  readonly servedSnapshots?: ReadonlyMap<unknown, unknown>
}

export const AppContext = createContext<WebApp | null>(null)

/** The running app; main.tsx provides it above the router. */
export const useApp = (): WebApp => {
  const app = useContext(AppContext)
  if (!app) throw new Error('useApp outside AppContext')
  return app
}
