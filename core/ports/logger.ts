/** Where the core reports what it only logs (menu and notice failures, a failed ticket request). */
export interface Logger {
  info(message: string, detail?: unknown): void
  warn(message: string, detail?: unknown): void
  error(message: string, detail?: unknown): void
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} }
