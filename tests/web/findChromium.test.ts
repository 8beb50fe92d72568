import { describe, expect, it } from 'vitest'
import { type ChromiumProbe, DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, MISSING_MESSAGE, planChromium } from './support/findChromium.ts'

/** The order in which the browser tests look for Chromium, on made-up machines. */
const machine = (executables: readonly string[], rest: Partial<ChromiumProbe> = {}): ChromiumProbe => ({
  chromiumPathEnv: undefined,
  pathEnv: '/usr/local/bin:/usr/bin:/opt/bin',
  isExecutable: (path) => executables.includes(path),
  canApt: false,
  ...rest,
})

describe('planChromium', () => {
  it('takes CHROMIUM_PATH first, even when Debian’s is there', () => {
    const plan = planChromium(machine(['/opt/chrome/chrome', DEBIAN_CHROMIUM], { chromiumPathEnv: '/opt/chrome/chrome' }))
    expect(plan).toEqual({ kind: 'use', path: '/opt/chrome/chrome', from: 'CHROMIUM_PATH' })
  })

  it('reports a CHROMIUM_PATH that is not executable instead of quietly using another browser', () => {
    const plan = planChromium(machine([DEBIAN_CHROMIUM], { chromiumPathEnv: '/nope/chromium', canApt: true }))
    expect(plan.kind).toBe('missing')
    expect(plan.kind === 'missing' && plan.message).toContain('CHROMIUM_PATH=/nope/chromium')
  })

  it('then Debian’s headless shell, then Debian’s /usr/bin/chromium, then one on the PATH in PATH order', () => {
    expect(planChromium(machine([DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL]))).toMatchObject({ path: DEBIAN_HEADLESS_SHELL, from: 'debian' })
    expect(planChromium(machine([DEBIAN_CHROMIUM, '/usr/local/bin/chromium']))).toMatchObject({ path: DEBIAN_CHROMIUM, from: 'debian' })
    expect(planChromium(machine(['/opt/bin/chromium', '/usr/local/bin/chromium-browser']))).toMatchObject({
      path: '/usr/local/bin/chromium-browser',
      from: 'PATH',
    })
    expect(planChromium(machine(['/usr/local/bin/chromium', '/usr/local/bin/chromium-headless-shell']))).toMatchObject({
      path: '/usr/local/bin/chromium-headless-shell',
      from: 'PATH',
    })
  })

  it('installs Debian’s package only where the machine allows it, else says what to install', () => {
    expect(planChromium(machine([], { canApt: true }))).toEqual({ kind: 'install' })
    expect(planChromium(machine([], { canApt: false }))).toEqual({ kind: 'missing', message: MISSING_MESSAGE })
    expect(MISSING_MESSAGE).toMatch(/apt-get install -y chromium-headless-shell/)
    expect(MISSING_MESSAGE.includes('\n')).toBe(false)
  })
})
