import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Timing } from '../../core/contract/index.ts'
import { whenIdle } from '../../web/adapters/idle.ts'

/** Idle work is put off by at most the product's idle delay (web/adapters/idle.ts). */
describe('whenIdle', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks the browser for an idle moment no later than Timing.idleRepaintMs (100 ms)', () => {
    const asked: { timeout?: number }[] = []
    vi.stubGlobal('requestIdleCallback', (run: () => void, options: { timeout?: number }) => {
      asked.push(options)
      run()
      return 1
    })
    const run = vi.fn()
    whenIdle(run)
    expect(run).toHaveBeenCalledOnce()
    expect(asked).toEqual([{ timeout: Timing.idleRepaintMs }])
    expect(Timing.idleRepaintMs).toBeLessThanOrEqual(100)
  })

  it('runs on the next task where the browser has no idle callbacks (WebKit)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const run = vi.fn()
    whenIdle(run)
    expect(run).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce())
  })

  it('is the only caller of requestIdleCallback in the app', () => {
    const root = join(import.meta.dirname, '../../web')
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f)).map((f) => join(root, f))
    const callers = files.filter((f) => /requestIdleCallback\s*\(/.test(readFileSync(f, 'utf8'))).map((f) => relative(root, f))
    expect(callers).toEqual(['adapters/idle.ts'])
  })
})
