import { generateKeyPairSync, sign } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkFirebaseToken } from '../../cli/hosts/auth/firebaseToken.ts'
import { TEST_FIREBASE_PROJECT, emulatorClaims, jwt } from '../support/firebaseTokens.ts'

/**
 * The auth host's check of a Firebase ID token (docs/decisions/1430): a token the emulator issued
 * now for this project checks out; changing any one thing about it (who issued it, for whom,
 * when, who it names, how it was signed) makes it refused.
 */

const NOW = Date.UTC(2026, 0, 15, 12)
const check = { projectId: TEST_FIREBASE_PROJECT, now: NOW }
const person = fc.record({
  sub: fc.stringMatching(/^[A-Za-z0-9]{1,28}$/),
  email: fc.emailAddress(),
  signInProvider: fc.constantFrom('google.com', 'facebook.com', 'apple.com'),
})
const header = { alg: 'none', typ: 'JWT' }
const otherText = (not: string) => fc.string({ minLength: 0, maxLength: 40 }).filter((s) => s !== not)

type Claims = ReturnType<typeof emulatorClaims>
/** One way to spoil a token, each a field the check must refuse. */
const tampers: fc.Arbitrary<{ name: string; token: (claims: Claims) => string }> = fc.oneof(
  otherText(`https://securetoken.google.com/${TEST_FIREBASE_PROJECT}`).map((iss) => ({ name: `iss ${iss}`, token: (c: Claims) => jwt(header, { ...c, iss }) })),
  otherText(TEST_FIREBASE_PROJECT).map((aud) => ({ name: `aud ${aud}`, token: (c: Claims) => jwt(header, { ...c, aud }) })),
  fc.integer({ min: 0, max: 10 ** 6 }).map((ago) => ({ name: `exp ${ago}s ago`, token: (c: Claims) => jwt(header, { ...c, exp: NOW / 1000 - ago }) })),
  fc.integer({ min: 1, max: 10 ** 6 }).map((ahead) => ({ name: `iat ${ahead}s ahead`, token: (c: Claims) => jwt(header, { ...c, iat: NOW / 1000 + ahead }) })),
  fc.constantFrom<unknown>('', undefined, 42, null, ['x']).map((sub) => ({ name: `sub ${String(sub)}`, token: (c: Claims) => jwt(header, { ...c, sub }) })),
  fc
    .constantFrom<unknown>('', undefined, 7)
    .map((p) => ({ name: `sign_in_provider ${String(p)}`, token: (c: Claims) => jwt(header, { ...c, firebase: { sign_in_provider: p } }) })),
  fc.constantFrom('RS256', 'HS256', 'None', '').map((alg) => ({ name: `alg ${alg} without a signature`, token: (c: Claims) => jwt({ alg, kid: 'k1' }, c) })),
  fc.base64String({ minLength: 4 }).map((sig) => ({ name: 'alg none with a signature', token: (c: Claims) => jwt(header, c, sig.replace(/=/g, '')) })),
  fc.string().map((garbage) => ({ name: `garbage ${garbage}`, token: () => garbage })),
  fc
    .string()
    .map((garbage) => ({ name: 'garbage claims', token: (c: Claims) => `${jwt(header, c).split('.')[0]}.${Buffer.from(garbage).toString('base64url')}.` })),
)

describe('checkFirebaseToken', () => {
  it('accepts what the emulator issues now for this project, with the claims it names', async () => {
    await fc.assert(
      fc.asyncProperty(person, async (p) => {
        const claims = await checkFirebaseToken(jwt(header, emulatorClaims({ ...p, nowMs: NOW })), check)
        expect(claims).toEqual({ sub: p.sub, email: p.email, signInProvider: p.signInProvider })
      }),
    )
  })

  it('refuses a token with any one field tampered with', async () => {
    await fc.assert(
      fc.asyncProperty(person, tampers, async (p, tamper) => {
        expect(await checkFirebaseToken(tamper.token(emulatorClaims({ ...p, nowMs: NOW })), check), tamper.name).toBeUndefined()
      }),
    )
  })

  it('with keys (a real project) refuses unsigned tokens and accepts only an RS256 signature by a known key', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const keyed = { ...check, keys: async (kid: string) => (kid === 'k1' ? publicKey : undefined) }
    const signedBy = (key: typeof privateKey, kid: string, claims: Claims) => {
      const head = `${Buffer.from(JSON.stringify({ alg: 'RS256', kid })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`
      return `${head}.${sign('RSA-SHA256', Buffer.from(head), key).toString('base64url')}`
    }
    await fc.assert(
      fc.asyncProperty(person, async (p) => {
        const claims = emulatorClaims({ ...p, nowMs: NOW })
        expect(await checkFirebaseToken(signedBy(privateKey, 'k1', claims), keyed)).toMatchObject({ sub: p.sub })
        expect(await checkFirebaseToken(jwt(header, claims), keyed)).toBeUndefined()
        expect(await checkFirebaseToken(signedBy(other.privateKey, 'k1', claims), keyed)).toBeUndefined()
        expect(await checkFirebaseToken(signedBy(privateKey, 'k2', claims), keyed)).toBeUndefined()
        expect(await checkFirebaseToken(signedBy(privateKey, 'k1', claims).replace(/\.[^.]*$/, '.'), keyed)).toBeUndefined()
      }),
      { numRuns: 20 },
    )
  })
})
