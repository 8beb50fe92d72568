import type { searchCalls } from '../../../core/contract/searchCalls.ts'
import type { AreaHandlers } from './types.ts'

/** The stand-in's search host calls. */
export const searchHandlers: AreaHandlers<typeof searchCalls> = {}
