import { assign, setup } from 'xstate'
import type { MenuInput } from '../../ports/hostCalls.ts'
import { unprovided } from '../support/unprovided.ts'
import { currentMenuFor, initialMenu, menuListOf, parseCurrentMenu, serialiseCurrentMenu } from './menu.logic.ts'
import type { MenuContext, MenuEvent, MenuKey, MenuOutput } from './menu.types.ts'

/**
 * The menu (docs/product.md §3, §4): sections and home section from the menu call, the current menu
 * with its defaults (page titles are the route table's, web/routes.ts). A failed load is only
 * logged (docs/product.md §8). A selection writes the current_menu cookie through the
 * `writeCurrentMenu` action the app provides.
 * States tagged `settled` have a load behind them, successful or not.
 */
export const menuMachine = setup({
  types: { context: {} as MenuContext, events: {} as MenuEvent },
  actors: { menu: unprovided<MenuOutput, MenuInput>('menu') },
  actions: {
    writeCurrentMenu: (_, _params: { value: string }) => {},
    log: (_, _params: { level: 'warn'; message: string; detail?: unknown }) => {},
  },
}).createMachine({
  id: 'menu',
  context: initialMenu,
  initial: 'idle',
  states: {
    idle: { on: { 'menu.load': 'loading' } },
    loading: {
      invoke: {
        src: 'menu',
        input: ({ event }) => {
          const key = (event as { key?: MenuKey }).key
          return { s: key?.s ?? '', c_code: key?.c_code ?? '', filter: key?.filter ?? 0 }
        },
        onDone: {
          target: 'loaded',
          actions: assign(({ context, event }) => ({
            section_list: event.output.section_list,
            section_home: event.output.home_section,
            menu_list: menuListOf(event.output.section_list, context.current_menu.section_no),
          })),
        },
        onError: {
          target: 'failed',
          actions: { type: 'log', params: ({ event }) => ({ level: 'warn' as const, message: 'menu load failed', detail: event.error }) },
        },
      },
    },
    loaded: { tags: ['settled'], on: { 'menu.load': 'loading' } },
    failed: { tags: ['settled'], on: { 'menu.load': 'loading' } },
  },
  on: {
    'menu.restore': {
      actions: assign(({ context, event }) => {
        const saved = parseCurrentMenu(event.stored)
        if (!saved) return {}
        return { current_menu: saved, menu_list: menuListOf(context.section_list, saved.section_no) }
      }),
    },
    // The return-visit copy: the same context a load gives, the state untouched (the load still runs).
    'menu.cached': {
      actions: assign(({ context, event }) => ({
        section_list: event.menu.section_list,
        section_home: event.menu.home_section,
        menu_list: menuListOf(event.menu.section_list, context.current_menu.section_no),
      })),
    },
    'menu.select': {
      actions: [
        assign(({ context, event }) => ({
          current_menu: currentMenuFor(context.section_list, event.selection),
          menu_list: menuListOf(context.section_list, event.selection.section_no),
        })),
        { type: 'writeCurrentMenu', params: ({ context }) => ({ value: serialiseCurrentMenu(context.current_menu) }) },
      ],
    },
  },
})

export type MenuMachine = typeof menuMachine
