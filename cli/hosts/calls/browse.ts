import type { browseCalls } from '../../../core/contract/browseCalls.ts'
import { adultCertRequest, adultVerify } from './browse/adult.ts'
import { contentDetail } from './browse/detail.ts'
import { homeContents } from './browse/home.ts'
import { landingContents } from './browse/landing.ts'
import { contentList } from './browse/list.ts'
import { categoryList, tagList } from './browse/tags.ts'
import { tasteGet, tasteSet } from './browse/taste.ts'
import { inviteHandlers } from './invite.ts'
import type { AreaHandlers } from './types.ts'

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
