import { Link } from 'react-router'
import { CURRENCY_NAME as B } from '../../../core/contract/index.ts'
import { LinkList } from '../../components/LinkList.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'
import '../buyingGuide/Guide.css'

/** Where each store keeps its subscriptions, and how to stop one there. */
const stores: readonly { readonly name: string; readonly where: string; readonly cancel: string }[] = [
  {
    name: 'App Store (iPhone, iPad)',
    where: '앱의 이용권 구매 화면에서 Apple 계정으로 결제합니다.',
    cancel: '설정 앱 → 내 이름 → 구독에서 이용권을 고르고 구독 취소를 누릅니다.',
  },
  {
    name: 'Google Play',
    where: '앱의 이용권 구매 화면에서 Google 계정으로 결제합니다.',
    cancel: 'Play 스토어 앱 → 프로필 → 결제 및 정기 결제 → 정기 결제에서 이용권을 고르고 정기 결제 취소를 누릅니다.',
  },
  {
    name: '원스토어',
    where: '원스토어에서 받은 앱의 이용권 구매 화면에서 결제합니다.',
    cancel: '원스토어 앱 → 내 정보 → 정기 결제에서 이용권을 고르고 해지합니다.',
  },
  {
    name: '갤럭시 스토어',
    where: '갤럭시 스토어에서 받은 앱의 이용권 구매 화면에서 삼성 계정으로 결제합니다.',
    cancel: '갤럭시 스토어 앱 → 메뉴 → 구독에서 이용권을 고르고 구독 취소를 누릅니다.',
  },
  {
    name: '네이버페이',
    where: '앱의 이용권 구매 화면에서 네이버페이를 골라 결제합니다.',
    cancel: '네이버페이 → 결제내역 → 정기 결제 관리에서 이용권을 고르고 해지합니다.',
  },
]

/** /help/appBuyGuide: buying in the mobile apps, and where those passes are managed. */
export default function AppBuyGuidePage() {
  return (
    <PageFrame>
      <div className="guide">
        <p>모바일 앱에서는 각 스토어의 결제로 이용권과 {B}을 살 수 있습니다. 앱에서 산 이용권은 같은 계정으로 로그인하면 웹에서도 그대로 볼 수 있습니다.</p>
        <section aria-labelledby="app-rules">
          <h2 id="app-rules">앱에서 산 이용권은 산 곳에서 관리합니다</h2>
          <ul>
            <li>자동 결제 해지와 환불은 결제한 스토어에서 합니다. 웹의 구매 내역에서는 해지할 수 없습니다.</li>
            <li>해지해도 이미 결제한 기간이 끝날 때까지는 앱과 웹에서 계속 볼 수 있습니다.</li>
            <li>
              앱에서 산 이용권도 <Link to={paths.purchases()}>마이페이지 구매 내역</Link>에 표시됩니다.
            </li>
          </ul>
        </section>
        {stores.map((store, i) => (
          <section key={store.name} aria-labelledby={`app-store-${i}`}>
            <h2 id={`app-store-${i}`}>{store.name}</h2>
            <ul>
              <li>구매: {store.where}</li>
              <li>해지: {store.cancel}</li>
            </ul>
          </section>
        ))}
        <p className="guide__note">스토어의 메뉴 이름은 기기와 앱 버전에 따라 조금 다를 수 있습니다.</p>
      </div>
      <LinkList
        label="다른 구매 방법"
        links={[
          { to: paths.pay(), label: '웹에서 이용권 구매하기', description: '신용·체크카드, 휴대폰 결제, 빵탄' },
          { to: paths.buyingGuide(), label: `이용권·${B} 구매 안내` },
          { to: paths.home(), label: '홈으로' },
        ]}
      />
    </PageFrame>
  )
}
