import { AccountType, AdultFlag, type Flag, formatHostTime, parseHostTime } from '../../../core/contract/index.ts'
import { checkPassword, hashPassword, keyHash, newSecret } from './passwords.ts'
import type { Db } from '../store/db.ts'

/**
 * The seed members of the stand-in. Each has a fixed QA remember-me key (`seed-<name>`, the auth
 * host's login_key cookie), so QA can start a member session with `--cookie login_key=seed-minji`;
 * it is revoked by a logout like any other key, and `serve --reset` brings it back. Each also has
 * an email and password for emailLogin. Listed in docs/contract.md and the README.
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

/** How long an adult verification holds (docs/decisions/1410): a year, as Netflix and Coupang Play ask again. */
export const ADULT_VERIFICATION_MS = 365 * 24 * 3_600_000

/** How long a remember-me key opens sessions when it is not used (the auto_login cookie's life). */
export const LOGIN_KEY_MS = 365 * 24 * 3_600_000

/** An account as the hosts see it (the accounts table). */
export interface Account {
  readonly id: string
  readonly email: string
  readonly displayName: string
  readonly accountType: AccountType
  /** Whether the account has a password (email accounts; social ones may not). */
  readonly hasPassword: boolean
  readonly passwordModifiedAt: number
  readonly createdAt: number
  readonly lastLoginAt: number
  /** Adult-verified until this time (ms); null: never verified. */
  readonly adultVerifiedUntil: number | null
  readonly redItem: Flag
  readonly skytvItemOnly: Flag
  readonly inviteCode: string | null
  readonly dormant: boolean
}

/** The password_modify_date the logins answer: a host time (KST). */
export const passwordModifyDate = (account: Account): string => formatHostTime(account.passwordModifiedAt)

/** Whether the account's adult verification holds at `now`. */
export const isAdultVerified = (account: Account, now: number): boolean => account.adultVerifiedUntil !== null && now < account.adultVerifiedUntil

export interface NewAccount {
  readonly email: string
  /** The device it was made on (ACCOUNTS_PER_DEVICE). */
  readonly device?: string
  /** Omitted for an account that signs in only socially. */
  readonly password?: string
  readonly displayName: string
  readonly accountType: AccountType
}

export type PasswordCheck =
  | { readonly kind: 'ok'; readonly account: Account }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'wrongPassword'; readonly account: Account }

/** The stand-in's accounts and their remember-me keys, in the store. */
export interface AccountTable {
  byId(id: string): Promise<Account | undefined>
  byEmail(email: string): Promise<Account | undefined>
  /** The account of an email and whether the password is its own. */
  checkPassword(email: string, password: string): Promise<PasswordCheck>
  /** A new account (the email must be free: the table's unique key refuses a second). */
  create(input: NewAccount): Promise<Account>
  /** How many accounts this device has made. */
  madeOnDevice(device: string): Promise<number>
  /** The login happened now (dormancy counts from it). */
  touch(accountId: string): Promise<void>
}

interface AccountRow {
  id: string
  email: string
  display_name: string
  account_type: number
  password_hash: string | null
  password_modified_at: string | number
  created_at: string | number
  last_login_at: string | number
  adult_verified_until: string | number | null
  red_item: number
  skytv_item_only: number
  invite_code: string | null
  dormant: boolean
}

/** The columns an Account is read from, for queries that join accounts (the session lookup). */
export const ACCOUNT_COLUMNS =
  'id, email, display_name, account_type, password_hash, password_modified_at, created_at, last_login_at, adult_verified_until, red_item, skytv_item_only, invite_code, dormant'

export const accountOf = (row: AccountRow): Account => ({
  id: row.id,
  email: row.email,
  displayName: row.display_name,
  accountType: row.account_type as AccountType,
  hasPassword: row.password_hash !== null,
  passwordModifiedAt: Number(row.password_modified_at),
  createdAt: Number(row.created_at),
  lastLoginAt: Number(row.last_login_at),
  adultVerifiedUntil: row.adult_verified_until === null ? null : Number(row.adult_verified_until),
  redItem: row.red_item === 1 ? 1 : 0,
  skytvItemOnly: row.skytv_item_only === 1 ? 1 : 0,
  inviteCode: row.invite_code,
  dormant: row.dormant,
})

/** Emails are kept and compared trimmed and lower-cased. */
export const normalEmail = (email: string): string => email.trim().toLowerCase()

/** A new account's id: text, not a sequence, so the schema stays portable (docs/decisions/1400). */
const newAccountId = (): string => `u-${newSecret(12)}`

export const createAccountTable = (db: Db, now: () => number): AccountTable => {
  const one = async (where: string, value: string): Promise<{ account: Account; hash: string | null } | undefined> => {
    const [row] = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE ${where} = $1 AND withdrawn_at IS NULL`, [value])
    return row ? { account: accountOf(row), hash: row.password_hash } : undefined
  }
  return {
    byId: async (id) => (await one('id', id))?.account,
    byEmail: async (email) => (await one('email', normalEmail(email)))?.account,
    async checkPassword(email, password) {
      const found = await one('email', normalEmail(email))
      if (!found) return { kind: 'unknown' }
      return (await checkPassword(password, found.hash)) ? { kind: 'ok', account: found.account } : { kind: 'wrongPassword', account: found.account }
    },
    async create(input) {
      const at = now()
      const hash = input.password === undefined ? null : await hashPassword(input.password)
      const [row] = await db.query<AccountRow>(
        `INSERT INTO accounts (id, email, display_name, account_type, password_hash, password_modified_at, created_at, last_login_at, signup_device)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $6, $7) RETURNING ${ACCOUNT_COLUMNS}`,
        [newAccountId(), normalEmail(input.email), input.displayName.trim(), input.accountType, hash, at, input.device ?? null],
      )
      return accountOf(row!)
    },
    async madeOnDevice(device) {
      const [row] = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM accounts WHERE signup_device = $1', [device])
      return Number(row?.n ?? 0)
    },
    async touch(accountId) {
      await db.query('UPDATE accounts SET last_login_at = $2 WHERE id = $1', [accountId, now()])
    },
  }
}

/**
 * The seed accounts, once: a second start changes nothing (an account already there is left as
 * it is, so a changed password or a revoked QA key stays so until `serve --reset`).
 */
export const seedAccountRows = async (db: Db, at: number): Promise<void> => {
  const present = new Set((await db.query<{ id: string }>('SELECT id FROM accounts')).map((r) => r.id))
  for (const a of seedAccounts.filter((s) => !present.has(s.id))) {
    const modified = parseHostTime(a.passwordModifyDate)
    const hash = await hashPassword(a.password)
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO accounts (id, email, display_name, account_type, password_hash, password_modified_at, created_at, last_login_at,
           adult_verified_until, red_item, skytv_item_only, invite_code)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11)`,
        [
          a.id,
          a.email,
          a.displayName,
          a.accountType,
          hash,
          modified,
          at,
          a.adultFlag === AdultFlag.verified ? at + ADULT_VERIFICATION_MS : null,
          a.redItem,
          a.skytvItemOnly,
          a.inviteCode,
        ],
      )
      await tx.query('INSERT INTO login_keys (key_hash, account_id, device_id, created_at, expires_at, fixture) VALUES ($1, $2, $3, $4, $5, true)', [
        keyHash(a.loginKey),
        a.id,
        'seed',
        at,
        at + LOGIN_KEY_MS,
      ])
    })
  }
}
