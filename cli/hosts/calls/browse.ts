import type { browseCalls } from '../../../core/contract/browseCalls.ts'
import { ResultCode } from '../../../core/contract/index.ts'
import type { AreaHandlers, CallHandler } from './types.ts'

// Placeholder until the catalogue serves these calls (issue 9).
const notYet: CallHandler = () => ({ retval: ResultCode.serviceError })

/** The stand-in's browse calls, served from the seeded catalogue. */
export const browseHandlers: AreaHandlers<typeof browseCalls> = {
  homeContents: notYet,
  contentList: notYet,
  contentDetail: notYet,
  categoryList: notYet,
  tagList: notYet,
  tasteGet: notYet,
  tasteSet: notYet,
  adultCertRequest: notYet,
  adultVerify: notYet,
}
