import { type PageAct, tryWrite } from '../../data/actions.ts'

/** /user/unregister (after the confirm): the account goes; the page then goes on to goodbye and logs out. */
export const act: PageAct = ({ write }) => tryWrite(() => write('unregister'), '탈퇴했습니다.')
