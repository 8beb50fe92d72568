import { Effect } from 'effect'

/**
 * A service whose every method dies naming itself: the base of each area's `layerTest`, so a
 * test provides only the methods it means to exercise and learns loudly about any other.
 */
export const unimplemented = <S extends object>(service: string, methods: ReadonlyArray<keyof S & string>): S =>
  Object.fromEntries(methods.map((method) => [method, () => Effect.die(new Error(`${service}.${method} is not provided in this test`))])) as S
