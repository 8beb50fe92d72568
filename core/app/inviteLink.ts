/**
 * The invitation link (docs/decisions/1451): any page of the site with `?invite=CODE`, e.g.
 * `https://…/?invite=MINJI7`. Arriving through one keeps the code on the session (the
 * invite_code session cookie) until sign-up uses it.
 */
export const INVITE_PARAM = 'invite'

/** What an invite code may look like: letters and digits, 4 to 16 (a longer or odd value is not kept). */
const CODE = /^[A-Za-z0-9]{4,16}$/

/** The invite code an address carries, upper-cased, or undefined. */
export const inviteCodeOf = (path: string): string | undefined => {
  const query = path.split('#')[0]?.split('?')[1]
  const code = query === undefined ? null : new URLSearchParams(query).get(INVITE_PARAM)
  return code && CODE.test(code.trim()) ? code.trim().toUpperCase() : undefined
}

/** The invitation link of a code on the site at `origin`. */
export const inviteLinkOf = (origin: string, code: string): string => `${origin}/?${new URLSearchParams({ [INVITE_PARAM]: code })}`
