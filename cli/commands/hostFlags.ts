import { UsageError } from '../args.ts'
import { type FaultRule, parseFaultRule } from '../hosts/index.ts'

/** The repeatable `--fault call=kind[:arg]` flag of serve, dev and preview, as rules; a bad one is a usage error. */
export const faultRules = (texts: readonly string[] = []): FaultRule[] =>
  texts.map((text) => {
    try {
      return parseFaultRule(text)
    } catch (error) {
      throw new UsageError(`--fault: ${error instanceof Error ? error.message : String(error)}`)
    }
  })
