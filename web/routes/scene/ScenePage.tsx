import { useParams } from 'react-router'
import { WatchView } from '../../player/WatchView.tsx'
// The page's writes (its route's action), a write other pages make too.
export { clipAct as act } from '../../data/keepActs.ts'

/** /scene/{scene_url}: a scene or crop section plays its range (a crop loops; no header); full-window on a desktop, above the tab bar on a tablet (decision 1920). */
export default function ScenePage() {
  return <WatchView url={useParams()['scene_url'] ?? ''} fillsWindow />
}
