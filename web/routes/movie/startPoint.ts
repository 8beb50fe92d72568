import type { ContentDetailOutput } from '../../../core/api/schemas.browse.ts'
import type { WatchProgressOutput } from '../../../core/api/schemas.watch.ts'
import { formatTime } from '../../../core/watch/rules.ts'
import { episodeNumber } from '../../components/episodeText.ts'
import { paths } from '../../paths.ts'

/** What a title page's 재생 says and where it leads. */
export interface StartPoint {
  readonly label: string
  readonly to: string
}

/**
 * Where 재생 starts (docs/decisions/1715): the episode in progress at its position, else the next
 * unwatched one from its start, both "3화 이어보기"; else "1화 재생"; a film in progress "이어보기".
 * The season is named outside the first season of a series of several.
 */
export const startPoint = (movieUrl: string, seasons: ContentDetailOutput['seasons'], progress: WatchProgressOutput | null): StartPoint => {
  const resume = progress?.resume
  const first = seasons[0]
  const firstEpisode = first?.episodes[0]
  if (!first || !firstEpisode) {
    return resume && resume.position > 0
      ? { label: '이어보기', to: paths.player(movieUrl, formatTime(resume.position)) }
      : { label: '재생', to: paths.player(movieUrl) }
  }
  if (!resume)
    return {
      label: `${episodeNumber({ season_no: first.season_no, episode_no: firstEpisode.episode_no }, false)} 재생`,
      to: paths.player(firstEpisode.movie_url),
    }
  // Carrying on with a series is 이어보기, whether the episode is half seen or the next one starts.
  const name = episodeNumber(resume, seasons.length > 1 && resume.season_no !== first.season_no)
  return { label: `${name} 이어보기`, to: resume.position > 0 ? paths.player(resume.movie_url, formatTime(resume.position)) : paths.player(resume.movie_url) }
}
