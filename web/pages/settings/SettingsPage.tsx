import { CURRENCY_NAME } from '../../../core/contract/index.ts'
import { LinkList } from '../../components/LinkList.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'
import { useSession } from '../../shell/hooks.ts'
import { LogoutButton } from './LogoutButton.tsx'

/** /settings: the settings hub. */
export default function SettingsPage() {
  const session = useSession()
  return (
    <PageFrame>
      <LinkList
        label="설정 메뉴"
        links={[
          { to: paths.settingsAccount(), label: '계정 설정' },
          { to: paths.settingsCurrency(), label: `${CURRENCY_NAME} 설정` },
          { to: paths.settingsTag(), label: '취향 설정' },
          { to: paths.settingsHelp(), label: '도움말' },
          { to: paths.transitionHelp(), label: '서비스 이전 안내' },
        ]}
      />
      {session.isLogin ? <LogoutButton /> : null}
    </PageFrame>
  )
}
