/** What the browser says of its connection (Network Information API; Chromium only). */
export interface Connection {
  readonly saveData?: boolean
  readonly effectiveType?: string
}

/** This browser's connection, where it says. */
export const browserConnection = (): Connection | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as { connection?: Connection }).connection

/** A viewer who asked to save data, or a connection too slow to spend on what may not be used. */
export const isSlowOrSaving = (connection: Connection | undefined): boolean =>
  connection?.saveData === true || connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g'
