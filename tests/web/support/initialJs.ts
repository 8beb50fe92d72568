import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { ChunkReport } from './build.ts'

/**
 * The initial JavaScript of a built site: what the browser fetches for `/` before any route's
 * lazy code, read from index.html (the entry module script and its modulepreload links).
 */

export interface InitialFile {
  /** Path inside the site, e.g. `assets/index-abc.js`. */
  readonly file: string
  readonly bytes: number
  readonly gzipBytes: number
}

/** The JS files index.html loads up front: its module scripts and modulepreload links, in order. */
export const initialScripts = (html: string): readonly string[] => {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? []
  const files: string[] = []
  for (const tag of tags) {
    const attr = (name: string) => new RegExp(`\\s${name}=["']([^"']+)["']`).exec(tag)?.[1]
    const isModuleScript = tag.startsWith('<script') && attr('type') === 'module' && attr('src')
    const isPreload = tag.startsWith('<link') && attr('rel') === 'modulepreload' && attr('href')
    const src = isModuleScript ? attr('src') : isPreload ? attr('href') : undefined
    if (src && !files.includes(src.replace(/^\//, ''))) files.push(src.replace(/^\//, ''))
  }
  return files
}

/** Each initial file with its size and gzip size (node:zlib at its default level). */
export const measureInitial = (siteDir: string): readonly InitialFile[] =>
  initialScripts(readFileSync(join(siteDir, 'index.html'), 'utf8')).map((file) => {
    const content = readFileSync(join(siteDir, file))
    return { file, bytes: content.length, gzipBytes: gzipSync(content).length }
  })

/** The entry chunk and every chunk it imports statically, transitively: what must load before the app runs. */
export const staticClosure = (chunks: readonly ChunkReport[]): readonly ChunkReport[] => {
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name)) return
    seen.add(name)
    for (const next of byName.get(name)?.imports ?? []) visit(next)
  }
  for (const entry of chunks.filter((c) => c.isEntry)) visit(entry.fileName)
  return [...seen].map((name) => byName.get(name)!).filter(Boolean)
}

/** The chunk of `moduleId` (relative to the repo) and everything it imports statically. */
export const moduleClosure = (chunks: readonly ChunkReport[], moduleId: string): readonly ChunkReport[] => {
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const start = chunks.find((c) => c.facadeModuleId === moduleId)
  if (!start) throw new Error(`no chunk for ${moduleId}`)
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name)) return
    seen.add(name)
    for (const next of byName.get(name)?.imports ?? []) visit(next)
  }
  visit(start.fileName)
  return [...seen].map((name) => byName.get(name)!)
}

/** The module boot's host calls are imported from (web/main.tsx, docs/decisions/0403 and 0802). */
export const HOST_CALLS_MODULE = 'core/bridge/index.ts'

/** Reads the chunk report that support/build.ts wrote beside the site. */
export const readChunkReport = (siteDir: string): readonly ChunkReport[] => JSON.parse(readFileSync(`${siteDir}.chunks.json`, 'utf8')) as ChunkReport[]

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`
