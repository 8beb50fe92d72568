/**
 * Build ids are opaque (a hash or a time stamp): any id other than the app's own that the web host
 * now serves is a newer deployment, since deployments only move forward.
 */
export const isNewerBuild = (ownBuildId: string, latestBuildId: string | null | undefined): boolean =>
  ownBuildId !== '' && typeof latestBuildId === 'string' && latestBuildId !== '' && latestBuildId !== ownBuildId
