import { type KakaoNaverWorld, issuerOf, providerBase, signIdToken } from './kakaoNaverCalls.ts'

/** How long the sign-in token naverCallback hands the app lives: socialLogin follows at once. */
const SIGN_IN_TOKEN_TTL_S = 600

/**
 * The product's side of Naver's answer (the auth host's `/v3/mwLogin/naverCallback`,
 * docs/decisions/1460): refuses a missing state, trades the code and the state with the client
 * secret at Naver's token call (which refuses a state that is not the code's), reads the profile,
 * and makes the sign-in token socialLogin takes; or says why not, as the `error` the app is sent.
 */
export const finishNaver = async (world: KakaoNaverWorld, answer: Readonly<Record<string, string>>): Promise<{ token: string } | { error: string }> => {
  if (answer.error) return { error: answer.error }
  if (!answer.state) return { error: 'state_missing' }
  const client = world.kakaoNaver.naver
  const base = world.kakaoNaver.naverApi ?? providerBase(world.hosts(), 'naver')
  try {
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: client.clientId,
      client_secret: client.clientSecret,
      code: answer.code ?? '',
      state: answer.state,
    })
    const tokens = (await (await fetch(`${base}/token`, { method: 'POST', body })).json()) as { access_token?: string; error_description?: string }
    if (!tokens.access_token) return { error: tokens.error_description === 'mismatched state' ? 'state_mismatch' : 'invalid_grant' }
    const profile = (await (await fetch(`${base}/me`, { headers: { Authorization: `Bearer ${tokens.access_token}` } })).json()) as {
      resultcode?: string
      response?: { id?: string; email?: string; nickname?: string }
    }
    const { id, email, nickname } = profile.response ?? {}
    if (profile.resultcode !== '00' || !id) return { error: 'profile_failed' }
    const nowS = Math.floor(world.now() / 1000)
    const claims = {
      iss: issuerOf(world.hosts(), 'naver'),
      aud: client.clientId,
      sub: id,
      iat: nowS,
      exp: nowS + SIGN_IN_TOKEN_TTL_S,
      ...(email ? { email } : {}),
      ...(nickname ? { nickname } : {}),
    }
    return { token: signIdToken(claims, world.kakaoNaver.signingSecret) }
  } catch {
    // Naver did not answer, or not in JSON: the app offers to try again.
    return { error: 'server_error' }
  }
}
