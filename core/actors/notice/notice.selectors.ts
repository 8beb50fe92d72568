import type { SnapshotFrom } from 'xstate'
import type { NoticeMachine } from './notice.machine.ts'
import type { Notice } from './notice.types.ts'

type NoticeSnapshot = SnapshotFrom<NoticeMachine>

/** The top notices (server HTML: sanitise before showing). */
export const selectTopNotices = (snapshot: NoticeSnapshot): readonly Notice[] => snapshot.context.top_notice_list

/** Whether a notice load has finished, successfully or not. */
export const selectNoticeSettled = (snapshot: NoticeSnapshot): boolean => snapshot.hasTag('settled')
