import type { CallOutput } from '../api/pipeline.ts'
import type { MenuOutput, Notice } from '../api/schemas.ts'
import type { CallParams } from '../api/wire.ts'
import type { CallName } from '../contract/index.ts'
import { type CopyKey, isMenu, isNotice, keyedValue } from './returnVisit.ts'

/**
 * The data a served page came with (docs/decisions/1330): the web host's edge runs a guest's
 * first page's loaders, renders the page with their answers, and puts the answers beside the
 * markup, so the app hydrates that page (its route loaders' data, by route id) instead of
 * reading it again. Like the return-visit copy, the data serves only the key it was read for:
 * this build, a guest, this filter. Pure functions; the web host writes the block, the web app
 * reads it.
 */

/** The id of the `<script type="application/json">` element that carries it. */
export const SERVED_PAGE_ID = 'served-page'

/** Each matched route's loader data, by route id (react-router's hydration data). */
export type LoaderData = Readonly<Record<string, unknown>>

/**
 * A top notice as the served page's frame drew it: the host's notice and the one line of its prose
 * the bar showed (the host reads it out of the notice's HTML; a browser would need its parser).
 */
export interface ServedNotice extends Notice {
  readonly prose: string
}

/** What the page's frame was drawn with besides the page: the guest's menu and top notices. Either may be missing (its read failed): that part waited for boot. */
export interface ServedFrame {
  readonly menu?: MenuOutput
  readonly notices?: readonly ServedNotice[]
}

export interface ServedPage {
  readonly key: CopyKey
  readonly loaderData: LoaderData
  readonly frame?: ServedFrame
}

/** The block's text: JSON with `<` escaped, so no answer can close the element it sits in. */
export const encodeServedPage = (served: ServedPage): string => JSON.stringify(served).replace(/</g, '\\u003c')

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** What a served block's data (for its key) says of the page's frame: each part only when whole. */
const frameOf = (value: Readonly<Record<string, unknown>>): ServedFrame => {
  const frame = value['frame'] as { menu?: unknown; notices?: unknown } | undefined
  const notices = frame?.notices
  const servedNotices =
    Array.isArray(notices) && notices.every((n) => isNotice(n) && typeof (n as { prose?: unknown }).prose === 'string')
      ? (notices as ServedNotice[])
      : undefined
  return { ...(isMenu(frame?.menu) ? { menu: frame.menu } : {}), ...(servedNotices ? { notices: servedNotices } : {}) }
}

/**
 * The loader data and the frame (the menu and top notices, each part only when whole) if the block
 * was read for exactly `key` (null: the visit's kind is not known before the hosts answer), else
 * null: another build, filter or kind, a damaged block, or no block. Never throws.
 */
export const decodeServedPage = (
  text: string | null | undefined,
  key: CopyKey | null,
): { readonly loaderData: LoaderData; readonly frame: ServedFrame } | null => {
  const value = key && keyedValue(text, key)
  const data = value?.['loaderData']
  if (!value || !isObject(data)) return null
  // Each route's data is an object of parts, or null (a route whose loader reads nothing).
  return Object.values(data).every((d) => d === null || isObject(d)) ? { loaderData: data, frame: frameOf(value) } : null
}

/** How the web host's edge answers a page's reads: as one guest, with the visit's cookies. */
export interface GuestVisit {
  read<N extends CallName>(name: N, params?: CallParams): Promise<CallOutput<N>>
  readonly cookies: ReadonlyMap<string, string>
  /** The guest's menu and top notices, for the frame's header and bar, read when asked (a part missing: it waits, as before boot). */
  readonly frame?: () => Promise<ServedFrame>
}

export interface RenderedPage {
  /** The markup inside #root. */
  readonly markup: string
  /** Every matched route's loader data, settled: the hydration data. */
  readonly loaderData: LoaderData
}

/** What the build's renderer (`_edge/prerender.js`, web/prerender.tsx) offers the edge. */
export interface PageRenderer {
  renderPage(address: string, visit?: GuestVisit): Promise<RenderedPage>
}
