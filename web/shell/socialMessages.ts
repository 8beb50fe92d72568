import type { SocialErrorCode } from '../../core/ports/social.ts'

/**
 * What a viewer reads when social sign-in fails, per provider error (docs/product.md §8), each
 * with what to do next (docs/decisions/1430).
 */
export const socialErrorMessage: { readonly [K in SocialErrorCode]: string } = {
  'popup-blocked': '로그인 창이 차단되었습니다. 이 창에서 로그인하거나, 브라우저에서 팝업을 허용한 뒤 다시 시도해 주세요.',
  'popup-closed-by-user': '로그인 창이 닫혀 간편 로그인을 마치지 못했습니다. 다시 하려면 버튼을 눌러 주세요.',
  'cancelled-popup-request': '새 로그인 창을 열어 이전 창은 닫았습니다. 새 창에서 계속해 주세요.',
  'web-storage-unsupported': '이 브라우저에서는 간편 로그인을 사용할 수 없습니다. 쿠키와 저장소 사용을 허용하거나 이메일로 로그인해 주세요.',
  'unauthorized-domain': '이 주소에서는 간편 로그인을 사용할 수 없습니다. 이메일로 로그인해 주세요.',
  'network-request-failed': '네트워크 연결을 확인한 뒤 다시 시도해 주세요.',
  'internal-error': '간편 로그인 중 문제가 생겼습니다. 잠시 후 다시 시도하거나 이메일로 로그인해 주세요.',
  'invalid-auth-event': '간편 로그인 중 문제가 생겼습니다. 잠시 후 다시 시도하거나 이메일로 로그인해 주세요.',
  'invalid-api-key': '간편 로그인 설정에 문제가 있습니다. 이메일로 로그인해 주세요.',
  'auth-domain-config-required': '간편 로그인 설정에 문제가 있습니다. 이메일로 로그인해 주세요.',
}

/** Errors the viewer caused themselves (closing or replacing the window): said beside the buttons, not in an alert. */
export const quietSocialErrors: ReadonlySet<SocialErrorCode> = new Set(['popup-closed-by-user', 'cancelled-popup-request'])

/** The alert's button that signs in in this tab when the popup was blocked. */
export const REDIRECT_ACTION = 'redirect'
