import type { Hosts } from '../../core/contract/index.ts'
import { type KeyValueStore, StorageKey } from '../../core/ports/storage.ts'
import { browserSessionStore } from './sessionStore.ts'

/**
 * Kakao and Naver sign-in in the browser (docs/decisions/1460): the app sends the viewer to the
 * provider's authorize page with a fresh `state` kept in sessionStorage, and takes the answer on
 * its callback route (/user/oauth/{provider}): Kakao's `code`, traded at the token address for an
 * ID token; Naver's sign-in token, handed over by the auth host's naverCallback in the fragment.
 * Client ids and addresses are configuration (VITE_KAKAO_* / VITE_NAVER_*), the stand-in's by default.
 */

export type KakaoNaverProvider = 'kakao' | 'naver'
export const isKakaoNaverProvider = (value: string | undefined): value is KakaoNaverProvider => value === 'kakao' || value === 'naver'

/** The key of the location state that carries a failed sign-in's reason to /login. */
export const KAKAO_NAVER_PROBLEM = 'kakaoNaverProblem'
export interface KakaoNaverProblem {
  readonly provider: KakaoNaverProvider
  readonly message: string
}

export interface KakaoNaverConfig {
  readonly kakao: { readonly clientId: string; readonly authorizeUrl: string; readonly tokenUrl: string }
  readonly naver: { readonly clientId: string; readonly authorizeUrl: string; readonly callbackUrl: string }
}

type KitEnv = Pick<
  ImportMetaEnv,
  'VITE_KAKAO_CLIENT_ID' | 'VITE_KAKAO_AUTHORIZE_URL' | 'VITE_KAKAO_TOKEN_URL' | 'VITE_NAVER_CLIENT_ID' | 'VITE_NAVER_AUTHORIZE_URL'
>

/** The keys one by one, so Vite inlines only them. */
const kitEnv = (): KitEnv => ({
  VITE_KAKAO_CLIENT_ID: import.meta.env.VITE_KAKAO_CLIENT_ID,
  VITE_KAKAO_AUTHORIZE_URL: import.meta.env.VITE_KAKAO_AUTHORIZE_URL,
  VITE_KAKAO_TOKEN_URL: import.meta.env.VITE_KAKAO_TOKEN_URL,
  VITE_NAVER_CLIENT_ID: import.meta.env.VITE_NAVER_CLIENT_ID,
  VITE_NAVER_AUTHORIZE_URL: import.meta.env.VITE_NAVER_AUTHORIZE_URL,
})

/** The configured providers; unset keys fall back to the stand-in's Kakao and Naver under the auth host. */
export const readKakaoNaverConfig = (hosts: Hosts, env: KitEnv = kitEnv()): KakaoNaverConfig => ({
  kakao: {
    clientId: env.VITE_KAKAO_CLIENT_ID || 'stand-in-kakao',
    authorizeUrl: env.VITE_KAKAO_AUTHORIZE_URL || `${hosts.auth}/oauth/kakao/authorize`,
    tokenUrl: env.VITE_KAKAO_TOKEN_URL || `${hosts.auth}/oauth/kakao/token`,
  },
  naver: {
    clientId: env.VITE_NAVER_CLIENT_ID || 'stand-in-naver',
    authorizeUrl: env.VITE_NAVER_AUTHORIZE_URL || `${hosts.auth}/oauth/naver/authorize`,
    callbackUrl: `${hosts.auth}/v3/mwLogin/naverCallback`,
  },
})

/** Kakao's JavaScript SDK as far as the app uses it (window.Kakao, when a deployment loads it). */
export interface KakaoSdk {
  isInitialized(): boolean
  init(appKey: string): void
  readonly Auth?: { authorize(settings: { redirectUri: string; state: string; nonce: string; scope: string }): void }
}

/** The Kakao kit, initialised only if its library is present and not initialised yet (docs/product.md §5). */
export const kakaoKit = (win: { Kakao?: KakaoSdk }, clientId: string): KakaoSdk | undefined => {
  const sdk = win.Kakao
  if (!sdk) return undefined
  if (!sdk.isInitialized()) sdk.init(clientId)
  return sdk
}

/** The sign-in under way in this tab: which provider, its state and nonce, and where to go after. */
export interface PendingSignIn {
  readonly provider: KakaoNaverProvider
  readonly state: string
  readonly nonce: string
  readonly returnTo: string
}

const randomText = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')

/** Where each provider sends the viewer back: the app's callback route (Naver through the auth host's callback). */
export const redirectUriOf = (provider: KakaoNaverProvider, config: KakaoNaverConfig, callback: string): string =>
  provider === 'kakao' ? callback : `${config.naver.callbackUrl}?${new URLSearchParams({ return_to: callback })}`

/** Leaves for the provider's authorize page (or Kakao's SDK, when one is loaded), the state kept in this tab. */
export const startKakaoNaver = (
  provider: KakaoNaverProvider,
  config: KakaoNaverConfig,
  callback: string,
  returnTo: string,
  win: Window & { Kakao?: KakaoSdk } = window,
): void => {
  const pending: PendingSignIn = { provider, state: randomText(), nonce: randomText(), returnTo }
  browserSessionStore(win).setItem(StorageKey.kakaoNaverPending, JSON.stringify(pending))
  const redirectUri = redirectUriOf(provider, config, callback)
  const sdk = provider === 'kakao' ? kakaoKit(win, config.kakao.clientId) : undefined
  if (sdk?.Auth) {
    sdk.Auth.authorize({ redirectUri, state: pending.state, nonce: pending.nonce, scope: 'openid' })
    return
  }
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: config[provider].clientId,
    redirect_uri: redirectUri,
    state: pending.state,
    ...(provider === 'kakao' ? { nonce: pending.nonce, scope: 'openid' } : {}),
  })
  win.location.assign(`${config[provider].authorizeUrl}?${query}`)
}

/** The tab's pending sign-in for this provider, taken once: a second answer with the same state finds none. */
export const takePending = (provider: KakaoNaverProvider, storage: KeyValueStore = browserSessionStore()): PendingSignIn | undefined => {
  const raw = storage.getItem(StorageKey.kakaoNaverPending)
  storage.removeItem(StorageKey.kakaoNaverPending)
  try {
    const pending = raw ? (JSON.parse(raw) as PendingSignIn) : undefined
    return pending?.provider === provider ? pending : undefined
  } catch {
    return undefined
  }
}

/** Kakao's code for its ID token at the token address: the token, or why not ('refused' or 'network'). */
export const exchangeKakaoCode = async (
  config: KakaoNaverConfig,
  code: string,
  redirectUri: string,
): Promise<{ idToken: string } | { failed: 'refused' | 'network' }> => {
  let answer: Response
  try {
    answer = await fetch(config.kakao.tokenUrl, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'authorization_code', client_id: config.kakao.clientId, redirect_uri: redirectUri, code }),
    })
  } catch {
    return { failed: 'network' }
  }
  const body = (await answer.json().catch(() => ({}))) as { id_token?: string }
  return answer.ok && body.id_token ? { idToken: body.id_token } : { failed: 'refused' }
}
