import { parseCurrentMenu } from '../../core/actors/menu/menu.logic.ts'
import { CookieName } from '../../core/contract/index.ts'
import type { LoadAt } from '../data/pageData.ts'

/** The section and category the menu keeps between pages (its cookie), as the app starts with them: /contents and /category read it. */
export const keptMenu = (at: Pick<LoadAt, 'cookie'>) => parseCurrentMenu(at.cookie(CookieName.currentMenu))
