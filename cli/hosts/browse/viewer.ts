import { ResultCode } from '../../../core/contract/index.ts'
import type { CatalogueTitle, Viewer } from '../titles/title.ts'
import { guestViewer, isListed } from '../titles/visibility.ts'
import type { CallAnswer, CallRequest } from '../server/callTypes.ts'

/** 1 when the value parses as the integer 1, as the web reads the filter cookie (0302). */
const flagOn = (value: string | undefined): boolean => value !== undefined && Number.parseInt(value, 10) === 1

/**
 * Who is asking: a member session (its account's flags, adult-verified by the account or by
 * adultVerify in this session) or anyone else as a guest. filter: the call's field, else the
 * `filter` cookie.
 */
export const viewerOf = (request: CallRequest): Viewer => {
  const filter = flagOn(request.params.filter ?? request.cookies.filter)
  const session = request.session
  const account = session?.kind === 'member' ? session.account : undefined
  if (!session || !account) return { ...guestViewer, filter }
  return {
    kind: 'member',
    adultVerified: session.adultVerified,
    skytvItemOnly: account.skytvItemOnly === 1,
    redItem: account.redItem === 1,
    filter,
    // The profile this session watches as; the account's first (no profile chosen) has none below 19.
    ...(session.profile && session.profile.ageLimit !== '19' ? { ageLimit: session.profile.ageLimit } : {}),
  }
}

/** The titles in this viewer's lists (filter 1 leaves adult ones out). */
export const listedTitles = (titles: readonly CatalogueTitle[], viewer: Viewer): readonly CatalogueTitle[] =>
  viewer.filter || viewer.ageLimit !== undefined ? titles.filter((t) => isListed(viewer, t)) : titles

export const ok = (output: unknown): CallAnswer => ({ retval: ResultCode.success, output })
export const invalid: CallAnswer = { retval: ResultCode.parameterInvalid }

/** An optional whole-number field: undefined when absent or empty, NaN when not a whole number. */
export const intField = (value: string | undefined): number | undefined => {
  if (value === undefined || value === '') return undefined
  return /^-?\d+$/.test(value) ? Number(value) : Number.NaN
}
