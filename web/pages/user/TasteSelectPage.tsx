import { useNavigate } from 'react-router'
import { PageFrame } from '../../components/PageFrame.tsx'
import { TastePicker } from '../../components/TastePicker.tsx'
import { paths } from '../../paths.ts'

/** /user/tag: a member picks at least three tastes (login required), then goes home to see them. */
export default function TasteSelectPage() {
  const navigate = useNavigate()
  return (
    <PageFrame>
      <TastePicker submitLabel="선택 완료" onSaved={() => void navigate(paths.home())} />
    </PageFrame>
  )
}
