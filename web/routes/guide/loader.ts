import { helpLoad } from '../../data/helpReads.ts'

/** /first/guide and /transition/help: the guide's document (web/data/helpReads.ts says how each help page reads). */
export const guideLoad = helpLoad('guide')
