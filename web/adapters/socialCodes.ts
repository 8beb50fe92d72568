import { type SocialErrorCode, socialErrorCodes } from '../../core/ports/social.ts'

/** A Firebase error code (`auth/popup-closed-by-user`) as the port's code; unknown ones are internal-error. */
export const socialCodeOf = (error: unknown): SocialErrorCode => {
  const raw = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  const code = raw.replace(/^auth\//, '')
  return (socialErrorCodes as readonly string[]).includes(code) ? (code as SocialErrorCode) : 'internal-error'
}
