import type { CallParams } from '../api/wire.ts'
import { type CallName, isCallName } from '../contract/index.ts'
import { type CopyKey, sameKey } from './returnVisit.ts'

/**
 * The reads a served page came with (docs/decisions/0809): the web host renders a guest's first
 * page with its first read's answer in it, as a CDN edge renders a guest home, and puts the
 * answer beside the markup so the app's first render draws the same page. Like the return-visit
 * copy, the answers serve only the key they were read for: this build, a guest, this filter.
 * Pure functions; the web host writes the block, the web app reads it.
 */

/** The id of the `<script type="application/json">` element that carries them. */
export const SERVED_READS_ID = 'served-reads'

export interface ServedRead {
  readonly name: CallName
  readonly params: CallParams
  readonly answer: unknown
}

export interface ServedReads {
  readonly key: CopyKey
  readonly reads: readonly ServedRead[]
}

/** The block's text: JSON with `<` escaped, so no answer can close the element it sits in. */
export const encodeServedReads = (served: ServedReads): string => JSON.stringify(served).replace(/</g, '\\u003c')

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isParams = (v: unknown): v is CallParams =>
  isObject(v) && Object.values(v).every((p) => p === null || typeof p === 'string' || typeof p === 'number')
const isRead = (v: unknown): v is ServedRead =>
  isObject(v) && typeof v['name'] === 'string' && isCallName(v['name']) && isParams(v['params']) && 'answer' in v && isObject(v['answer'])

/**
 * The reads if they were made for exactly `key` (null: the visit's kind is not known before the
 * hosts answer), else none: another build, filter or kind, a damaged block, or no block. Never throws.
 */
export const decodeServedReads = (text: string | null | undefined, key: CopyKey | null): readonly ServedRead[] => {
  if (!text || !key) return []
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return []
  }
  if (!isObject(value) || !isObject(value['key']) || !Array.isArray(value['reads'])) return []
  const servedKey = value['key'] as unknown as CopyKey
  if (!sameKey(servedKey, key)) return []
  return value['reads'].every(isRead) ? (value['reads'] as ServedRead[]) : []
}
