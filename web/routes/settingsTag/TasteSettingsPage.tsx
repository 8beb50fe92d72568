import { PageFrame } from '../../components/PageFrame.tsx'
import { TastePicker } from '../../components/TastePicker.tsx'

/** /settings/tag: the member's saved tastes, pre-filled, changed and saved in place (login required). */
export default function TasteSettingsPage() {
  return (
    <PageFrame>
      <TastePicker />
    </PageFrame>
  )
}
