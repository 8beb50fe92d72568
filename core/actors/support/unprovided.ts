import { fromPromise } from 'xstate'

/**
 * The default of a host-call actor in a machine's setup: it fails until the app provides the real
 * one, so a machine used without its driver fails loudly instead of hanging.
 */
export const unprovided = <Output, Input = unknown>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is not provided`)
  })
