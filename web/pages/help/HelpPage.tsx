import { LinkList } from '../../components/LinkList.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /help: the help hub, leading to every help page that exists. */
export default function HelpPage() {
  return (
    <PageFrame>
      <LinkList
        label="고객센터 메뉴"
        links={[
          { to: paths.faq(), label: '자주 묻는 질문' },
          { to: paths.notice(), label: '공지사항' },
          { to: paths.firstGuide(), label: '처음 이용 안내' },
          { to: paths.buyingGuide(), label: '구매 안내' },
          { to: paths.appBuyGuide(), label: '앱 구매 안내' },
          { to: paths.about(), label: '서비스 소개' },
        ]}
      />
    </PageFrame>
  )
}
