import { helpLoad } from '../../data/helpReads.ts'

/** /settings/help/notice?page=: a page of notices (web/data/helpReads.ts says how each help page reads). */
export const noticesLoad = helpLoad('notices')
