import { helpLoad } from '../../data/helpReads.ts'

/** /help and /main/help: the centre's notices and contacts (web/data/helpReads.ts says how each help page reads). */
export const helpCentreLoad = helpLoad('centre')
