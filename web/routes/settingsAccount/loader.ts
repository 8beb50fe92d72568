import type { LoadAt } from '../../data/pageData.ts'

/** /settings/account and /user/unregister: the account, its devices and what it holds. */
export const accountLoad = (at: LoadAt) => ({
  account: at.read('accountInfo'),
})
