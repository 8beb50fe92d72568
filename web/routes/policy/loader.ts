import { helpLoad } from '../../data/helpReads.ts'

/** every policy address: its document (web/data/helpReads.ts says how each help page reads). */
export const policyLoad = helpLoad('policy')
