import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Actor, SimulatedClock, createActor } from 'xstate'
import { COUNTDOWN_SECONDS, UNATTENDED_LIMIT, inCredits } from '../../../core/actors/binge/binge.logic.ts'
import { type BingeMachine, bingeMachine } from '../../../core/actors/binge/binge.machine.ts'
import { selectAskingStillWatching, selectCardShown, selectCountdown } from '../../../core/actors/binge/binge.selectors.ts'
import type { BingeEvent, BingeInput } from '../../../core/actors/binge/binge.types.ts'
import { delayedEvents, everyTransition, walkPaths } from '../../support/model.ts'

/**
 * The next-episode / still-watching actor on a simulated clock: every transition of its graph
 * walked (a second of the countdown is the clock moved by 1000 ms), and properties over any
 * sequence of what a player and a viewer do.
 */

/** The actor on its own clock; what it told the player, in order. */
const start = (input: BingeInput) => {
  const clock = new SimulatedClock()
  const actor = createActor(bingeMachine, { input, clock })
  const told: number[] = []
  let step = 0
  actor.on('binge.next', () => told.push(step))
  actor.start()
  return {
    actor,
    told,
    send(event: BingeEvent | { readonly type: 'second' }) {
      step += 1
      if (event.type === 'second') clock.increment(1000)
      else actor.send(event)
    },
  }
}

const viewerEvents: readonly BingeEvent[] = [
  { type: 'binge.episode', hasNext: true },
  { type: 'binge.episode', hasNext: false },
  { type: 'binge.credits' },
  { type: 'binge.leaveCredits' },
  { type: 'binge.ended' },
  { type: 'binge.input' },
  { type: 'binge.dismiss' },
  { type: 'binge.playNext' },
  { type: 'binge.continue' },
  { type: 'binge.stop' },
  { type: 'binge.autoplay', on: true },
  { type: 'binge.autoplay', on: false },
]

/** What must hold in every state the actor can be in. */
const checkInvariants = (actor: Actor<BingeMachine>) => {
  const snapshot = actor.getSnapshot()
  const { countdown, unattended, autoplay, hasNext } = snapshot.context
  expect(countdown).toBeGreaterThanOrEqual(0)
  expect(countdown).toBeLessThanOrEqual(snapshot.context.countdownFrom)
  expect(unattended).toBeLessThanOrEqual(UNATTENDED_LIMIT)
  expect(selectCardShown(snapshot)).toBe(snapshot.matches('offering'))
  if (selectCardShown(snapshot)) expect(hasNext).toBe(true)
  expect(selectCountdown(snapshot) === null).toBe(!(snapshot.matches('offering') && autoplay))
}

describe('next episode and still watching, model-based', () => {
  // A two-second countdown: every second of it is a state of the graph, and ten would make the walk long.
  const input: BingeInput = { autoplay: true, hasNext: true, countdown: 2 }
  const paths = everyTransition(bingeMachine, {
    input,
    events: (snapshot) => [...viewerEvents, ...delayedEvents(bingeMachine, snapshot)],
    serializeState: (s) => JSON.stringify([s.value, s.context]),
  })

  it('walks every transition on a simulated clock, the invariants holding after each', async () => {
    const steps = await walkPaths(paths, {
      start: () => start(input),
      exec(sut, event) {
        sut.send(event.type.startsWith('xstate.after') ? { type: 'second' } : event)
      },
      check(sut, model) {
        const snapshot = sut.actor.getSnapshot()
        expect(snapshot.value).toEqual(model.value)
        expect(snapshot.context).toEqual(model.context)
        checkInvariants(sut.actor)
      },
      stop: (sut) => sut.actor.stop(),
    })
    expect(paths.length).toBeGreaterThan(100)
    expect(steps).toBeGreaterThan(paths.length)
  })
})

