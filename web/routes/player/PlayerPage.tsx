import { useParams } from 'react-router'
import { WatchView } from '../../player/WatchView.tsx'
import { paths } from '../../paths.ts'
// The page's writes (its route's action), a write other pages make too.
export { clipAct as act } from '../../data/keepActs.ts'

/** /player/{movie_url} (our path): playback, `?t=83.5-112` an exact range (decision 1101); full-window on a desktop (decision 1920). */
export default function PlayerPage() {
  const movieUrl = useParams()['movie_url'] ?? ''
  // The address is the title's (or its episode's): ← leads to its page before playInfo answers.
  return <WatchView url={movieUrl} fillsWindow backTo={paths.movie(movieUrl)} />
}
