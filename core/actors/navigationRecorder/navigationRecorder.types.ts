export interface NavigationRecorderContext {
  /** The full path of the current page, once the first navigation happened. */
  readonly currentPath: string | null
  /** The return address: where "back" after login leads (settings.return_url). */
  readonly returnUrl: string | null
}

export type NavigationRecorderEvent =
  /** A navigation to a full path (pathname + search + hash). */
  | { readonly type: 'nav.navigate'; readonly path: string }
  /** Boot: the return address as the return_url cookie holds it. */
  | { readonly type: 'nav.restoreReturnUrl'; readonly stored: string | undefined }
