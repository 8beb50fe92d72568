import { Link, useNavigate, useSearchParams } from 'react-router'
import { PageFrame } from '../../components/PageFrame.tsx'
import { TastePicker } from '../../components/TastePicker.tsx'
import { RETURN_PARAM, WELCOME_PARAM, paths } from '../../paths.ts'
import { safeReturnPath } from '../../returnAddress.ts'
import { useSession } from '../../shell/hooks.ts'
import './TasteSelectPage.css'
// The page's writes (its route's action), a write other pages make too.
export { tasteAct as act } from '../../data/keepActs.ts'

/**
 * /user/tag: a member picks at least three tastes (login required), then goes on to see them.
 * Right after sign-up (?welcome=1) it is the welcome: the new member is greeted by name, may skip
 * the step, and either way goes on to where they were going when they signed up.
 */
export default function TasteSelectPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { nickname } = useSession()
  const welcome = params.get(WELCOME_PARAM) === '1'
  const next = safeReturnPath(params.get(RETURN_PARAM), window.location.origin) ?? paths.home()
  return (
    <PageFrame title={welcome ? `${nickname ? `${nickname}님, ` : ''}가입을 환영합니다` : undefined}>
      {welcome ? (
        <div className="welcome" data-testid="welcome">
          <p className="welcome__lead">고른 취향에 맞는 작품을 홈에서 먼저 보여 드립니다.</p>
          <Link className="welcome__skip" to={next} replace>
            나중에 고를게요
          </Link>
        </div>
      ) : null}
      <TastePicker
        submitLabel={welcome ? '선택 완료하고 시작하기' : '선택 완료'}
        onSaved={() => void navigate(welcome ? next : paths.home(), { replace: welcome })}
      />
    </PageFrame>
  )
}
