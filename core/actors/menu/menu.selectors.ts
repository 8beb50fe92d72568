import type { SnapshotFrom } from 'xstate'
import type { MenuMachine } from './menu.machine.ts'
import type { CurrentMenu, MenuItem, MenuSection } from './menu.types.ts'

type MenuSnapshot = SnapshotFrom<MenuMachine>

/** What the header, footer and menu panel show. */
export interface MenuView {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed'
  readonly sections: readonly MenuSection[]
  readonly home: MenuSection | null
  readonly menuList: readonly MenuItem[]
  readonly current: CurrentMenu
}

/** The menu as views see it. */
export const selectMenu = (snapshot: MenuSnapshot): MenuView => ({
  status: snapshot.value,
  sections: snapshot.context.section_list,
  home: snapshot.context.section_home,
  menuList: snapshot.context.menu_list,
  current: snapshot.context.current_menu,
})

/** Whether a menu load has finished, successfully or not. */
export const selectMenuSettled = (snapshot: MenuSnapshot): boolean => snapshot.hasTag('settled')
