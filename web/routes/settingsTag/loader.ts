/** /settings/tag reads what /user/tag reads: every tag and the member's taste. */
export { tasteLoad } from '../userTag/loader.ts'
