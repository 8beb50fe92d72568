/** Pure helpers of the loading counter. */

/** Adds a request id once; a repeated begin for the same id does not count twice. */
export const withRequest = (open: readonly number[], id: number): readonly number[] => (open.includes(id) ? open : [...open, id])

/** Removes a request id; an end for an unknown id (e.g. after a reset) changes nothing. */
export const withoutRequest = (open: readonly number[], id: number): readonly number[] => (open.includes(id) ? open.filter((other) => other !== id) : open)
