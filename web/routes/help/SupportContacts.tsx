import { SUPPORT } from './helpText.ts'

/** How to reach 고객센터: the one place its e-mail and hours are shown. */
export function SupportContacts() {
  return (
    <section className="help-support" aria-labelledby="help-support-title">
      <h2 id="help-support-title" className="help-support__title">
        고객센터
      </h2>
      <p>
        이메일 <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
      </p>
      <p className="help-support__hours">답변 시간: {SUPPORT.hours}</p>
      <p className="help-support__hint">가입한 이메일 주소와 문의 내용을 함께 보내 주세요.</p>
    </section>
  )
}
