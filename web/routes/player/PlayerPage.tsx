import { useParams } from 'react-router'
import { WatchView } from '../../player/WatchView.tsx'

/** /player/{movie_url} (our path): playback, `?t=83.5-112` an exact range (decision 1101); full-window on a desktop (decision 1920). */
export default function PlayerPage() {
  return <WatchView url={useParams()['movie_url'] ?? ''} fillsWindow />
}
