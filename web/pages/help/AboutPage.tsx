import { PageFrame } from '../../components/PageFrame.tsx'
import { LinkList } from '../../components/LinkList.tsx'
import { SITE_NAME } from '../../brand.ts'
import { paths } from '../../paths.ts'
import './AboutPage.css'

/** /settings/help/about: what the service is (docs/product.md §1). */
export default function AboutPage() {
  return (
    <PageFrame>
      <div className="about">
        <p>
          {SITE_NAME}은 영화, 시리즈, 숏클립, 명장면과 구간 영상을 한국어로 즐기는 동영상 스트리밍 서비스입니다.
        </p>
        <p>로그인하지 않아도 둘러볼 수 있고, 회원은 이용권과 빵탄으로 유료 작품을 볼 수 있습니다.</p>
        <p>성인 콘텐츠는 성인 인증을 마친 회원에게만 보입니다.</p>
      </div>
      <LinkList
        label="더 알아보기"
        links={[
          { to: paths.firstGuide(), label: '처음 이용 안내' },
          { to: paths.agree(), label: '이용약관' },
          { to: paths.privacy(), label: '개인정보처리방침' },
        ]}
      />
    </PageFrame>
  )
}
