import { AccountType, AdultFlag, type Flag } from '../../core/contract/index.ts'

/**
 * The seed members of the stand-in. Each has a fixed `login_key` (the auth host's remember-me
 * cookie), so QA can start a member session with `--cookie login_key=seed-minji`, and an email
 * and password for emailLogin. Listed in docs/contract.md and the README.
 */
export interface SeedAccount {
  readonly id: string
  readonly displayName: string
  readonly email: string
  readonly password: string
  readonly loginKey: string
  readonly accountType: AccountType
  readonly adultFlag: AdultFlag
  readonly redItem: Flag
  readonly skytvItemOnly: Flag
  readonly passwordModifyDate: string
  readonly inviteCode: string | null
  /** What this account is for, in one line, for the seed table. */
  readonly note: string
}

export const seedAccounts: readonly SeedAccount[] = [
  {
    id: 'minji',
    displayName: '김민지',
    email: 'minji@example.com',
    password: 'minji1234!',
    loginKey: 'seed-minji',
    accountType: AccountType.email,
    adultFlag: AdultFlag.verified,
    redItem: 0,
    skytvItemOnly: 0,
    passwordModifyDate: '2024-11-02 09:30:00',
    inviteCode: 'MINJI7',
    note: 'adult-verified member',
  },
  {
    id: 'junho',
    displayName: '이준호',
    email: 'junho@example.com',
    password: 'junho1234!',
    loginKey: 'seed-junho',
    accountType: AccountType.kakao,
    adultFlag: AdultFlag.verified,
    redItem: 1,
    skytvItemOnly: 0,
    passwordModifyDate: '2025-01-20 21:05:00',
    inviteCode: null,
    note: 'adult-verified, holds a red item',
  },
  {
    id: 'seoyeon',
    displayName: '박서연',
    email: 'seoyeon@example.com',
    password: 'seoyeon1234!',
    loginKey: 'seed-seoyeon',
    accountType: AccountType.naver,
    adultFlag: AdultFlag.unverified,
    redItem: 0,
    skytvItemOnly: 1,
    passwordModifyDate: '2023-06-11 14:00:00',
    inviteCode: 'SEOYEON3',
    note: 'not adult-verified, skytv items only',
  },
  {
    id: 'haneul',
    displayName: '최하늘',
    email: 'haneul@example.com',
    password: 'haneul1234!',
    loginKey: 'seed-haneul',
    accountType: AccountType.google,
    adultFlag: AdultFlag.unverified,
    redItem: 0,
    skytvItemOnly: 0,
    passwordModifyDate: '2025-03-01 08:00:00',
    inviteCode: null,
    note: 'plain member, not adult-verified',
  },
]

export const accountByLoginKey = (key: string | undefined): SeedAccount | undefined =>
  key === undefined ? undefined : seedAccounts.find((a) => a.loginKey === key)

export const accountByEmail = (email: string): SeedAccount | undefined =>
  seedAccounts.find((a) => a.email === email.trim().toLowerCase())

export const accountById = (id: string): SeedAccount | undefined => seedAccounts.find((a) => a.id === id)
