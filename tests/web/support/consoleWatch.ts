import type { Page } from 'playwright-core'

/**
 * Collects what a page reports as broken: console errors and uncaught page errors. A test may
 * allow messages it causes on purpose (a failed request from a fault); anything else fails it.
 */
export interface ConsoleWatch {
  /** Messages matching any of these are expected (e.g. the status line of a request a fault fails). */
  allow(...patterns: readonly RegExp[]): void
  /** Every unexpected message so far, prefixed with its kind and the page's URL. */
  problems(): readonly string[]
  /** The unexpected messages so far, and forget every message (for a page kept across tests). */
  drain(): readonly string[]
}

/** Starts watching `page`; attach before the first navigation so nothing is missed. */
export const watchConsole = (page: Page): ConsoleWatch => {
  const allowed: RegExp[] = []
  let seen: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // A failed request's line names no address; Chromium gives it as the message's location.
    const source = message.location().url
    seen.push(`console.error at ${page.url()}: ${message.text()}${source && source !== page.url() ? ` (${source})` : ''}`)
  })
  page.on('pageerror', (error) => seen.push(`pageerror at ${page.url()}: ${error.stack ?? error.message}`))
  const problems = () => seen.filter((text) => !allowed.some((pattern) => pattern.test(text)))
  return {
    allow: (...patterns) => void allowed.push(...patterns),
    problems,
    drain() {
      const found = problems()
      seen = []
      return found
    },
  }
}

/**
 * An address that names no title has no backdrop: its playback page asks for the picture anyway
 * (it cannot know before the answer), and the web host answers 404.
 */
export const missingBackdrop = /Failed to load resource: the server responded with a status of 404\b.* \(https?:\/\/[^/]+\/art\/[\w-]+\/backdrop\.svg\)$/

/** Chrome's console line for a request that failed by HTTP status (e.g. 503) or by a dropped connection. */
export const failedRequest = (status?: number): RegExp =>
  status === undefined ? /Failed to load resource: net::ERR_[A-Z_]+/ : new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`)
