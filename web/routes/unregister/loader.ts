/** /user/unregister reads what /settings/account reads: the account, its devices and what it holds. */
export { accountLoad } from '../settingsAccount/loader.ts'
