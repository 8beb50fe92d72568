import { Link } from 'react-router'
import { CURRENCY_NAME as B } from '../../../core/contract/index.ts'
import { LinkList } from '../../components/LinkList.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'
import '../buyingGuide/Guide.css'

/** /pay/FirstGuide: what a first buyer should know (passes, 빵탄 and its bonus, paying on the web, the refund). */
export default function FirstPurchaseGuidePage() {
  return (
    <PageFrame>
      <div className="guide">
        <p>유료 작품은 이용권이나 {B}으로 볼 수 있습니다. 처음 구매하기 전에 아래 내용을 확인해 주세요.</p>
        <section aria-labelledby="first-passes">
          <h2 id="first-passes">이용권</h2>
          <ul>
            <li>
              <strong>프리미엄 월 이용권</strong>: 프리미엄·무협·시리즈·영화관의 이용권 콘텐츠와 스카이TV 콘텐츠를 30일 동안 봅니다. 해지할 때까지 30일마다
              자동으로 결제됩니다.
            </li>
            <li>
              <strong>프리미엄 7일 이용권</strong>: 같은 콘텐츠를 7일 동안 봅니다. 자동으로 결제되지 않고, {B}으로도 살 수 있습니다.
            </li>
            <li>
              <strong>플레이·스카이TV 월 이용권</strong>: 그 전용관의 콘텐츠를 30일 동안 봅니다. 해지할 때까지 자동으로 결제됩니다.
            </li>
            <li>
              <strong>작품 대여</strong>: 작품 하나를 구매한 때부터 7일 동안 봅니다. 카드, 휴대폰 결제 또는 {B}으로 삽니다.
            </li>
          </ul>
        </section>
        <section aria-labelledby="first-bbtan">
          <h2 id="first-bbtan">
            {B}과 보너스 {B}
          </h2>
          <ul>
            <li>
              {B}은 서비스 안에서 쓰는 충전형 결제 수단입니다. {B} 1개는 100원입니다.
            </li>
            <li>
              {B} 50개, 100개, 300개 묶음을 충전하면 보너스 {B}을 더 드립니다(50개에 3개, 100개에 10개, 300개에 45개).
            </li>
            <li>
              {B}으로 7일 이용권과 단품을 살 수 있습니다. 쓸 때는 보너스 {B}이 먼저 쓰입니다.
            </li>
            <li>보너스 {B}은 받은 날부터 90일이 지나면 사라집니다.</li>
          </ul>
        </section>
        <section aria-labelledby="first-pay">
          <h2 id="first-pay">웹에서 결제하는 방법</h2>
          <ol>
            <li>
              로그인한 뒤 <Link to={paths.pay()}>이용권 구매</Link>에서 이용권이나 {B} 묶음을 고릅니다.
            </li>
            <li>신용·체크카드, 휴대폰 결제, 또는 가진 {B} 중에서 결제 수단을 고릅니다.</li>
            <li>결제 창에서 결제를 승인하면 사이트로 돌아옵니다. 이용권은 그때부터 바로 쓸 수 있습니다.</li>
          </ol>
          <p className="guide__note">결제 창을 닫거나 승인이 거절되면 돈이 나가지 않습니다. 같은 구매를 다시 눌러도 두 번 결제되지 않습니다.</p>
        </section>
        <section aria-labelledby="first-refund">
          <h2 id="first-refund">환불</h2>
          <p>
            충전한 {B}은 충전한 날부터 7일 안에 하나도 쓰지 않았다면 환불받을 수 있습니다. 환불할 수 있는 {B}은{' '}
            <Link to={paths.settingsCurrency()}>{B} 설정</Link>에서 볼 수 있습니다.
          </p>
        </section>
        <Link className="button button--primary guide__action" to={paths.pay()}>
          이용권 구매하러 가기
        </Link>
      </div>
      <LinkList
        label="더 알아보기"
        links={[
          { to: paths.buyingGuide(), label: `이용권·${B} 구매 안내`, description: '소멸, 환불, 해지 규칙' },
          { to: paths.appBuyGuide(), label: '앱에서 구매하기', description: 'App Store, Google Play, 원스토어, 갤럭시 스토어, 네이버페이' },
        ]}
      />
    </PageFrame>
  )
}
