import { signUpSession } from '../../cli/hostsHelpers.ts'
import type { Account } from './loginPage.ts'
import type { Site } from './harness.ts'

let made = 0

/** A new email member of the stand-in (signUp over HTTP), for a test that changes its account: log in with it through /login. */
export const newMember = async (site: Site, label = 'member'): Promise<Account> => {
  const account = { email: `${label}${(made += 1)}.${Date.now().toString(36)}@example.com`, password: 'member12!' }
  await signUpSession(site.hosts.hosts, { email: account.email, password: account.password, name: '새회원' })
  return account
}
