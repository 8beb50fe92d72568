import { Link } from 'react-router'
import { CURRENCY_NAME as B } from '../../../core/contract/index.ts'
import { LinkList } from '../../components/LinkList.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'
import './Guide.css'

/** /pay/buyingGuide (our path): the rules of passes and 빵탄, in one place. */
export default function BuyingGuidePage() {
  return (
    <PageFrame>
      <div className="guide">
        <section aria-labelledby="guide-bbtan">
          <h2 id="guide-bbtan">{B} 사용과 소멸</h2>
          <ul>
            <li>{B} 1개는 100원입니다. 웹에서는 신용·체크카드나 휴대폰 결제로 충전합니다.</li>
            <li>
              {B}을 쓸 때는 보너스 {B}이 먼저, 소멸일이 가까운 것부터 쓰이고, 그다음 유료 {B}이 쓰입니다.
            </li>
            <li>보너스 {B}은 받은 날부터 90일이 지나면 사라집니다.</li>
            <li>유료 {B}은 충전한 날부터 5년이 지나면 사라집니다.</li>
            <li>
              가진 {B}과 소멸일은 <Link to={paths.settingsCurrency()}>{B} 설정</Link>에서 볼 수 있습니다.
            </li>
          </ul>
        </section>
        <section aria-labelledby="guide-refund">
          <h2 id="guide-refund">{B} 환불</h2>
          <ul>
            <li>충전한 날부터 7일 안에, 그 충전분을 하나도 쓰지 않았다면 유료 {B}을 환불받을 수 있습니다.</li>
            <li>일부라도 쓴 충전분과 보너스 {B}은 환불되지 않습니다.</li>
          </ul>
        </section>
        <section aria-labelledby="guide-passes">
          <h2 id="guide-passes">이용권</h2>
          <ul>
            <li>이용권은 결제가 끝난 때부터 바로 쓸 수 있습니다.</li>
            <li>자동 결제 이용권(월 이용권)은 해지할 때까지 매 기간 결제됩니다.</li>
            <li>자동 결제를 해지하면 다음 결제만 멈추고, 이미 결제한 기간이 끝날 때까지는 계속 볼 수 있습니다.</li>
            <li>7일 이용권을 쓰는 중에 하나 더 사면, 지금 이용권이 끝나는 때부터 이어서 시작합니다.</li>
            <li>작품 대여(단품)는 구매한 때부터 7일 동안 그 작품을 볼 수 있습니다.</li>
            <li>
              구매한 이용권과 해지는 <Link to={paths.purchases()}>마이페이지 구매 내역</Link>에서 관리합니다.
            </li>
          </ul>
        </section>
        <section aria-labelledby="guide-apps">
          <h2 id="guide-apps">앱에서 산 이용권</h2>
          <p>
            App Store, Google Play, 원스토어, 갤럭시 스토어, 네이버페이로 산 이용권은 웹에서도 같은 계정으로 볼 수 있지만, 해지와 환불은 산 곳에서 합니다.{' '}
            <Link to={paths.appBuyGuide()}>앱에서 구매하기</Link>를 참고해 주세요.
          </p>
        </section>
        <Link className="button button--primary guide__action" to={paths.pay()}>
          이용권 구매하러 가기
        </Link>
      </div>
      <LinkList label="더 알아보기" links={[{ to: paths.payFirstGuide(), label: '첫 구매 안내' }]} />
    </PageFrame>
  )
}
