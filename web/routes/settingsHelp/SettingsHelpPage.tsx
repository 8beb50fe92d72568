import { LinkList } from '../../components/LinkList.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'
import { helpLinks } from '../help/helpLinks.ts'
import { SupportContacts } from '../help/SupportContacts.tsx'
import '../help/Help.css'

/** /settings/help: every help page and document (the help centre's list), and 고객센터. */
export default function SettingsHelpPage() {
  return (
    <PageFrame>
      <LinkList label="도움말 메뉴" links={[{ to: paths.help(), label: '고객센터', description: '질문 검색과 최근 공지' }, ...helpLinks]} />
      <SupportContacts />
    </PageFrame>
  )
}
