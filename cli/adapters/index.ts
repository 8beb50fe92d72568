export * from './jar.ts'
export * from './jarFetch.ts'
export * from './jarCookies.ts'
