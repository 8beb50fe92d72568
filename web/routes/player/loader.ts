import { parseRangeParam } from '../../../core/watch/rules.ts'
import type { LoadAt } from '../../data/pageData.ts'

/**
 * /player/{movie_url} and /scene/{scene_url}: playInfo for the address and its ?t= range (`asked`:
 * where to start); info null for a malformed range.
 */
export const watchLoad = (param: 'movie_url' | 'scene_url') => (at: LoadAt) => {
  const t = at.url.searchParams.get('t')
  const asked = parseRangeParam(t)
  if (t !== null && asked === undefined) return { info: null, asked }
  const range = asked?.end !== undefined ? { range: `${asked.start}-${asked.end}` } : {}
  return { info: at.read('playInfo', { movie_url: at.params[param] ?? '', ...range }), asked }
}
