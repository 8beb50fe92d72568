import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import type { ViewerProfile } from '../../../core/api/schemas.account.ts'
import type { ActResult } from '../../data/actions.ts'
import { ProfilePicture } from './ProfileFace.tsx'

/**
 * Opening one profile of 누가 보나요?: at once when it has no PIN; else its 4-digit PIN (a number
 * pad on a phone), with the tries left after a wrong one and until when after the fifth. A
 * forgotten PIN is set again with the account password, here.
 */
export function PinDialog({ profile, onChosen, onClose }: { readonly profile: ViewerProfile; readonly onChosen: () => void; readonly onClose: () => void }) {
  const pick = useFetcher<ActResult>()
  const reset = useFetcher<ActResult>()
  const [forgot, setForgot] = useState(false)
  const [pin, setPin] = useState('')
  const ids = { title: useId(), pin: useId(), message: useId(), newPin: useId(), password: useId() }
  const input = useRef<HTMLInputElement>(null)
  const sent = useRef(false)
  const locked = profile.pin === 1
  // A profile without a PIN opens at once: the face was the choice.
  useEffect(() => {
    if (locked || sent.current) return
    sent.current = true
    void pick.submit({ intent: 'select', profile_id: profile.profile_id }, { method: 'post' })
  }, [locked, pick, profile.profile_id])
  const answer = pick.data
  const went = useRef(false)
  useEffect(() => {
    if (answer?.ok && !went.current) {
      went.current = true
      onChosen()
    }
  }, [answer, onChosen])
  // A refused PIN is cleared before its answer is painted: cleared after (an effect), it could wipe
  // the next PIN a quick viewer had already typed, and 열기 stayed off with the field empty.
  useLayoutEffect(() => {
    if (answer && !answer.ok) {
      setPin('')
      input.current?.focus()
    }
  }, [answer])
  useEffect(() => {
    if (reset.data?.ok) setForgot(false)
  }, [reset.data])

  const busy = pick.state !== 'idle'
  if (!locked) {
    return answer && !answer.ok ? (
      <p className="profiles__problem" role="alert">
        {answer.message}
      </p>
    ) : (
      <p className="profiles__opening" role="status">
        {profile.name} 프로필을 여는 중…
      </p>
    )
  }
  const message = forgot ? reset.data : reset.data?.ok ? reset.data : answer
  return (
    <div className="pin-dialog__backdrop">
      <div className="pin-dialog" role="dialog" aria-modal="true" aria-labelledby={ids.title} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
        <ProfilePicture profile={profile} size={72} />
        <h2 id={ids.title} className="pin-dialog__title">
          {forgot ? `${profile.name}의 PIN 번호 다시 정하기` : `${profile.name} 프로필의 PIN 번호를 입력해 주세요`}
        </h2>
        {forgot ? (
          <reset.Form method="post" className="pin-dialog__form">
            <input type="hidden" name="intent" value="resetPin" />
            <input type="hidden" name="profile_id" value={profile.profile_id} />
            <label htmlFor={ids.password}>계정 비밀번호</label>
            <input id={ids.password} name="password" type="password" autoComplete="current-password" required />
            <label htmlFor={ids.newPin}>새 PIN 번호 (숫자 4자리)</label>
            <input id={ids.newPin} name="pin" type="password" inputMode="numeric" pattern="[0-9]{4}" maxLength={4} autoComplete="off" required />
            <button type="submit" className="button button--primary pin-dialog__button" aria-disabled={reset.state !== 'idle'}>
              PIN 번호 다시 정하기
            </button>
          </reset.Form>
        ) : (
          <pick.Form method="post" className="pin-dialog__form" aria-describedby={message ? ids.message : undefined}>
            <input type="hidden" name="intent" value="select" />
            <input type="hidden" name="profile_id" value={profile.profile_id} />
            <label htmlFor={ids.pin}>PIN 번호</label>
            <input
              ref={input}
              id={ids.pin}
              className="pin-dialog__pin"
              name="pin"
              type="password"
              inputMode="numeric"
              pattern="[0-9]{4}"
              maxLength={4}
              autoComplete="off"
              autoFocus
              value={pin}
              onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 4))}
            />
            <button
              type="submit"
              className="button button--primary pin-dialog__button"
              aria-disabled={busy || pin.length !== 4}
              onClick={(event) => (busy || pin.length !== 4) && event.preventDefault()}
            >
              열기
            </button>
          </pick.Form>
        )}
        {message ? (
          <p id={ids.message} className={message.ok ? 'pin-dialog__message' : 'pin-dialog__message pin-dialog__message--problem'} role="alert">
            {message.message}
          </p>
        ) : null}
        <div className="pin-dialog__links">
          <button type="button" className="pin-dialog__link" onClick={() => setForgot(!forgot)}>
            {forgot ? 'PIN 번호 입력으로' : 'PIN 번호를 잊었어요'}
          </button>
          <button type="button" className="pin-dialog__link" onClick={onClose}>
            취소
          </button>
        </div>
      </div>
    </div>
  )
}
