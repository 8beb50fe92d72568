import { type FormEvent, useEffect, useId, useState } from 'react'
import { useFetcher, useSearchParams } from 'react-router'
import type { InviteInfoOutput } from '../../../core/api/schemas.invite.ts'
import { INVITE_PARAM, inviteLinkOf } from '../../../core/app/inviteLink.ts'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import type { ActResult } from '../../data/actions.ts'
import type { inviteLoad } from './loader.ts'
import { usePageData, usePart } from '../../data/pageData.ts'
import { paths } from '../../paths.ts'
import './InvitePage.css'
// The page's writes (its route's action): in this module, so a form's write waits for no more code.
export { act } from './action.ts'

/**
 * /event/invitePopup: the member's own invite code with 복사 (Clipboard API) and 공유 (Web Share
 * API, else copied), and, for a member who joined without one, a friend's code to use
 * (its action: inviteApply). A guest is asked to log in first (docs/decisions/1451).
 */
export default function InvitePage() {
  const invites = usePart(usePageData<typeof inviteLoad>().invites)
  if (invites.status === 'loading') return <PageFrame />
  if (invites.status === 'error') {
    return (
      <PageFrame>
        <ErrorState
          title="초대 정보를 불러오지 못했습니다"
          message={invites.message}
          error={invites.error}
          onRetry={invites.retry}
          action={{ to: paths.home(), label: '홈으로' }}
        />
      </PageFrame>
    )
  }
  if (invites.data === null) {
    return (
      <PageFrame>
        <EmptyState
          message="로그인하면 내 초대 코드를 받을 수 있습니다"
          detail="친구가 내 초대 코드로 가입하면 초대 혜택을 받습니다. 초대 링크로 들어왔다면 회원가입할 때 초대 코드가 자동으로 입력됩니다."
          action={{ to: paths.login(paths.invitePopup()), label: '로그인' }}
        />
      </PageFrame>
    )
  }
  return (
    <PageFrame>
      <Invites info={invites.data} />
    </PageFrame>
  )
}

function Invites({ info }: { readonly info: InviteInfoOutput }) {
  const link = inviteLinkOf(window.location.origin, info.invite_code)
  const [status, setStatus] = useState('')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setStatus('초대 링크를 복사했습니다. 친구에게 보내 주세요.')
    } catch {
      setStatus(`복사하지 못했습니다. 초대 코드 ${info.invite_code}를 직접 알려 주세요.`)
    }
  }
  const share = async () => {
    if (typeof navigator.share !== 'function') return copy()
    try {
      await navigator.share({ title: '친구 초대', text: `초대 코드 ${info.invite_code}로 가입하고 혜택을 받아 보세요.`, url: link })
    } catch (error) {
      // The viewer closed the share sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return
      await copy()
    }
  }
  return (
    <div className="invite">
      <section className="invite__mine" aria-label="내 초대 코드">
        <p className="invite__label">내 초대 코드</p>
        <p className="invite__code" data-testid="invite-code">
          {info.invite_code}
        </p>
        <p className="invite__note">친구가 이 코드나 초대 링크로 가입하면 함께 혜택을 받습니다. 지금까지 {info.invited_count}명이 가입했습니다.</p>
        <div className="invite__buttons">
          <button type="button" className="button button--primary" onClick={() => void copy()}>
            초대 링크 복사
          </button>
          <button type="button" className="button" onClick={() => void share()}>
            공유하기
          </button>
        </div>
        <p className="invite__status" role="status" data-testid="invite-status">
          {status}
        </p>
      </section>
      {info.open === 0 ? (
        <p className="invite__closed" role="note">
          초대 이벤트가 종료되었습니다. 초대 코드는 더 이상 받지 않습니다.
        </p>
      ) : info.used_code ? (
        <p className="invite__used">초대 코드 {info.used_code}로 초대 혜택을 받았습니다.</p>
      ) : (
        <UseCode />
      )}
    </div>
  )
}

/** A friend's code for a member who joined without one (prefilled from an invitation link's ?invite=). */
function UseCode() {
  const fetcher = useFetcher<ActResult>()
  const [params] = useSearchParams()
  const [code, setCode] = useState(params.get(INVITE_PARAM) ?? '')
  const [problem, setProblem] = useState('')
  const ids = { code: useId(), problem: useId() }
  useEffect(() => {
    if (fetcher.data && !fetcher.data.ok) setProblem(fetcher.data.message)
  }, [fetcher.data])
  const onSubmit = (event: FormEvent) => {
    if (fetcher.state !== 'idle') return event.preventDefault()
    if (code.trim()) return setProblem('')
    event.preventDefault()
    setProblem('친구에게 받은 초대 코드를 입력해 주세요.')
  }
  return (
    <fetcher.Form method="post" className="invite__use" onSubmit={onSubmit} noValidate aria-label="친구 초대 코드 입력" data-testid="invite-use">
      <label htmlFor={ids.code}>친구에게 받은 초대 코드</label>
      <input
        id={ids.code}
        name="invite_code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={16}
        aria-describedby={problem ? ids.problem : undefined}
      />
      <button type="submit" className="button button--primary" aria-disabled={fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? '확인 중…' : '초대 코드 입력'}
      </button>
      <p id={ids.problem} className="invite__problem" role="alert" data-testid="invite-problem">
        {problem}
      </p>
    </fetcher.Form>
  )
}
