/**
 * The next-episode and still-watching actor's context and events (docs/decisions/1700): the
 * player tells it where playback is; it says when the next-episode card shows, counts its
 * countdown and asks 계속 시청하시겠어요? before a fourth episode nobody touched.
 */
export interface BingeContext {
  /** Whether the next episode plays by itself when the countdown ends (the viewer's setting). */
  readonly autoplay: boolean
  /** Whether the episode playing has a next one. */
  readonly hasNext: boolean
  /** Episodes that went on to the next by themselves since the viewer last did anything. */
  readonly unattended: number
  /** Seconds left before the next episode plays. */
  readonly countdown: number
  /** What the countdown starts from. */
  readonly countdownFrom: number
}

export type BingeEvent =
  /** An episode started playing (the first, or the next after `binge.next`). */
  | { readonly type: 'binge.episode'; readonly hasNext: boolean }
  /** Playback entered the credits (or the last 20 seconds) … */
  | { readonly type: 'binge.credits' }
  /** … or left them again (the viewer seeked back). */
  | { readonly type: 'binge.leaveCredits' }
  /** The episode played to its end. */
  | { readonly type: 'binge.ended' }
  /** The viewer did something (a key, a tap, a seek, a pause): they are there. */
  | { readonly type: 'binge.input' }
  /** The card's 닫기. */
  | { readonly type: 'binge.dismiss' }
  /** The card's (or the end screen's) 다음 화 재생. */
  | { readonly type: 'binge.playNext' }
  /** 계속 시청 on the still-watching question. */
  | { readonly type: 'binge.continue' }
  /** 그만 보기 on the still-watching question. */
  | { readonly type: 'binge.stop' }
  /** The autoplay setting changed. */
  | { readonly type: 'binge.autoplay'; readonly on: boolean }

/** What the actor tells the player: load the next episode now. */
export type BingeEmitted = { readonly type: 'binge.next' }

export interface BingeInput {
  readonly autoplay: boolean
  readonly hasNext: boolean
  /** Seconds the card counts down (COUNTDOWN_SECONDS unless a test walks a shorter one). */
  readonly countdown?: number
}
