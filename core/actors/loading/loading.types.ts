/** The loading counter's context: the ids of tracked requests still in flight. */
export interface LoadingContext {
  /** In-flight tracked request ids; the count is its length, so it can never go negative. */
  readonly open: readonly number[]
}

/** `id` pairs a begin with its end; the app's host-call tracker (core/app/trackHostCalls.ts) numbers every tracked request. */
export type LoadingEvent =
  | { readonly type: 'loading.begin'; readonly id: number; readonly call?: string }
  | { readonly type: 'loading.end'; readonly id: number }
  | { readonly type: 'loading.fail'; readonly id: number }
  | { readonly type: 'loading.reset' }
