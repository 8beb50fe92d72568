import { LinkList } from '../../components/LinkList.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /settings/help: the help pages reachable from settings. */
export default function SettingsHelpPage() {
  return (
    <PageFrame>
      <LinkList
        label="도움말 메뉴"
        links={[
          { to: paths.notice(), label: '공지사항' },
          { to: paths.faq(), label: '자주 묻는 질문' },
          { to: paths.about(), label: '서비스 소개' },
          { to: paths.agree(), label: '이용약관' },
          { to: paths.privacy(), label: '개인정보처리방침' },
          { to: paths.protect(), label: '청소년 보호정책' },
        ]}
      />
    </PageFrame>
  )
}
