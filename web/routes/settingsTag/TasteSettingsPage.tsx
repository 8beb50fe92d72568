import { PageFrame } from '../../components/PageFrame.tsx'
import { TastePicker } from '../../components/TastePicker.tsx'
// The page's writes (its route's action), a write other pages make too.
export { tasteAct as act } from '../../data/keepActs.ts'

/** /settings/tag: the member's saved tastes, pre-filled, changed and saved in place (login required). */
export default function TasteSettingsPage() {
  return (
    <PageFrame>
      <TastePicker />
    </PageFrame>
  )
}
