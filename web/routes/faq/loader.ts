import { helpLoad } from '../../data/helpReads.ts'

/** /settings/help/faq: the questions (web/data/helpReads.ts says how each help page reads). */
export const faqLoad = helpLoad('faq')
