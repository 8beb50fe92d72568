import { useFetcher } from 'react-router'
import type { AccountInfoOutput, DeviceSession } from '../../../core/api/schemas.account.ts'
import { deviceTypeName, lastSeenText, parseHostTime } from '../../../core/contract/index.ts'
import type { ActResult } from '../../data/actions.ts'
import { Outcome } from '../../components/Outcome.tsx'
import './DevicesSection.css'

/**
 * 로그인한 기기 (docs/decisions/1810): each device once, with its kind, its browser, when it was
 * last seen and which is 이 기기; 로그아웃 signs one out (its next request says why), 이 기기 외 모두
 * 로그아웃 all the others. The limit is the account's: past it the device signed in longest ago goes.
 */
/** One fetcher for every device's 로그아웃: its outcome outlives the row it removes. */
const DEVICE_LOGOUT = 'device-logout'

export function DevicesSection({ account }: { readonly account: AccountInfoOutput }) {
  const fetcher = useFetcher<ActResult>()
  const signedOut = useFetcher<ActResult>({ key: DEVICE_LOGOUT })
  const others = account.sessions.filter((s) => s.current === 0).length
  return (
    <section className="account__section" aria-labelledby="account-devices">
      <h2 id="account-devices">로그인한 기기</h2>
      <p className="account__lead">
        한 계정으로 동시에 {account.session_limit}대까지 로그인할 수 있습니다. 더 많은 기기에서 로그인하면 가장 먼저 로그인한 기기가 로그아웃되고, 그 기기에서
        이유를 알려 드립니다.
      </p>
      <ul className="account__list devices" aria-label="로그인한 기기 목록">
        {account.sessions.map((device) => (
          <DeviceItem key={device.device_id} device={device} />
        ))}
      </ul>
      <Outcome result={signedOut.data} />
      <fetcher.Form method="post" className="account__form">
        <input type="hidden" name="intent" value="endOthers" />
        <button type="submit" className="button account__button" aria-disabled={fetcher.state !== 'idle' || others === 0}>
          이 기기 외 모두 로그아웃
        </button>
        <Outcome result={fetcher.data} />
      </fetcher.Form>
    </section>
  )
}

function DeviceItem({ device }: { readonly device: DeviceSession }) {
  const fetcher = useFetcher<ActResult>({ key: DEVICE_LOGOUT })
  const here = device.current === 1
  const kind = deviceTypeName(device.device_type)
  const seen = parseHostTime(device.last_seen)
  return (
    <li className="devices__item" aria-current={here ? 'true' : undefined} data-testid="device">
      <div className="devices__what">
        <span className="devices__name">
          {kind} · {device.device_name}
          {here ? <span className="devices__here">이 기기</span> : null}
        </span>
        <span className="devices__when">
          {here ? '지금 사용 중' : `마지막 사용 ${Number.isNaN(seen) ? device.last_seen : lastSeenText(seen, Date.now())}`} · {device.since.slice(0, 16)} 로그인
        </span>
      </div>
      {here ? null : (
        <fetcher.Form method="post" className="devices__out">
          <input type="hidden" name="intent" value="deviceLogout" />
          <input type="hidden" name="device_id" value={device.device_id} />
          <button
            type="submit"
            className="button devices__button"
            aria-disabled={fetcher.state !== 'idle'}
            aria-label={`${kind} ${device.device_name} 로그아웃`}
          >
            로그아웃
          </button>
        </fetcher.Form>
      )}
    </li>
  )
}
