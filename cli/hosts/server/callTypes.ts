import type { CallName, Hosts } from '../../../core/contract/index.ts'
import type { AccountCare } from '../auth/accountCare.ts'
import type { AccountTable } from '../auth/accounts.ts'
import type { InviteTable } from '../auth/invites.ts'
import type { HelpContent } from '../help/content.ts'
import type { Ledger } from '../money/ledger.ts'
import type { BuildStore } from '../edge/build.ts'
import type { LoginKeys } from '../auth/loginKeys.ts'
import type { DeviceTable } from '../auth/devices.ts'
import type { StreamTable } from '../watch/streams.ts'
import type { Session, SessionTable } from '../auth/sessions.ts'
import type { Catalogue } from '../titles/title.ts'
import type { TasteStore } from '../browse/tasteStore.ts'
import type { WatchStore } from '../watch/watchStore.ts'
import type { PopularKeywords } from '../search/popular.ts'
import type { SocialLinks } from '../auth/socialLinks.ts'
import type { FirebaseSignIn } from '../auth/socialCalls.ts'
import type { KakaoNaverSetup } from '../auth/kakaoNaverCalls.ts'
import type { MediaProtection } from '../media/protection.ts'
import type { Limits } from '../locks/limits.ts'
import type { GuestSessions } from '../locks/guests.ts'
import type { ProfileTable } from '../profiles/table.ts'

/** What the call handlers share: the stores, the hosts' addresses and the limits. */
export interface World {
  readonly accounts: AccountTable
  /** Remember-me keys: issued per login, rotated at each automatic login, revoked at logout. */
  readonly loginKeys: LoginKeys
  readonly sessions: SessionTable
  /** The people of each account, their limits and PINs (docs/decisions/1900). */
  readonly profiles: ProfileTable
  /** A member device's one session, its name and last sight, the device limit (docs/decisions/1810). */
  readonly devices: DeviceTable
  /** Playback sessions counted by plan (docs/decisions/1811). */
  readonly streams: StreamTable
  readonly build: BuildStore
  /** The hosts' addresses, known once every host listens. */
  readonly hosts: () => Hosts
  /** Live member sessions one account may hold before serviceLogin answers -113. */
  readonly sessionLimit: number
  /** The titles browse, search and watch serve (cli/hosts/titles). */
  readonly catalogue: Catalogue
  /** Browse: each member account's chosen tags (tasteSet), in the store. */
  readonly tastes: TasteStore
  /** Watch: positions and saved titles, sections and scenes per viewer, in the store. */
  readonly watch: WatchStore
  /** Search: the top searches (popularKeywords), counted in the store. */
  readonly popular: PopularKeywords
  /** Recovering, managing and leaving an account: temporary passwords, profiles, keys, withdrawal. */
  readonly care: AccountCare
  /** Invites: members' codes and who used whose (docs/decisions/1451). */
  readonly invites: InviteTable
  /** Money: orders, passes and the 빵탄 ledger (docs/decisions/1500). */
  readonly money: Ledger
  /** The help centre's FAQ, notices, policies and guides, read and rendered at the start (docs/decisions/1600). */
  readonly help: HelpContent
  /** A line for the stand-in's log (stdout), e.g. the adult verification code. */
  readonly print: (line: string) => void
  /** The stand-in's clock. */
  readonly now: () => number
  /** Social sign-in: which account each provider's person signs in to. */
  readonly socialLinks: SocialLinks
  /** The Firebase project whose ID tokens socialLogin accepts; absent: google, facebook and apple are refused (-41). */
  readonly firebase?: FirebaseSignIn
  /** Kakao and Naver sign-in: the client ids and secret the stand-in plays them with (docs/decisions/1460). */
  readonly kakaoNaver: KakaoNaverSetup
  /** Stream grants and title keys: what opens a title's media (docs/decisions/1800, 1801). */
  readonly media: MediaProtection
  /** The limits on guessing and on what one client may make (docs/decisions/1831). */
  readonly limits: Limits
  /** Guest sessions per client address, and their purge (docs/decisions/1834). */
  readonly guests: GuestSessions
}

/** A call that passed the checks every call shares (required fields, session, signature). */
export interface CallRequest {
  readonly params: Readonly<Record<string, string>>
  readonly cookies: Readonly<Record<string, string>>
  /** The live session named by `s`, when the call carries one. */
  readonly session?: Session
  /** The caller's User-Agent: what 로그인한 기기 names the device. */
  readonly userAgent?: string
  /** The client's address (locks/clientAddress.ts), which per-address limits count by. */
  readonly client?: string
}

export interface CallAnswer {
  readonly retval: number
  readonly output?: unknown
  /** Set-Cookie header values. */
  readonly cookies?: readonly string[]
}

/**
 * One call's behaviour. `Uses` names the parts of the stand-in it may touch: each room declares
 * its own (`type Uses` at the top of its files), so a handler gets only what it uses and the
 * compiler refuses the rest.
 */
export type CallHandler<Uses extends keyof World = keyof World> = (request: CallRequest, world: Pick<World, Uses>) => CallAnswer | Promise<CallAnswer>

/** One handler per call of the contract; the type makes a missing one a compile error. */
export type CallHandlers = { readonly [K in CallName]: CallHandler }

/** One handler per call of one area's table (browseCalls, searchCalls, watchCalls). */
export type AreaHandlers<Table, Uses extends keyof World = keyof World> = { readonly [K in keyof Table]: CallHandler<Uses> }
