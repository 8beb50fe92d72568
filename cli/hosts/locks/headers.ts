import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { join } from 'node:path'
import type { Hosts } from '../../../core/contract/index.ts'
import type { FirebaseProject } from '../auth/firebaseToken.ts'

/**
 * The web host's security headers (docs/decisions/1835): a Content-Security-Policy whose scripts
 * are the site's own files and its pages' inline scripts by hash, nosniff, a Referrer-Policy,
 * no framing by another site, and no camera, microphone or location for any page.
 */

/** Executable inline scripts of a page (no src, not a JSON data block), as CSP hashes. */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs = '']) => !/\bsrc\s*=/i.test(attrs) && !/type\s*=\s*["']?application\/(ld\+)?json/i.test(attrs))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)

/** Every HTML file of a build (its pages and shells; not the edge's renderer). */
const htmlFilesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name.startsWith('_') ? [] : htmlFilesOf(join(dir, entry.name))
    return entry.name.endsWith('.html') ? [join(dir, entry.name)] : []
  })

const originOf = (address: string): string => new URL(address).origin

/**
 * The policy for a build's pages: `pages` are their HTML as served (hosts injected), whose inline
 * scripts get hashes. Calls go to the hosts; Firebase's sign-in (its emulator, or Google's
 * scripts and frames) is allowed; hls.js plays blob: media from its blob: worker.
 */
export const contentSecurityPolicy = (pages: readonly string[], hosts: Hosts, firebase?: FirebaseProject): string => {
  const hashes = [...new Set(pages.flatMap(inlineScriptHashes))]
  const callHosts = [...new Set([hosts.auth, hosts.api, hosts.web, hosts.wapi, hosts.search].map(originOf))]
  const google = firebase && !firebase.emulator ? ['https://apis.google.com', 'https://*.googleapis.com', 'https://www.gstatic.com'] : []
  const firebaseFrames = firebase ? (firebase.emulator ? [originOf(firebase.emulator)] : [`https://${firebase.authDomain}`]) : []
  return [
    "default-src 'self'",
    // hash-wasm compiles its signing code: WebAssembly, not eval.
    `script-src 'self' 'wasm-unsafe-eval' ${[...hashes, ...(firebase && !firebase.emulator ? ['https://apis.google.com'] : [])].join(' ')}`.trim(),
    `connect-src 'self' ${[...callHosts, ...firebaseFrames, ...google].join(' ')}`,
    `img-src 'self' data: blob: ${callHosts.join(' ')}`,
    `media-src 'self' blob: ${callHosts.join(' ')}`,
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    `frame-src 'self' ${firebaseFrames.join(' ')}`.trim(),
    `form-action 'self' ${originOf(hosts.auth)}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** The policy for the build in `siteDir`, its pages read with `inject` (the hosts and Firebase's config put in). */
export const sitePolicy = (siteDir: string, inject: (html: string) => string, hosts: Hosts, firebase?: FirebaseProject): string => {
  let pages: string[] = []
  try {
    pages = htmlFilesOf(siteDir).map((file) => inject(readFileSync(file, 'utf8')))
  } catch {
    // No build here: only the policy's fixed parts.
  }
  return contentSecurityPolicy(pages, hosts, firebase)
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'

/** Sets the headers on one of the web host's answers (pages, files, art, media). */
export const securityHeaders = (res: ServerResponse, csp: string | undefined): void => {
  if (csp) res.setHeader('Content-Security-Policy', csp)
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
}
