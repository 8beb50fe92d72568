import type { SocialErrorCode } from '../../core/ports/social.ts'

/**
 * What a viewer reads when social sign-in fails, per provider error (docs/product.md §8). null: the
 * viewer closed or replaced the popup themselves, so nothing needs saying.
 */
export const socialErrorMessage: { readonly [K in SocialErrorCode]: string | null } = {
  'popup-blocked': '로그인 창이 차단되었습니다. 브라우저에서 팝업을 허용한 뒤 다시 시도해 주세요.',
  'popup-closed-by-user': null,
  'cancelled-popup-request': null,
  'web-storage-unsupported': '이 브라우저에서는 간편 로그인을 사용할 수 없습니다. 쿠키와 저장소 사용을 허용해 주세요.',
  'unauthorized-domain': '이 주소에서는 간편 로그인을 사용할 수 없습니다. 이메일로 로그인해 주세요.',
  'network-request-failed': '네트워크 연결을 확인한 뒤 다시 시도해 주세요.',
  'internal-error': '간편 로그인 중 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.',
  'invalid-auth-event': '간편 로그인 중 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.',
  'invalid-api-key': '간편 로그인 설정에 문제가 있습니다. 이메일로 로그인해 주세요.',
  'auth-domain-config-required': '간편 로그인 설정에 문제가 있습니다. 이메일로 로그인해 주세요.',
}

/** Said after the provider vouched for the viewer: exchanging that for a session comes with the accounts work. */
export const SOCIAL_EXCHANGE_PENDING =
  '소셜 계정은 확인했지만, 간편 로그인으로 이 서비스에 로그인하는 기능은 아직 준비 중입니다. 이메일로 로그인해 주세요.'
