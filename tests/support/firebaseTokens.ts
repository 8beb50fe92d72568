/**
 * Firebase ID tokens as the Auth emulator writes them (unsigned: `alg: none`, no signature), for
 * the stand-in's socialLogin tests. A real sign-in through the emulator is in tests/web/social.test.ts.
 */

export const TEST_FIREBASE_PROJECT = 'demo-social-test'

const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A token's header, claims and signature, joined as a JWT. */
export const jwt = (header: unknown, claims: unknown, signature = ''): string => `${part(header)}.${part(claims)}.${signature}`

/** Claims the emulator would issue now for this person and sign-in provider (google.com, facebook.com, apple.com). */
export const emulatorClaims = (input: { sub: string; email?: string; name?: string; signInProvider: string; nowMs: number; projectId?: string }) => {
  const projectId = input.projectId ?? TEST_FIREBASE_PROJECT
  const iat = Math.floor(input.nowMs / 1000)
  return {
    ...(input.name ? { name: input.name } : {}),
    ...(input.email ? { email: input.email, email_verified: true } : {}),
    auth_time: iat,
    user_id: input.sub,
    firebase: { identities: {}, sign_in_provider: input.signInProvider },
    iat,
    exp: iat + 3600,
    aud: projectId,
    iss: `https://securetoken.google.com/${projectId}`,
    sub: input.sub,
  }
}

export const emulatorToken = (input: Parameters<typeof emulatorClaims>[0]): string => jwt({ alg: 'none', typ: 'JWT' }, emulatorClaims(input))