describe('next episode and still watching, by example', () => {
  /** Plays an episode to its credits and lets the countdown run out. */
  const unattendedEpisode = (sut: ReturnType<typeof start>) => {
    sut.send({ type: 'binge.credits' })
    for (let s = 0; s < COUNTDOWN_SECONDS; s += 1) sut.send({ type: 'second' })
  }

  it('plays three episodes by themselves and asks before the fourth', () => {
    const sut = start({ autoplay: true, hasNext: true })
    for (let episode = 1; episode <= 2; episode += 1) {
      unattendedEpisode(sut)
      expect(sut.told).toHaveLength(episode)
      sut.send({ type: 'binge.episode', hasNext: true })
    }
    unattendedEpisode(sut)
    expect(sut.told).toHaveLength(2)
    expect(selectAskingStillWatching(sut.actor.getSnapshot())).toBe(true)
    sut.send({ type: 'binge.continue' })
    expect(sut.told).toHaveLength(3)
    expect(sut.actor.getSnapshot().context.unattended).toBe(0)
  })

  it('counts down from ten in the credits and goes on at zero, not a second before', () => {
    const sut = start({ autoplay: true, hasNext: true })
    sut.send({ type: 'binge.credits' })
    expect(selectCountdown(sut.actor.getSnapshot())).toBe(COUNTDOWN_SECONDS)
    for (let s = 1; s < COUNTDOWN_SECONDS; s += 1) sut.send({ type: 'second' })
    expect(selectCountdown(sut.actor.getSnapshot())).toBe(1)
    expect(sut.told).toEqual([])
    sut.send({ type: 'second' })
    expect(sut.told).toHaveLength(1)
  })

  it('a dismissed card plays the episode to its end and stops', () => {
    const sut = start({ autoplay: true, hasNext: true })
    sut.send({ type: 'binge.credits' })
    sut.send({ type: 'binge.dismiss' })
    for (let s = 0; s < 30; s += 1) sut.send({ type: 'second' })
    sut.send({ type: 'binge.ended' })
    expect(sut.told).toEqual([])
    expect(sut.actor.getSnapshot().value).toBe('finished')
  })

  it('with autoplay off the card waits for 다음 화, with no countdown', () => {
    const sut = start({ autoplay: false, hasNext: true })
    sut.send({ type: 'binge.credits' })
    expect(selectCardShown(sut.actor.getSnapshot())).toBe(true)
    expect(selectCountdown(sut.actor.getSnapshot())).toBeNull()
    for (let s = 0; s < 30; s += 1) sut.send({ type: 'second' })
    sut.send({ type: 'binge.ended' })
    expect(sut.told).toEqual([])
    sut.send({ type: 'binge.playNext' })
    expect(sut.told).toHaveLength(1)
  })

  it('shows the card in the credits segment, else in the last 20 seconds', () => {
    expect(inCredits(2800, 2943, { start: 2850, end: 2943 })).toBe(false)
    expect(inCredits(2850, 2943, { start: 2850, end: 2943 })).toBe(true)
    expect(inCredits(2922, 2943)).toBe(false)
    expect(inCredits(2923, 2943)).toBe(true)
    expect(inCredits(0, 0)).toBe(false)
  })
})

describe('next episode and still watching, properties', () => {
  type Step = BingeEvent | { readonly type: 'second' }
  const player = fc.constantFrom<Step>({ type: 'second' }, { type: 'binge.credits' }, { type: 'binge.ended' }, { type: 'binge.episode', hasNext: true })
  /** An episode nobody touches: its credits, the countdown running out (or its end), the next one starting. */
  const untouched = fc.constantFrom<readonly Step[]>(
    [{ type: 'binge.credits' }, { type: 'second' }, { type: 'second' }, { type: 'binge.episode', hasNext: true }],
    [{ type: 'binge.credits' }, { type: 'binge.ended' }, { type: 'binge.episode', hasNext: true }],
  )
  // Long unattended runs are common, so the limit is really put to the test.
  const steps = fc
    .array(
      fc.oneof(
        { arbitrary: untouched, weight: 4 },
        { arbitrary: player.map((e) => [e]), weight: 2 },
        { arbitrary: fc.constantFrom(...viewerEvents).map((e) => [e]), weight: 1 },
      ),
      { maxLength: 40 },
    )
    .map((chunks) => chunks.flat())
  /** The viewer's own acts: any of them means someone is watching. */
  const attended = new Set(['binge.input', 'binge.dismiss', 'binge.playNext', 'binge.continue', 'binge.stop', 'binge.autoplay'])

  it('never goes on more than three times in a row without the viewer; never with no next episode; never by itself with autoplay off', () => {
    fc.assert(
      fc.property(fc.boolean(), steps, (autoplay, events) => {
        const sut = start({ autoplay, hasNext: true, countdown: 2 })
        let alone = 0
        let hasNext = true
        let autoplayNow = autoplay
        for (const event of events) {
          const before = sut.told.length
          sut.send(event)
          checkInvariants(sut.actor)
          const went = sut.told.length > before
          if (went && !hasNext) throw new Error('went on with no next episode')
          if (went && !autoplayNow) expect(['binge.playNext', 'binge.continue']).toContain(event.type)
          if (attended.has(event.type)) alone = 0
          if (went && !attended.has(event.type)) alone += 1
          expect(alone).toBeLessThan(UNATTENDED_LIMIT)
          if (event.type === 'binge.episode') hasNext = event.hasNext
          if (event.type === 'binge.autoplay') autoplayNow = event.on
        }
        sut.actor.stop()
      }),
    )
  })
})
