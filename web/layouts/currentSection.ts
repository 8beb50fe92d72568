import type { PatternName } from '../paths.ts'

/** What decides which service section the header marks as current (docs/decisions/0702). */
export interface SectionPlace {
  /** The route-table id of the page shown; undefined on the 404 page. */
  readonly routeId: PatternName | undefined
  /** The page's query string (`?section=5&category=2`). */
  readonly search: string
  /** The current menu's section (current_menu), which /contents shows when its query names none. */
  readonly currentSectionNo: number
  /** The home section (home_section: 전체), which the home page shows; null until the menu loaded. */
  readonly homeSectionNo: number | null
}

/**
 * The section the viewer is in, or undefined when the page belongs to no section: the home is the
 * home section's page; /contents is the page of the section its query names, else of the current
 * menu's; every other page (search, my page, login, 404, ...) marks none.
 */
export const currentSectionOf = ({ routeId, search, currentSectionNo, homeSectionNo }: SectionPlace): number | undefined => {
  if (routeId === 'home') return homeSectionNo ?? undefined
  if (routeId !== 'contents') return undefined
  const asked = new URLSearchParams(search).get('section')
  return asked !== null && /^\d+$/.test(asked) ? Number(asked) : currentSectionNo
}
