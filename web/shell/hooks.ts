import { shallowEqual, useSelector } from './useSelector.ts'
import { useMemo } from 'react'
import { selectNoticeSettled, selectTopNotices } from '../../core/actors/notice/notice.selectors.ts'
import { selectMenu, selectMenuSettled } from '../../core/actors/menu/menu.selectors.ts'
import { selectSession } from '../../core/actors/session/session.selectors.ts'
import type { MenuItem, MenuSection, Notice } from '../../core/api/schemas.ts'
import { AdultFlag } from '../../core/contract/index.ts'
import { useApp } from './appContext.ts'
import { useKidsWatching } from '../data/watchingProfile.ts'

/**
 * The views and actions components use, over the core's actors and commands. Each hook selects
 * only what it shows, so a component re-renders only when that changes.
 */

/** The session as pages see it. */
export interface SessionSummary {
  readonly isLogin: boolean
  readonly adultVerified: boolean
  readonly inviteCode: string | null
  /** The member's display name, when the hosts sent one (docs/decisions/0701). */
  readonly nickname: string | null
  /** The member's picture address; '' when none. */
  readonly profileImg: string
}

export const useSession = (): SessionSummary => {
  const { actors } = useApp()
  return useSelector(
    actors.session,
    (snapshot) => {
      const view = selectSession(snapshot)
      return {
        isLogin: view.is_login,
        adultVerified: view.is_login && view.adult_flag === AdultFlag.verified,
        inviteCode: view.invite_code,
        nickname: view.is_login ? view.nickname : null,
        profileImg: view.is_login ? view.profile_img : '',
      }
    },
    shallowEqual,
  )
}

/** A section all of whose entries lead to adult content (성인). */
const adultOnly = (section: MenuSection): boolean => section.menu_list.length > 0 && section.menu_list.every((item) => item.adult === 1)

/** The service sections (section_list) from the menu call; a kids profile has no adult-only section (docs/decisions/1902). */
export const useSections = (): readonly MenuSection[] => {
  const { actors } = useApp()
  const sections = useSelector(actors.menu, (snapshot) => selectMenu(snapshot).sections)
  const kids = useKidsWatching()
  return useMemo(() => (kids ? sections.filter((section) => !adultOnly(section)) : sections), [sections, kids])
}

/** Whether the menu load has answered (or failed): pages show their skeletons until then. */
export const useMenuSettled = (): boolean => {
  const { actors } = useApp()
  return useSelector(actors.menu, selectMenuSettled)
}

/** The home section (home_section), once the menu loaded. */
export const useHomeSection = (): MenuSection | null => {
  const { actors } = useApp()
  return useSelector(actors.menu, (snapshot) => selectMenu(snapshot).home)
}

/** The menu the viewer is in, with its section's menu list. */
export interface CurrentMenuView {
  readonly sectionNo: number
  /** The section's name; 전체 for the default all-services section. */
  readonly sectionName: string
  readonly categoryNo: number
  readonly categoryName: string
  readonly menuList: readonly MenuItem[]
}

export const useCurrentMenu = (): CurrentMenuView => {
  const { actors } = useApp()
  return useSelector(
    actors.menu,
    (snapshot) => {
      const view = selectMenu(snapshot)
      return {
        sectionNo: view.current.section_no,
        sectionName: view.current.section_name || '전체',
        categoryNo: view.current.category_no,
        categoryName: view.current.category_name,
        menuList: view.menuList,
      }
    },
    shallowEqual,
  )
}

/** Choosing a section or a category: the menu actor writes current_menu. */
export const useMenuActions = () => {
  const { actors, commands } = useApp()
  return useMemo(
    () => ({
      selectSection: (section: Pick<MenuSection, 'section_no'>) => commands.selectMenu({ section_no: section.section_no }),
      /** A category of `section`, or of the current section when none is given. */
      selectCategory: (item: Pick<MenuItem, 'category_no'>, section?: Pick<MenuSection, 'section_no'>) =>
        commands.selectMenu({
          section_no: section?.section_no ?? actors.menu.getSnapshot().context.current_menu.section_no,
          category_no: item.category_no,
        }),
    }),
    [actors, commands],
  )
}

/** The latest notices (top_notice_list); their HTML is sanitised where shown. */
export const useTopNotices = (): readonly Notice[] => {
  const { actors } = useApp()
  return useSelector(actors.notice, selectTopNotices)
}

/** Whether the notice load has answered (or failed): until then its bar's space is kept. */
export const useNoticeSettled = (): boolean => {
  const { actors } = useApp()
  return useSelector(actors.notice, selectNoticeSettled)
}
