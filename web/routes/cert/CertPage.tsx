import { useSelector } from '@xstate/react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { Link, Navigate, useFetcher, useSearchParams } from 'react-router'
import { selectInitialised } from '../../../core/actors/boot/boot.selectors.ts'
import { ResultCode } from '../../../core/contract/index.ts'
import { certPath } from '../../browse/links.ts'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import type { ActResult } from '../../data/actions.ts'
import { type Identity, identityProblem } from './action.ts'
import { RETURN_PARAM, paths } from '../../paths.ts'
import { safeReturnPath } from '../../returnAddress.ts'
import { useApp } from '../../shell/appContext.ts'
import { useSession } from '../../shell/hooks.ts'
import './CertPage.css'
// The page's writes (its route's action): in this module, so a form's write waits for no more code.
export { act } from './action.ts'

/** Why /cert asks, in the words the law gives (docs/decisions/1450). */
const WHY = '청소년 보호법에 따라 만 19세 이상만 볼 수 있는 성인 콘텐츠는 본인 확인이 필요합니다.'
const HOW_LONG = '한 번 인증하면 이 계정으로 1년 동안 다시 인증하지 않아도 됩니다. 다른 기기나 다시 로그인해도 그대로입니다.'

/**
 * /cert: adult verification (designed; on the stand-in a phone check whose 6-digit code the
 * stand-in prints to its log), posted to the route's action (action.ts) in two steps. A guest logs
 * in first and comes back here; a verified account goes on to ?return_url= (a same-origin path:
 * the title or the player that asked) or home.
 */
export default function CertPage() {
  const { actors } = useApp()
  const session = useSession()
  const initialised = useSelector(actors.boot, selectInitialised)
  const [params] = useSearchParams()
  const returnTo = safeReturnPath(params.get(RETURN_PARAM), typeof window === 'undefined' ? 'http://localhost' : window.location.origin)

  // Until boot knows the session, a member's automatic login may still be on its way.
  if (!initialised) return <PageFrame />
  if (!session.isLogin) {
    return (
      <PageFrame>
        <EmptyState
          message="로그인 후 성인 인증을 할 수 있습니다"
          detail={`${WHY} 성인 인증은 회원 계정에 저장됩니다. 로그인하면 이 화면으로 돌아옵니다.`}
          action={{ to: paths.login(certPath(returnTo)), label: '로그인' }}
        />
      </PageFrame>
    )
  }
  if (session.adultVerified && returnTo) return <Navigate to={returnTo} replace />
  if (session.adultVerified) {
    return (
      <PageFrame>
        <div className="cert cert--done" role="status">
          <p className="cert__lead">성인 인증이 완료된 계정입니다. {HOW_LONG}</p>
          <Link className="button button--primary" to={paths.home()}>
            홈으로
          </Link>
        </div>
      </PageFrame>
    )
  }
  return (
    <PageFrame>
      <CertSteps />
    </PageFrame>
  )
}

type Problem = { readonly text: string; readonly code?: number | undefined }

/** The two steps' state: who the member says they are, the code, and what went wrong, each answer taken once. */
const useCertSteps = () => {
  const sent = useFetcher<ActResult>()
  const checked = useFetcher<ActResult>()
  const [identity, setIdentity] = useState<Identity>({ name: '', birth_date: '', phone: '' })
  const [code, setCode] = useState('')
  const [step, setStep] = useState<'identity' | 'code'>('identity')
  const [problem, setProblem] = useState<Problem | null>(null)
  const busy = sent.state !== 'idle' || checked.state !== 'idle'

  // Each answer once: a code sent moves on to the code step; a refusal is said under the form.
  useEffect(() => {
    if (!sent.data) return
    if (sent.data.ok) {
      setStep('code')
      setCode('')
      setProblem(null)
    } else setProblem({ text: sent.data.message, code: sent.data.code })
  }, [sent.data])
  useEffect(() => {
    if (checked.data && !checked.data.ok) setProblem({ text: checked.data.message, code: checked.data.code })
  }, [checked.data])

  const submit = (fetcher: typeof sent, intent: 'request' | 'verify') => (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const wrong = identityProblem(identity) ?? (intent === 'verify' && !/^\d{6}$/.test(code) ? '인증번호 6자리를 입력해 주세요.' : null)
    if (wrong) return setProblem({ text: wrong })
    setProblem(null)
    void fetcher.submit({ intent, ...identity, ...(intent === 'verify' ? { cert_code: code } : {}) }, { method: 'post' })
  }
  const fixIdentity = () => {
    setStep('identity')
    setProblem(null)
  }
  return {
    sent,
    checked,
    identity,
    setIdentity,
    code,
    setCode,
    step,
    problem,
    busy,
    onRequest: submit(sent, 'request'),
    onVerify: submit(checked, 'verify'),
    fixIdentity,
  }
}

