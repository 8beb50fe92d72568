import type { LoadAt } from '../../data/pageData.ts'

/** /settings/profiles: the profiles, and the account (its generated pictures to choose from). */
export const profileManageLoad = (at: LoadAt) => ({
  profiles: at.read('profileList'),
  account: at.read('accountInfo'),
})
