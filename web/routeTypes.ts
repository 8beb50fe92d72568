import type { ComponentType } from 'react'
import type { PageAct } from './data/actions.ts'
import type { PageLoad } from './data/pageData.ts'
import type { PatternName, RouteParams } from './paths.ts'

/**
 * What a route is, apart from the table of routes (routes.ts): the layouts, header types and the
 * entry's fields. The shell, the layouts and the data layer read these types without importing the
 * table, which imports every page.
 */

/** The five page layouts; `default` when an entry sets none. */
export type LayoutName = 'default' | 'empty' | 'footerNaviOnly' | 'footerOnly' | 'main'
export const layoutNames: readonly LayoutName[] = ['default', 'empty', 'footerNaviOnly', 'footerOnly', 'main']

/** The header types; `main` when an entry sets none (layout `empty` has no header at all). */
export type HeaderType = 'main' | 'sub_main' | 'none'

/**
 * A lazily loaded page, as react-router's route modules: the default export is the page
 * component; `act`, the page's writes (its route's action: web/data/actions.ts), when it has forms.
 */
export interface PageModule {
  readonly default: ComponentType
  readonly act?: PageAct
}

export interface RouteEntry {
  /** Stable id: the pattern's name in paths.ts. */
  readonly id: PatternName
  readonly path: string
  /** The Korean page title (the page's h1 and the document title). */
  readonly title: string
  readonly layout: LayoutName
  readonly header: HeaderType
  /** `auth`: login required; a guest goes to /login and comes back after signing in. */
  readonly guard?: 'auth'
  /** A route rule: where this path sends the viewer instead; an absolute URL leaves the app. */
  readonly redirect?: (params: RouteParams) => string
  /** The page, loaded on demand (absent only on pure redirect routes). */
  readonly page?: () => Promise<PageModule>
  /**
   * What the page reads (web/data/pageData.ts), started as the navigation begins; the edge runs
   * it too, for a guest's first page.
   */
  readonly load?: PageLoad
  /** A write here changes nothing the page shows: its data is not read again after one (the player keeps playing). */
  readonly writeKeepsData?: true
  /**
   * The page draws its own way back (the player: ← to the title's page, over its picture), so the
   * layout draws no back bar for it: one back control, not two stacked.
   */
  readonly ownBack?: true
}
