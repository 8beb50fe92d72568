import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

/**
 * axe-core's browser build, evaluated in the page under test through the DevTools protocol: a
 * <script> tag would be refused by the site's Content-Security-Policy, as any injected script is.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** One rule that failed, reduced to what a reader of a failing test needs. */
export interface AxeFinding {
  readonly rule: string
  readonly impact: string
  readonly help: string
  readonly targets: readonly string[]
}

/** Severities that fail the build (no serious or critical violation on any route). */
const BLOCKING = new Set(['serious', 'critical'])

/** Runs axe on the page as it is now and returns its serious and critical violations. */
export const blockingViolations = async (page: Page): Promise<readonly AxeFinding[]> => {
  await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }))
  })
  return violations.filter((v) => BLOCKING.has(v.impact))
}

interface AxeViolation {
  readonly id: string
  readonly impact?: string | null
  readonly help: string
  readonly nodes: readonly { readonly target: readonly string[] }[]
}
