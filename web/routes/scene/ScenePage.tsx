import { useParams } from 'react-router'
import { WatchView } from '../../player/WatchView.tsx'

/** /scene/{scene_url}: a scene or crop section plays its range (a crop loops; no header). */
export default function ScenePage() {
  return <WatchView url={useParams()['scene_url'] ?? ''} />
}
