import { useSocialLogin } from '../../shell/useSocialLogin.ts'
import { TestId } from '../../testids.ts'
import { KakaoNaverLogin } from './KakaoNaverLogin.tsx'

const labels: Readonly<Record<string, string>> = {
  google: 'Google로 계속하기',
  facebook: 'Facebook으로 계속하기',
  apple: 'Apple로 계속하기',
}

/** While the sign-in service is still starting (the stand-in's first start installs it). */
const STARTING = 'Google, Facebook, Apple 로그인을 준비하고 있습니다. 잠시 후 자동으로 이용할 수 있습니다.'

/**
 * The social sign-in buttons: Kakao and Naver always; Google, Facebook and Apple when this site has
 * Firebase configured (off, with a note, while it is still starting), else a Korean note saying what is left.
 * `keepSignedIn` is the form's 자동 로그인; `onEmailAccount` gets the Korean reason when the
 * provider's email belongs to an email account, so the form can take over.
 */
export function SocialLogin({ keepSignedIn, onEmailAccount }: { keepSignedIn: boolean; onEmailAccount: (message: string) => void }) {
  const social = useSocialLogin({ keepSignedIn, onEmailAccount })
  return (
    <section className="social-login" aria-labelledby="social-login-title" data-testid={TestId.socialLogin}>
      <h2 id="social-login-title" className="social-login__title">
        간편 로그인
      </h2>
      <KakaoNaverLogin />
      {social.available ? (
        <>
          <ul className="social-login__buttons" aria-busy={social.busy}>
            {social.providers.map((provider) => (
              <li key={provider}>
                <button
                  type="button"
                  className="button social-login__button"
                  data-testid={TestId.socialButton}
                  data-provider={provider}
                  disabled={social.starting}
                  onClick={() => social.signIn(provider)}
                >
                  {labels[provider] ?? provider}
                </button>
              </li>
            ))}
          </ul>
          <p className="social-login__note" role="status" data-testid={TestId.socialNote} data-code={social.starting ? 'starting' : (social.note?.code ?? '')}>
            {social.starting ? STARTING : (social.note?.message ?? '')}
          </p>
        </>
      ) : (
        <p className="social-login__note" data-testid={TestId.socialUnavailable}>
          Google, Facebook, Apple 로그인은 지금 이용할 수 없습니다. 카카오, 네이버 또는 이메일로 로그인해 주세요.
        </p>
      )}
    </section>
  )
}
