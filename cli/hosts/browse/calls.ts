import type { browseCalls } from '../../../core/contract/browseCalls.ts'
import { adultCertRequest, adultVerify } from './adult.ts'
import { contentDetail } from './detail.ts'
import { homeContents } from './home.ts'
import { landingContents } from './landing.ts'
import { contentList } from './list.ts'
import { categoryList, tagList } from './tags.ts'
import { tasteGet, tasteSet } from './taste.ts'
import { inviteHandlers } from '../auth/inviteCalls.ts'
import type { AreaHandlers } from '../server/callTypes.ts'

/** The stand-in's browse calls, served from the seeded catalogue (docs/contract.md, 0900, 0901). */
export const browseHandlers: AreaHandlers<typeof browseCalls> = {
  homeContents,
  contentList,
  contentDetail,
  categoryList,
  tagList,
  landingContents,
  tasteGet,
  tasteSet,
  adultCertRequest,
  adultVerify,
  ...inviteHandlers,
}
