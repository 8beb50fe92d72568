import type { Viewer } from '../titles/title.ts'
import { canSee, withinLimit } from '../titles/visibility.ts'
import type { CallAnswer, World } from '../server/callTypes.ts'
import { findPlayable } from '../watch/playable.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'catalogue' | 'hosts' | 'media' | 'money' | 'now' | 'streams' | 'watch'
type Slice = Pick<World, Uses>

/**
 * The adult rule's last word on every answer (docs/decisions/1200): whatever a handler built or a
 * session saved earlier, an object of the answer whose `movie_url` or `clip_url` names an adult
 * title the viewer may not see leaves as a locked item: only the fields below, `title` '' and
 * `locked` 1. Lists, history, 이어보기, saved clips, related titles, shorts, events, search and
 * the edge's pages (which read through the same calls) all pass here.
 */

/** What a locked item keeps: its address and bookkeeping, nothing that names, describes or pictures the title. */
const KEPT = new Set([
  'movie_url',
  'clip_url',
  'item_id',
  'kind',
  'section_no',
  'adult',
  'item_type',
  'item_allowed',
  'age_rating',
  'player_type',
  'duration',
  'position',
  'watched',
  'start',
  'end',
  'saved_at',
])

type Hidden = (url: unknown) => boolean

/**
 * A profile's viewing-age limit is the other last word (docs/decisions/1901): a title above it is
 * absent, not locked: an entry of a list that names one is left out of the list; anywhere else
 * (a detail, a single item) it is locked as an adult title is.
 */
const namesTitle = (value: unknown, hidden: Hidden): boolean => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const item = value as Readonly<Record<string, unknown>>
  return hidden(item['movie_url']) || hidden(item['clip_url'])
}

const locked = (item: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const kept: Record<string, unknown> = {}
  for (const key of Object.keys(item)) if (KEPT.has(key)) kept[key] = item[key]
  kept['adult'] = 1
  kept['age_rating'] = '19'
  kept['title'] = ''
  kept['locked'] = 1
  return kept
}

/** `value` with every hidden title locked; the same reference when nothing changed (no copy of a clean answer). */
const gate = (value: unknown, hidden: Hidden, absent: Hidden): unknown => {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined
    value.forEach((entry, i) => {
      const next = gate(entry, hidden, absent)
      if (next !== entry) (copy ??= [...value])[i] = next
    })
    const kept = copy ?? value
    return kept.some((entry) => namesTitle(entry, absent)) ? kept.filter((entry) => !namesTitle(entry, absent)) : kept
  }
  if (value === null || typeof value !== 'object') return value
  const item = value as Readonly<Record<string, unknown>>
  if (hidden(item['movie_url']) || hidden(item['clip_url']) || absent(item['movie_url']) || absent(item['clip_url'])) return locked(item)
  let copy: Record<string, unknown> | undefined
  let dropped = 0
  for (const key of Object.keys(item)) {
    const next = gate(item[key], hidden, absent)
    if (next === item[key]) continue
    ;(copy ??= { ...item })[key] = next
    if (Array.isArray(next) && Array.isArray(item[key])) dropped += (item[key] as unknown[]).length - next.length
  }
  // A list's total counts what the viewer gets: entries left out here are not in it either.
  if (copy && dropped > 0 && typeof item['total'] === 'number') copy['total'] = Math.max(0, item['total'] - dropped)
  return copy ?? item
}

/** The answer as this viewer may read it. */
export const gateAnswer = <A extends CallAnswer>(answer: A, viewer: Viewer, world: Slice): A => {
  if (answer.output === undefined) return answer
  const hidden: Hidden = (url) => {
    if (typeof url !== 'string' || url === '') return false
    const title = findPlayable(world, url)?.title
    return title !== undefined && !canSee(viewer, title)
  }
  const absent: Hidden = (url) => {
    if (viewer.ageLimit === undefined || typeof url !== 'string' || url === '') return false
    const title = findPlayable(world, url)?.title
    return title !== undefined && !withinLimit(viewer, title)
  }
  const output = gate(answer.output, hidden, absent)
  return output === answer.output ? answer : { ...answer, output }
}
