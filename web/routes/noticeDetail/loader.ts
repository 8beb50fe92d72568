import { helpLoad } from '../../data/helpReads.ts'

/** /settings/help/notice/{notice_no}: one notice (web/data/helpReads.ts says how each help page reads). */
export const noticeLoad = helpLoad('notice')
