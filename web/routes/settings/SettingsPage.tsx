import { CURRENCY_NAME } from '../../../core/contract/index.ts'
import { LinkList } from '../../components/LinkList.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'
import { useSession } from '../../shell/hooks.ts'
import { helpLinks } from '../help/helpLinks.ts'
import { LogoutButton } from './LogoutButton.tsx'

/** /settings: the settings hub, then every help page and document (the help centre's list). */
export default function SettingsPage() {
  const session = useSession()
  return (
    <PageFrame>
      <LinkList
        label="설정 메뉴"
        links={[
          { to: paths.settingsAccount(), label: '계정 설정' },
          { to: paths.settingsProfiles(), label: '프로필 관리', description: '누가 보나요?, 시청 연령, PIN 잠금, 키즈 프로필' },
          { to: paths.settingsCurrency(), label: `${CURRENCY_NAME} 설정` },
          { to: paths.settingsTag(), label: '취향 설정' },
          { to: paths.help(), label: '고객센터', description: '질문 검색과 최근 공지' },
        ]}
      />
      <h2 className="help-block__title settings__help-title">도움말과 약관</h2>
      <LinkList label="도움말과 약관" links={helpLinks} />
      {session.isLogin ? <LogoutButton /> : null}
    </PageFrame>
  )
}
