/** What only the page can do: know where it is, and load a path in full (not client-side). */
export interface Navigation {
  /** The current full path: pathname + search + hash. */
  currentPath(): string
  /** A full page load of a same-origin path (build watcher, reload guard). */
  fullLoad(path: string): void
}

/** A navigation that only records, for tests and the CLI. */
export const recordingNavigation = (start = '/'): Navigation & { readonly loads: string[] } => {
  const loads: string[] = []
  return { currentPath: () => start, fullLoad: (path) => void loads.push(path), loads }
}
