import type { CallName, Hosts } from '../../core/contract/index.ts'
import { type Answer, type Fields, guestLogin, memberLogin, passwordLogin, send, signed } from './hostsHelpers.ts'

/** A session on the stand-in as the browse tests use it: who it is and how it calls. */
export interface BrowseSession {
  readonly label: string
  readonly s: string
  readonly c_code: string
  /** May it see adult titles (a member with adult flag Y)? */
  readonly seesAdult: boolean
  readonly filter: 0 | 1
  call(name: CallName, fields?: Fields): Promise<Answer>
}

const session = (hosts: Hosts, label: string, key: { s: string; c_code: string }, seesAdult: boolean, filter: 0 | 1): BrowseSession => ({
  label,
  ...key,
  seesAdult,
  filter,
  call: async (name, fields = {}) => send(hosts, name, await signed(name, { s: key.s, filter, ...fields }, key.c_code)),
})

export const guestSession = async (hosts: Hosts, filter: 0 | 1 = 0): Promise<BrowseSession> =>
  session(hosts, `guest filter ${filter}`, await guestLogin(hosts), false, filter)

/** A seed member by login key (seed-minji verified, seed-junho verified + red item, seed-haneul unverified, seed-seoyeon skytv only). */
export const memberSession = async (hosts: Hosts, loginKey: string, filter: 0 | 1 = 0): Promise<BrowseSession> =>
  session(hosts, `${loginKey} filter ${filter}`, await memberLogin(hosts, loginKey), loginKey === 'seed-minji' || loginKey === 'seed-junho', filter)

/** A member by email and password; `seesAdult` as the caller knows the account's verification to stand. */
export const passwordSession = async (hosts: Hosts, email: string, password: string, seesAdult: boolean): Promise<BrowseSession> =>
  session(hosts, `${email} filter 0`, await passwordLogin(hosts, email, password), seesAdult, 0)

/** A session by its key (a sign-up's), for calls in it. */
export const keyedSession = (hosts: Hosts, label: string, key: { s: string; c_code: string }): BrowseSession => session(hosts, label, key, false, 0)

/** Every kind of session the adult rule knows, with and without filter 1. */
export const everySession = async (hosts: Hosts): Promise<BrowseSession[]> => {
  const all: BrowseSession[] = []
  for (const filter of [0, 1] as const) {
    all.push(await guestSession(hosts, filter))
    for (const key of ['seed-minji', 'seed-junho', 'seed-haneul', 'seed-seoyeon']) all.push(await memberSession(hosts, key, filter))
  }
  return all
}

/** Every ContentCard in a browse answer (hero, rows, list, detail content and related). */
export const cardsOf = (output: any): any[] => [
  ...(output?.hero ?? []),
  ...(output?.rows ?? []).flatMap((r: any) => r.items),
  ...(output?.list ?? []),
  ...(output?.content ? [output.content] : []),
  ...(output?.related ?? []),
]
