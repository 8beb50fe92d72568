import { useParams } from 'react-router'
import { WatchView } from '../../player/WatchView.tsx'
// The page's writes (its route's action), a write other pages make too.
export { clipAct as act } from '../../data/keepActs.ts'

/** /player/{movie_url} (our path): playback, `?t=83.5-112` an exact range (decision 1101); full-window on a desktop (decision 1920). */
export default function PlayerPage() {
  return <WatchView url={useParams()['movie_url'] ?? ''} fillsWindow />
}