/** Step 1, who the member is (a code sent to their phone); step 2, the code. */
function CertSteps() {
  const { sent, checked, identity, setIdentity, code, setCode, step, problem, busy, onRequest, onVerify, fixIdentity } = useCertSteps()
  const ids = { name: useId(), birth: useId(), phone: useId(), code: useId(), problem: useId() }
  const field = (key: keyof Identity, id: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <div className="cert__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={key}
        value={identity[key]}
        onChange={(e) => setIdentity((prev) => ({ ...prev, [key]: key === 'name' ? e.target.value : e.target.value.replace(/\D/g, '') }))}
        disabled={step === 'code'}
        aria-describedby={problem ? ids.problem : undefined}
        aria-invalid={problem?.code === ResultCode.adultUnderAge && key === 'birth_date'}
        required
        {...props}
      />
    </div>
  )

  return (
    <div className="cert">
      <section className="cert__why" aria-label="성인 인증을 하는 이유">
        <p className="cert__lead">{WHY}</p>
        <p className="cert__lead">본인 명의의 휴대폰으로 인증해 주세요. {HOW_LONG}</p>
      </section>
      <form className="cert__form" onSubmit={onRequest} noValidate aria-label="본인 정보" data-testid="cert-identity">
        {field('name', ids.name, '이름', { autoComplete: 'name' })}
        {field('birth_date', ids.birth, '생년월일 (8자리)', { inputMode: 'numeric', maxLength: 8, placeholder: '19900101', autoComplete: 'bday' })}
        {field('phone', ids.phone, '휴대폰 번호', { inputMode: 'tel', maxLength: 11, placeholder: '01012345678', autoComplete: 'tel' })}
        {step === 'identity' ? (
          <button type="submit" className="button button--primary cert__submit" aria-disabled={busy}>
            {sent.state !== 'idle' ? '보내는 중…' : '인증번호 받기'}
          </button>
        ) : (
          <button type="button" className="button cert__submit" onClick={fixIdentity}>
            정보 고치기
          </button>
        )}
      </form>
      {step === 'code' ? (
        <form className="cert__form" onSubmit={onVerify} noValidate aria-label="인증번호 확인" data-testid="cert-code">
          <p className="cert__note" role="status">
            {sent.data?.ok ? sent.data.message : ''}
          </p>
          <div className="cert__field">
            <label htmlFor={ids.code}>인증번호 6자리</label>
            <input
              id={ids.code}
              name="cert_code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              aria-describedby={problem ? ids.problem : undefined}
              autoFocus
            />
          </div>
          <button type="submit" className="button button--primary cert__submit" aria-disabled={busy}>
            {checked.state !== 'idle' ? '확인 중…' : '인증하기'}
          </button>
          <button type="button" className="button cert__submit" onClick={onRequest}>
            인증번호 다시 받기
          </button>
        </form>
      ) : null}
      <p id={ids.problem} className="cert__problem" role="alert" data-testid="cert-problem" data-code={problem?.code ?? ''}>
        {problem?.text ?? ''}
      </p>
      {problem?.code === ResultCode.adultUnderAge ? (
        <Link className="button cert__submit" to={paths.home()} replace>
          홈으로
        </Link>
      ) : null}
    </div>
  )
}
