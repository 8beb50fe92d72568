import { useEffect } from 'react'
import { Link, useFetcher, useNavigate } from 'react-router'
import { CURRENCY_NAME } from '../../../core/contract/index.ts'
import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import type { ActResult } from '../../data/actions.ts'
import type { accountLoad } from './loader.ts'
import { usePageData, usePart } from '../../data/pageData.ts'
import { paths } from '../../paths.ts'
import { useApp } from '../../shell/appContext.ts'
import { Outcome } from '../../components/Outcome.tsx'
import '../../components/AccountForms.css'
// The page's writes (its route's action): in this module, so a form's write waits for no more code.
export { act } from './action.ts'

/**
 * /user/unregister (login required; docs/decisions/1440): what leaving deletes, read from the
 * account, then 회원 탈퇴 after a confirm in the alert; the goodbye page follows and the session
 * becomes a guest's. Its data is not read again after the write (the account is gone).
 */
export default function UnregisterPage() {
  const { account } = usePageData<typeof accountLoad>()
  const info = usePart(account)
  const { commands } = useApp()
  const fetcher = useFetcher<ActResult>()
  const navigate = useNavigate()
  const left = fetcher.data?.ok === true
  // Gone: to the goodbye page first (this page needs a login), then a guest session.
  useEffect(() => {
    if (!left) return
    void (async () => {
      await navigate(paths.goodbye(), { replace: true })
      await commands.logout()
    })()
  }, [left, navigate, commands])

  if (info.status === 'error')
    return (
      <PageFrame>
        <ErrorState title="계정 정보를 불러오지 못했습니다" message={info.message} onRetry={info.retry} error={info.error} />
      </PageFrame>
    )
  const held = info.status === 'ok' ? info.data.holdings : undefined
  const count = (n: number | undefined, unit: string) => (n === undefined ? '' : ` ${n}${unit}`)

  const leave = async () => {
    if (fetcher.state !== 'idle') return
    const sure = await commands.confirm({ title: '회원 탈퇴', message: '탈퇴하면 계정과 기록을 되살릴 수 없습니다. 정말 탈퇴하시겠습니까?' })
    if (sure) void fetcher.submit({ intent: 'unregister' }, { method: 'post' })
  }

  return (
    <PageFrame>
      <div className="account">
        <section className="account__section" aria-labelledby="unregister-lost">
          <h2 id="unregister-lost">탈퇴하면 사라지는 것</h2>
          <ul className="account__list">
            <li>
              보유한 {CURRENCY_NAME}
              <span>{count(held?.currency, '개')}</span>
            </li>
            <li>
              구매한 이용권<span>{count(held?.items, '개')}</span>
            </li>
            <li>
              시청 기록과 이어보기<span>{count(held?.watched, '편')}</span>
            </li>
            <li>
              저장한 영상<span>{count(held?.saved_videos, '편')}</span>
            </li>
            <li>
              저장한 구간과 장면<span>{count(held?.saved_clips, '개')}</span>
            </li>
            <li>취향 설정, 성인 인증, 연결된 소셜 계정</li>
          </ul>
          <p className="account__lead">
            남은 {CURRENCY_NAME}과 이용권은 환불되지 않습니다. 탈퇴한 뒤에는 이 계정으로 로그인할 수 없고, 같은 이메일로 새로 가입할 수 있습니다.
          </p>
        </section>
        <button type="button" className="button button--primary account__button" aria-disabled={fetcher.state !== 'idle'} onClick={() => void leave()}>
          회원 탈퇴하기
        </button>
        <Outcome result={fetcher.data} />
        <div className="account__links">
          <Link to={paths.settingsAccount()}>계정 설정으로 돌아가기</Link>
        </div>
      </div>
    </PageFrame>
  )
}
