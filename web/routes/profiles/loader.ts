import type { LoadAt } from '../../data/pageData.ts'

/** /profiles (누가 보나요?): the account's profiles and which one this device watches as. */
export const profilesLoad = (at: LoadAt) => ({
  profiles: at.read('profileList'),
})
