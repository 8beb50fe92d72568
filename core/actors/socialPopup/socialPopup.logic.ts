import type { SocialCredential, SocialErrorCode } from '../../ports/social.ts'
import type { PopupOutcome, PopupRequest } from './socialPopup.types.ts'

/** A failed outcome for a request, or null when there is no request to answer. */
export const failure = (request: PopupRequest | null, code: SocialErrorCode): PopupOutcome | null => (request ? { id: request.id, ok: false, code } : null)

/** A signed-in outcome for a request, or null when there is no request to answer. */
export const success = (request: PopupRequest | null, credential: SocialCredential): PopupOutcome | null =>
  request ? { id: request.id, ok: true, credential } : null
