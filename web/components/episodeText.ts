/** "시즌 2 · 3화", or "3화" where the season goes without saying. */
export const episodeNumber = (ep: { readonly season_no: number; readonly episode_no: number }, withSeason: boolean): string =>
  withSeason ? `시즌 ${ep.season_no} · ${ep.episode_no}화` : `${ep.episode_no}화`

/** An episode's own name without its number ("3화. 약속" → "약속"), so a line that numbers it does not say 3화 twice. */
export const episodeOwnTitle = (title: string, episodeNo: number): string => title.replace(new RegExp(`^${episodeNo}화[.:]?\\s*`), '')
