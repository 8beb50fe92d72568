import { helpLoad } from '../../data/helpLoad.ts'

/** /settings/help/notice/{notice_no}: one notice (web/data/helpReads.ts says how each help page reads). */
export const noticeLoad = helpLoad('notice')
