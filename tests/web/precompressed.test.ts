import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { webSetup } from './support/webSetup.ts'

/**
 * The build writes each asset's compressed forms beside it (web/build/precompressPlugin.ts): the
 * same bytes, decoded, as the asset itself. That the web host sends them as they are is
 * tests/cli/hosts.site.test.ts's.
 */
describe('the built assets come precompressed', () => {
  const assets = join(webSetup().sites.production, 'assets')
  const names = readdirSync(assets)
  const compressible = names.filter((name) => /\.(js|css|svg|json)$/.test(name) && readFileSync(join(assets, name)).length >= 1024)

  test('every script, stylesheet and drawing of 1 KB or more has a .br and a .gz that decode to it', () => {
    expect(compressible.filter((name) => name.endsWith('.js')).length).toBeGreaterThan(10)
    expect(compressible.some((name) => name.endsWith('.css'))).toBe(true)
    for (const name of compressible) {
      const raw = readFileSync(join(assets, name))
      expect(brotliDecompressSync(readFileSync(join(assets, `${name}.br`))).equals(raw), `${name}.br`).toBe(true)
      expect(gunzipSync(readFileSync(join(assets, `${name}.gz`))).equals(raw), `${name}.gz`).toBe(true)
    }
  })

  test('fonts and small files are left alone', () => {
    const forms = names.filter((name) => /\.(br|gz)$/.test(name))
    expect(forms.filter((name) => /\.woff2\./.test(name))).toEqual([])
    expect(forms.length).toBe(compressible.length * 2)
  })
})
