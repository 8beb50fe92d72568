import { useSelector } from '@xstate/react'
import { type FormEvent, useId, useState } from 'react'
import { selectInitialised } from '../../../core/actors/boot/boot.selectors.ts'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router'
import { viewerMessageOf } from '../../../core/app/commands.ts'
import { certPath } from '../../browse/links.ts'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { RETURN_PARAM, paths } from '../../paths.ts'
import { safeReturnPath } from '../../returnAddress.ts'
import { useApp } from '../../shell/appContext.ts'
import { useSession } from '../../shell/hooks.ts'
import './CertPage.css'

/** The form's fields as the calls name them. */
interface Identity {
  readonly name: string
  readonly birth_date: string
  readonly phone: string
}

/** What is wrong with the identity fields, in Korean, or null. */
export const identityProblem = (id: Identity): string | null => {
  if (!id.name.trim()) return '이름을 입력해 주세요.'
  if (!/^\d{8}$/.test(id.birth_date)) return '생년월일 8자리를 숫자로 입력해 주세요. 예: 19900101'
  if (!/^01\d{8,9}$/.test(id.phone)) return '휴대폰 번호를 숫자만 입력해 주세요. 예: 01012345678'
  return null
}

/**
 * /cert: adult verification (designed; on the stand-in a phone check whose 6-digit code the
 * stand-in prints to its log). A guest logs in first and comes back here; a verified session
 * goes on to ?return_url= (a same-origin path) or home.
 */
export default function CertPage() {
  const { request, commands, actors } = useApp()
  const session = useSession()
  const initialised = useSelector(actors.boot, selectInitialised)
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const returnTo = safeReturnPath(params.get(RETURN_PARAM), typeof window === 'undefined' ? 'http://localhost' : window.location.origin)
  const [identity, setIdentity] = useState<Identity>({ name: '', birth_date: '', phone: '' })
  const [code, setCode] = useState('')
  const [step, setStep] = useState<'identity' | 'code'>('identity')
  const [problem, setProblem] = useState<string | null>(null)
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const ids = { name: useId(), birth: useId(), phone: useId(), code: useId(), problem: useId() }

  // Until boot knows the session, a member's automatic login may still be on its way.
  if (!initialised) return <PageFrame />
  if (!session.isLogin) {
    return (
      <PageFrame>
        <EmptyState
          message="로그인 후 성인 인증을 할 수 있습니다"
          detail="성인 인증은 회원 계정에 저장됩니다. 로그인하면 이 화면으로 돌아옵니다."
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
          <p className="cert__lead">성인 인증이 완료된 계정입니다.</p>
          <Link className="button button--primary" to={paths.home()}>
            홈으로
          </Link>
        </div>
      </PageFrame>
    )
  }

  const run = async (work: () => Promise<void>) => {
    if (busy) return
    setBusy(true)
    setProblem(null)
    try {
      await work()
    } catch (error) {
      setProblem(viewerMessageOf(error))
    } finally {
      setBusy(false)
    }
  }

  const onRequest = (event: FormEvent) => {
    event.preventDefault()
    const wrong = identityProblem(identity)
    if (wrong) return setProblem(wrong)
    void run(async () => {
      const out = await request('adultCertRequest', { ...identity })
      setStep('code')
      setCode('')
      setNote(`인증번호를 보냈습니다. ${Math.round(out.expires_in / 60)}분 안에 입력해 주세요.`)
    })
  }

  const onVerify = (event: FormEvent) => {
    event.preventDefault()
    if (!/^\d{6}$/.test(code)) return setProblem('인증번호 6자리를 입력해 주세요.')
    void run(async () => {
      await request('adultVerify', { ...identity, cert_code: code })
      // The session is verified from now on: pages read again for it (main.tsx).
      commands.adultVerified()
      void navigate(returnTo ?? paths.home(), { replace: true })
    })
  }

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
        required
        {...props}
      />
    </div>
  )

  return (
    <PageFrame>
      <div className="cert">
        <p className="cert__lead">만 19세 이상만 이용할 수 있는 콘텐츠입니다. 본인 명의의 휴대폰으로 인증해 주세요.</p>
        <form className="cert__form" onSubmit={onRequest} noValidate aria-label="본인 정보" data-testid="cert-identity">
          {field('name', ids.name, '이름', { autoComplete: 'name' })}
          {field('birth_date', ids.birth, '생년월일 (8자리)', { inputMode: 'numeric', maxLength: 8, placeholder: '19900101', autoComplete: 'bday' })}
          {field('phone', ids.phone, '휴대폰 번호', { inputMode: 'tel', maxLength: 11, placeholder: '01012345678', autoComplete: 'tel' })}
          {step === 'identity' ? (
            <button type="submit" className="button button--primary cert__submit" aria-disabled={busy}>
              {busy ? '보내는 중…' : '인증번호 받기'}
            </button>
          ) : (
            <button type="button" className="button cert__submit" onClick={() => setStep('identity')}>
              정보 고치기
            </button>
          )}
        </form>
        {step === 'code' ? (
          <form className="cert__form" onSubmit={onVerify} noValidate aria-label="인증번호 확인" data-testid="cert-code">
            <p className="cert__note" role="status">
              {note}
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
              {busy ? '확인 중…' : '인증하기'}
            </button>
            <button type="button" className="button cert__submit" onClick={onRequest}>
              인증번호 다시 받기
            </button>
          </form>
        ) : null}
        <p id={ids.problem} className="cert__problem" role="alert">
          {problem ?? ''}
        </p>
      </div>
    </PageFrame>
  )
}
