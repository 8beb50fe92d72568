import type { Logger } from '../../core/ports/logger.ts'

/** The console as the Logger port: developer-facing, never shown to a viewer. */
export const consoleLogger = (prefix = '[app]'): Logger => ({
  info: (message, detail) => (detail === undefined ? console.info(prefix, message) : console.info(prefix, message, detail)),
  warn: (message, detail) => (detail === undefined ? console.warn(prefix, message) : console.warn(prefix, message, detail)),
  error: (message, detail) => (detail === undefined ? console.error(prefix, message) : console.error(prefix, message, detail)),
})
