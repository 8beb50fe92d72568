import type { MenuItem, MenuOutput, MenuSection } from '../../api/schemas.ts'
import type { Flag } from '../../contract/index.ts'

/** The menu the viewer is in (docs/product.md §3), as the current_menu cookie keeps it. */
export interface CurrentMenu {
  readonly section_no: number
  readonly section_name: string
  readonly category_no: number
  readonly category_name: string
}

/** Menu state of docs/product.md §3. */
export interface MenuContext {
  readonly section_home: MenuSection | null
  readonly section_list: readonly MenuSection[]
  /** The current section's menu list. */
  readonly menu_list: readonly MenuItem[]
  readonly current_menu: CurrentMenu
}

/** What signs the menu call. */
export interface MenuKey {
  readonly s: string
  readonly c_code: string
  readonly filter: Flag
}

/** A choice of section, and optionally of a category in it. */
export interface MenuSelection {
  readonly section_no: number
  readonly category_no?: number
}

export type MenuEvent =
  | { readonly type: 'menu.load'; readonly key: MenuKey }
  /** Boot: restore the current menu from the current_menu cookie's raw value. */
  | { readonly type: 'menu.restore'; readonly stored: string | undefined }
  | { readonly type: 'menu.select'; readonly selection: MenuSelection }
  /** Boot, on a return visit: the kept copy of the last menu, shown until the load answers (returnVisit). */
  | { readonly type: 'menu.cached'; readonly menu: MenuOutput }

export type { MenuItem, MenuOutput, MenuSection }
