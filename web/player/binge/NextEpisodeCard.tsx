import { useEffect, useId, useState } from 'react'
import type { Binge } from './useBinge.ts'
import './Binge.css'

/** "2화. 약속", with its season past the first ("시즌 2 · 1화. 귀환"): the title names the number. */
const episodeName = (next: NonNullable<Binge['next']>) => `${next.season_no > 1 ? `시즌 ${next.season_no} · ` : ''}${next.title}`

/**
 * The next-episode card in the credits (decision 1710): 다음 화, its art, a visible countdown,
 * 다음 화 재생 and 닫기 (Escape), and the autoplay switch; then, after three untouched episodes,
 * 계속 시청하시겠어요?. The card is a labelled region in the tab order (focus stays where it is);
 * the question takes focus, as playback has stopped for it. Screen readers hear each once.
 */
export function BingeOverlay({ binge }: { readonly binge: Binge }) {
  const { next, cardShown, countdown, asking, autoplay, setAutoplay, send } = binge
  const titleId = useId()
  const [said, setSaid] = useState('')

  // biome-ignore lint/correctness/useExhaustiveDependencies: said when the card comes or the question is asked, not at each tick
  useEffect(() => {
    if (!next) return setSaid('')
    if (asking) setSaid('계속 시청하시겠어요?')
    else if (cardShown) setSaid(`다음 화: ${episodeName(next)}${autoplay ? '. 곧 자동으로 재생됩니다' : ''}`)
    // Said when the card comes or the question is asked, not at each tick of the countdown.
  }, [cardShown, asking, next?.movie_url])

  useEffect(() => {
    if (!cardShown) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && send({ type: 'binge.dismiss' })
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [cardShown, send])

  return (
    <>
      <p className="visually-hidden" aria-live="polite" data-testid="binge-announce">
        {said}
      </p>
      {next && cardShown ? (
        <section className="binge-card" aria-labelledby={titleId} data-testid="binge-card">
          {next.tile ? <img className="binge-card__art" src={next.tile} alt="" width={160} height={90} decoding="async" /> : null}
          <div className="binge-card__body">
            <h2 className="binge-card__heading" id={titleId}>
              다음 화
            </h2>
            <p className="binge-card__title">{episodeName(next)}</p>
            {countdown !== null ? (
              <p className="binge-card__countdown" data-testid="binge-countdown">
                {countdown}초 후 재생
              </p>
            ) : null}
            <div className="binge-card__actions">
              <button type="button" className="button button--primary" onClick={() => send({ type: 'binge.playNext' })}>
                다음 화 재생
              </button>
              <button type="button" className="button" onClick={() => send({ type: 'binge.dismiss' })}>
                닫기
              </button>
            </div>
            <label className="binge-card__autoplay">
              <input type="checkbox" role="switch" checked={autoplay} aria-checked={autoplay} onChange={(event) => setAutoplay(event.currentTarget.checked)} />
              다음 화 자동 재생
            </label>
          </div>
        </section>
      ) : null}
      {next && asking ? (
        <div className="player__overlay binge-ask" role="alertdialog" aria-labelledby={`${titleId}-ask`} data-testid="binge-still-watching">
          <h2 className="binge-card__heading" id={`${titleId}-ask`}>
            계속 시청하시겠어요?
          </h2>
          <div className="binge-card__actions">
            <button type="button" className="button button--primary" onClick={() => send({ type: 'binge.continue' })} autoFocus>
              계속 시청
            </button>
            <button type="button" className="button" onClick={() => send({ type: 'binge.stop' })}>
              그만 보기
            </button>
          </div>
        </div>
      ) : null}
    </>
  )
}
