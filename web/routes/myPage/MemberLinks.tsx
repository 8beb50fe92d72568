import { CURRENCY_NAME } from '../../../core/contract/index.ts'
import { LinkList } from '../../components/LinkList.tsx'
import { paths } from '../../paths.ts'
import { LogoutButton } from '../settings/LogoutButton.tsx'

/** My page's way on to the member's settings and out: settings pages, then 로그아웃. */
export function MemberLinks() {
  return (
    <section className="member-links" aria-labelledby="member-links-title">
      <h2 id="member-links-title" className="member-links__title">
        계정
      </h2>
      <LinkList
        label="계정 메뉴"
        links={[
          { to: paths.settings(), label: '설정' },
          { to: paths.settingsAccount(), label: '계정 설정' },
          { to: paths.settingsCurrency(), label: `${CURRENCY_NAME} 설정` },
          { to: paths.settingsTag(), label: '취향 설정' },
        ]}
      />
      <LogoutButton />
    </section>
  )
}
