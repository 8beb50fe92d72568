import type { watchCalls } from '../../../core/contract/watchCalls.ts'
import type { AreaHandlers } from './types.ts'

/** The stand-in's watching calls. */
export const watchHandlers: AreaHandlers<typeof watchCalls> = {}
