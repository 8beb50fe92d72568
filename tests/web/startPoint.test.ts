import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatTime } from '../../core/watch/rules.ts'
import { startPoint } from '../../web/routes/movie/startPoint.ts'

/** Where a title page's 재생 starts and what it says (docs/decisions/1715), for any series and any progress. */

const series = fc.integer({ min: 1, max: 3 }).chain((count) =>
  fc.tuple(
    ...Array.from({ length: count }, (_, i) =>
      fc.integer({ min: 1, max: 6 }).map((n) => ({
        season_no: i + 1,
        title: `시즌 ${i + 1}`,
        episodes: Array.from({ length: n }, (_, e) => ({ episode_no: e + 1, title: `${e + 1}화. 제목`, movie_url: `s-e${i + 1}${e + 1}`, duration: 60 })),
      })),
    ),
  ),
)

describe('startPoint', () => {
  it('a series: n화 이어보기 at the position or from the start of the next, 1화 재생 with no progress; the season named outside the first', () => {
    fc.assert(
      fc.property(series, fc.nat(), fc.option(fc.double({ min: 0, max: 60, noNaN: true }), { nil: undefined }), (seasons, pick, position) => {
        const all = seasons.flatMap((s) => s.episodes.map((e) => ({ ...e, season_no: s.season_no })))
        const ep = all[pick % all.length]!
        const progress =
          position === undefined
            ? { episodes: [] }
            : { episodes: [], resume: { movie_url: ep.movie_url, season_no: ep.season_no, episode_no: ep.episode_no, position, duration: 60 } }
        const start = startPoint('s', seasons, progress)
        if (position === undefined) {
          expect(start).toEqual({ label: '1화 재생', to: '/player/s-e11' })
          return
        }
        const name = seasons.length > 1 && ep.season_no !== 1 ? `시즌 ${ep.season_no} · ${ep.episode_no}화` : `${ep.episode_no}화`
        expect(start).toEqual(
          position > 0
            ? { label: `${name} 이어보기`, to: `/player/${ep.movie_url}?t=${encodeURIComponent(formatTime(position))}` }
            : { label: `${name} 이어보기`, to: `/player/${ep.movie_url}` },
        )
      }),
    )
  })

  it('a film: 이어보기 at the position while in progress, else 재생; no progress read is 재생 too', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 7200, noNaN: true }), (position) => {
        const start = startPoint('film', [], { episodes: [], resume: { movie_url: 'film', season_no: 0, episode_no: 0, position, duration: 7200 } })
        expect(start).toEqual(
          position > 0 ? { label: '이어보기', to: `/player/film?t=${encodeURIComponent(formatTime(position))}` } : { label: '재생', to: '/player/film' },
        )
      }),
    )
    expect(startPoint('film', [], null)).toEqual({ label: '재생', to: '/player/film' })
  })
})
