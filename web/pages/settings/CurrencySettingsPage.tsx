import { CURRENCY_NAME } from '../../../core/contract/index.ts'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /settings/bbtan: the in-app currency (login required). */
export default function CurrencySettingsPage() {
  return (
    <PageFrame>
      <EmptyState
        message={`${CURRENCY_NAME} 충전·사용 내역이 없습니다`}
        detail={`${CURRENCY_NAME} 충전은 준비가 끝나는 대로 이곳에서 할 수 있습니다.`}
        action={{ to: paths.settings(), label: '설정으로' }}
      />
    </PageFrame>
  )
}
