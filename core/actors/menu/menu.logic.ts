import { DEFAULT_CATEGORY_NAME, ServiceId } from '../../contract/index.ts'
import type { CurrentMenu, MenuContext, MenuItem, MenuSection, MenuSelection } from './menu.types.ts'

/** docs/product.md §3 defaults: all services, category 0, the Korean word for category. */
export const defaultCurrentMenu: CurrentMenu = {
  section_no: ServiceId.all,
  section_name: '',
  category_no: 0,
  category_name: DEFAULT_CATEGORY_NAME,
}

export const initialMenu: MenuContext = {
  section_home: null,
  section_list: [],
  menu_list: [],
  current_menu: defaultCurrentMenu,
}

/** The section's menu list from the loaded sections (empty when it is not among them). */
export const menuListOf = (sections: readonly MenuSection[], sectionNo: number): readonly MenuItem[] =>
  sections.find((section) => section.section_no === sectionNo)?.menu_list ?? []

/** The current menu for a selection, named from the loaded sections. */
export const currentMenuFor = (sections: readonly MenuSection[], selection: MenuSelection): CurrentMenu => {
  const section = sections.find((s) => s.section_no === selection.section_no)
  const categoryNo = selection.category_no ?? 0
  const item = section?.menu_list.find((m) => m.category_no === categoryNo)
  return {
    section_no: selection.section_no,
    section_name: section?.section_name ?? '',
    category_no: categoryNo,
    category_name: item?.category_name ?? DEFAULT_CATEGORY_NAME,
  }
}

/** The current_menu cookie's value. */
export const serialiseCurrentMenu = (menu: CurrentMenu): string => JSON.stringify(menu)

/** Reads the current_menu cookie; anything that is not a well-formed menu counts as none. */
export const parseCurrentMenu = (stored: string | undefined): CurrentMenu | null => {
  if (stored === undefined) return null
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
  if (typeof v.section_no !== 'number' || !Number.isInteger(v.section_no)) return null
  return {
    section_no: v.section_no,
    section_name: typeof v.section_name === 'string' ? v.section_name : '',
    category_no: typeof v.category_no === 'number' && Number.isInteger(v.category_no) ? v.category_no : 0,
    category_name: typeof v.category_name === 'string' && v.category_name !== '' ? v.category_name : DEFAULT_CATEGORY_NAME,
  }
}
