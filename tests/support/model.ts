import { getAdjacencyMap, getShortestPaths } from '@xstate/graph'
import { type AnyStateMachine, type EventFromLogic, type SnapshotFrom, getStateNodes } from 'xstate'

/**
 * Model-based testing over @xstate/graph: the machine is the model, the running app the system
 * under test. `everyTransition` gives one path per edge of the model's state graph (the shortest
 * path to the edge's source, then the edge), so walking them all takes every transition, including
 * events a state ignores. (createTestModel refuses machines that invoke actors, so the paths are
 * built from the graph functions directly.)
 */
export interface ModelStep<M extends AnyStateMachine> {
  readonly event: EventFromLogic<M>
  readonly state: SnapshotFrom<M>
}

export interface ModelPath<M extends AnyStateMachine> {
  readonly description: string
  readonly steps: readonly ModelStep<M>[]
}

export interface ModelOptions<M extends AnyStateMachine> {
  /** The events to try in a state (give each a finite, small set). */
  readonly events: (snapshot: SnapshotFrom<M>) => readonly EventFromLogic<M>[]
  /** What makes two model states the same (keep it small: the value plus what matters). */
  readonly serializeState: (snapshot: SnapshotFrom<M>) => string
  readonly input?: unknown
}

/** One path per transition of the model. */
export const everyTransition = <M extends AnyStateMachine>(machine: M, options: ModelOptions<M>): ModelPath<M>[] => {
  const traversal = { events: options.events, serializeState: options.serializeState, input: options.input } as never
  const shortest = getShortestPaths(machine, traversal)
  const toState = new Map(shortest.map((path) => [options.serializeState(path.state as SnapshotFrom<M>), path]))
  const adjacency = getAdjacencyMap(machine, traversal) as unknown as Record<string, { transitions: Record<string, { event: unknown; state: unknown }> }>
  return Object.entries(adjacency).flatMap(([key, { transitions }]) => {
    const prefix = toState.get(key)
    if (!prefix) throw new Error(`model: no path to ${key}`)
    // Drop the initial xstate.init step: the system under test starts there by itself.
    const before = (prefix.steps as unknown as ModelStep<M>[]).filter((step) => step.event.type !== 'xstate.init')
    return Object.values(transitions).map(({ event, state }) => {
      const steps = [...before, { event: event as EventFromLogic<M>, state: state as SnapshotFrom<M> }]
      return { description: steps.map((s) => s.event.type).join(' → ') || '(start)', steps }
    })
  })
}

/** The delayed-transition events (xstate.after...) the model could take in a state. */
export const delayedEvents = <M extends AnyStateMachine>(machine: M, snapshot: SnapshotFrom<M>): EventFromLogic<M>[] =>
  getStateNodes(machine.root, (snapshot as { value: Parameters<typeof getStateNodes>[1] }).value).flatMap((node) =>
    node.after.map((transition) => ({ type: transition.eventType }) as EventFromLogic<M>),
  )

/** Walks every path against a fresh system under test, checking it after each step. */
export const walkPaths = async <M extends AnyStateMachine, Sut>(
  paths: readonly ModelPath<M>[],
  sut: {
    start(): Sut | Promise<Sut>
    exec(sut: Sut, event: EventFromLogic<M>, before: SnapshotFrom<M> | undefined): void | Promise<void>
    check(sut: Sut, model: SnapshotFrom<M>, path: ModelPath<M>): void | Promise<void>
    stop?(sut: Sut): void
  },
): Promise<number> => {
  let steps = 0
  for (const path of paths) {
    const system = await sut.start()
    try {
      let before: SnapshotFrom<M> | undefined
      for (const step of path.steps) {
        await sut.exec(system, step.event, before)
        await sut.check(system, step.state, path)
        before = step.state
        steps += 1
      }
    } catch (error) {
      throw new Error(`model path failed: ${path.description}\n${error instanceof Error ? error.message : String(error)}`, { cause: error })
    } finally {
      sut.stop?.(system)
    }
  }
  return steps
}
