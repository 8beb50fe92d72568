import type { LoadAt } from '../../data/pageData.ts'

/**
 * /contents/{movie_url}: the title (an adult title's refusal is the page's cue for the gate), and
 * where 재생 starts and each episode's progress (null when unread: the page plays from the start).
 * The progress is the viewer's own (a guest's device's): the edge's guest would read another's,
 * so there the page reads it once in the browser ('inBrowser', docs/decisions/1715).
 */
export const movieLoad = (at: LoadAt) => ({
  detail: at.read('contentDetail', { movie_url: at.params['movie_url'] ?? '' }),
  progress: typeof window === 'undefined' ? ('inBrowser' as const) : at.read('watchProgress', { movie_url: at.params['movie_url'] ?? '' }).catch(() => null),
})
