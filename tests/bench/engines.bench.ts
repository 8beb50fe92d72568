import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import puppeteer from 'puppeteer-core'
import { freePort } from '../support/freePort.ts'
import { noKoreanFontConfig } from '../web/support/firstFont.ts'
import { serveSite } from './servedSite.ts'

/**
 * Korean from the first paint in the two engines the test run does not drive: Firefox ESR (through
 * puppeteer over WebDriver BiDi) and WebKitGTK's MiniBrowser (through WebKitWebDriver, under
 * xvfb-run), on a device with no Korean font of its own, each page a first visit at phone and
 * desktop sizes. Per page: when its first contentful paint came, how many of the page's font files
 * had arrived by then, and once the page has settled, the font watcher's state, any character on
 * the page that no face of ours draws, and a screenshot to open (its path printed). Needs Debian's
 * firefox-esr, webkit2gtk-driver and xvfb; an engine that is missing is named and skipped. Prints;
 * never fails on what it finds.
 */

const PAGES = ['/', '/contents', '/contents/t0406', '/search/사랑', '/help', '/player/qa-free']
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const
const FIREFOX = '/usr/bin/firefox-esr'
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver'
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
/** How long a page may take to settle before it is read as it is. */
const SETTLE_MS = 15_000

/** What a page drew, read in the page once it has settled or SETTLE_MS has passed (the same script in both engines). */
interface Drawn {
  readonly fcp: number | null
  /** Font files (the cuts and Pretendard's subsets) that arrived before the first paint, and after it. */
  readonly fontsBefore: number
  readonly fontsAfter: number
  /** Characters past ASCII on the page (outside hidden elements) that no loaded Pretendard face covers: ASCII every system font draws. */
  readonly uncovered: string
  /** The font watcher's state then: the full font in, waiting for a character the cuts lack, or neither yet. */
  readonly watcher: 'full font' | 'waiting' | 'undecided'
  /** Whether the page settled in SETTLE_MS (else it was read as it was). */
  readonly settled: boolean
}

/**
 * Run in the page (a function body: WebDriver's execute takes a string); `whenSettled()` gives what
 * it drew. `settled`: the app has
 * started, its font watcher has decided, and no face is loading: either the full font is in and a
 * face of ours draws every character on the page, or the watcher waits (it holds that the cuts draw
 * them all). What a viewer then sees. (Not before the watcher decides: the app may still be drawing
 * words the cuts lack, which get the full font once the page is quiet.)
 */
const READ_DRAWN = `
  const inRange = (range, code) => range.split(',').some((part) => {
    const m = /U\\+([0-9a-f]+)(?:-([0-9a-f]+))?/i.exec(part.trim())
    return !!m && code >= parseInt(m[1], 16) && code <= parseInt(m[2] ?? m[1], 16)
  })
  const uncovered = () => {
    // The web font's own faces and the cuts (not the metric fallback, a local font under a Pretendard name).
    const faces = [...document.fonts].filter((f) => f.family.replace(/^["']|["']$/g, '') === 'Pretendard Variable' && f.status === 'loaded')
    const root = document.getElementById('root')
    let text = root?.textContent ?? ''
    for (const el of root?.querySelectorAll('script, style, noscript, template') ?? []) text = text.replace(el.textContent ?? '', '')
    const chars = [...new Set(Array.from(text).filter((c) => c.trim() !== '' && c.codePointAt(0) > 0x7f))]
    return chars.filter((c) => !faces.some((f) => inRange(f.unicodeRange, c.codePointAt(0)))).join('')
  }
  const settled = () => {
    const marks = document.documentElement.dataset
    return marks.initialized === 'true' && document.fonts.status === 'loaded' && ('webFontWaiting' in marks || ('webFont' in marks && uncovered() === ''))
  }
  const read = () => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null
    const fonts = performance.getEntriesByType('resource').filter((e) => /\\.woff2/.test(e.name))
    return {
      fcp,
      fontsBefore: fcp === null ? 0 : fonts.filter((e) => e.responseEnd <= fcp).length,
      fontsAfter: fcp === null ? fonts.length : fonts.filter((e) => e.responseEnd > fcp).length,
      uncovered: uncovered(),
      watcher: 'webFont' in document.documentElement.dataset ? 'full font' : 'webFontWaiting' in document.documentElement.dataset ? 'waiting' : 'undecided',
      settled: settled(),
    }
  }
  // What the page drew once it has settled, or at SETTLE_MS: looked at again on every change that
  // can settle it (the document's marks and nodes, a face done loading), never on a timer.
  const whenSettled = () => new Promise((resolve) => {
    const give = () => {
      observer.disconnect()
      document.fonts.removeEventListener('loadingdone', check)
      clearTimeout(latest)
      resolve(read())
    }
    const check = () => settled() && give()
    const observer = new MutationObserver(check)
    observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true })
    document.fonts.addEventListener('loadingdone', check)
    const latest = setTimeout(give, ${SETTLE_MS})
    check()
  })
`

const line = (engine: string, size: string, path: string, drawn: Drawn, shot: string) =>
  `  ${engine.padEnd(7)} ${size.padEnd(7)} ${path.padEnd(16)} first paint ${drawn.fcp === null ? 'none' : `${drawn.fcp.toFixed(0)} ms`}, font files before it ${drawn.fontsBefore}, after ${drawn.fontsAfter}, ${drawn.watcher}, not drawn by our faces: ${drawn.uncovered === '' ? 'none' : `"${drawn.uncovered}"`}${drawn.settled ? '' : ` (not settled in ${SETTLE_MS / 1000} s)`}  ${shot}`

const firefox = async (web: string, env: NodeJS.ProcessEnv, shots: string) => {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, env })
  try {
    for (const size of SIZES)
      for (const path of PAGES) {
        // A fresh context per page: a first visit, with no font remembered from the one before.
        const context = await browser.createBrowserContext()
        try {
          const page = await context.newPage()
          await page.setViewport({ width: size.width, height: size.height })
          await page.goto(new URL(path, web).href)
          // Not settled in the time: read anyway (what is then not drawn is the finding).
          const drawn = (await page.evaluate(`(() => { ${READ_DRAWN}; return whenSettled() })()`)) as Drawn
          const shot = join(shots, `firefox-${size.name}${path.replace(/\W+/g, '_')}.png`)
          await page.screenshot({ path: shot as `${string}.png` })
          console.log(line('firefox', size.name, path, drawn, shot))
        } finally {
          await context.close()
        }
      }
  } finally {
    await browser.close()
  }
}

/** The few WebDriver commands this needs, over HTTP. */
const webDriver = (base: string) => {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const { value } = (await response.json()) as { value: unknown }
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${JSON.stringify(value)}`)
    return value
  }
  return { call }
}

/**
 * Until the driver answers its status: it prints nothing once it listens, so each try is the
 * question itself (a refused connection answers at once), until it answers, exits or 30 s pass.
 */
const waitForDriver = async (base: string, driver: ChildProcess) => {
  const deadline = Date.now() + 30_000
  while (driver.exitCode === null && Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/status`)).ok) return
    } catch {
      // Not listening yet.
    }
  }
  throw new Error('WebKitWebDriver did not start')
}

const webkit = async (web: string, env: NodeJS.ProcessEnv, shots: string) => {
  const port = await freePort()
  const driver: ChildProcess = spawn('xvfb-run', ['-a', '-s', '-screen 0 1400x1000x24', WEBKIT_DRIVER, `--port=${port}`], {
    env,
    stdio: 'ignore',
    detached: true,
  })
  const base = `http://127.0.0.1:${port}`
  try {
    await waitForDriver(base, driver)
    const { call } = webDriver(base)
    for (const size of SIZES)
      for (const path of PAGES) {
        // A session per page: a fresh MiniBrowser, a first visit.
        const session = (await call('POST', '/session', {
          capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } },
        })) as { sessionId: string }
        const at = `/session/${session.sessionId}`
        try {
          await call('POST', `${at}/window/rect`, { width: size.width, height: size.height })
          await call('POST', `${at}/url`, { url: new URL(path, web).href })
          // The script's own limit past the page's: it always answers, settled or not.
          await call('POST', `${at}/timeouts`, { script: SETTLE_MS * 2 })
          const drawn = (await call('POST', `${at}/execute/async`, {
            script: `${READ_DRAWN}; whenSettled().then(arguments[arguments.length - 1])`,
            args: [],
          })) as Drawn
          const shot = join(shots, `webkit-${size.name}${path.replace(/\W+/g, '_')}.png`)
          await writeFile(shot, Buffer.from((await call('GET', `${at}/screenshot`)) as string, 'base64'))
          console.log(line('webkit', size.name, path, drawn, shot))
        } finally {
          await call('DELETE', at).catch(() => {})
        }
      }
  } finally {
    // xvfb-run's whole group: the X server, the driver and any browser left.
    if (driver.pid) process.kill(-driver.pid, 'SIGTERM')
  }
}

export async function run(): Promise<void> {
  const site = await serveSite()
  const dir = await mkdtemp(join(tmpdir(), 'bench-engines-'))
  const shots = join(dir, 'shots')
  await mkdir(shots)
  const fontsConf = join(dir, 'fonts.conf')
  await writeFile(fontsConf, noKoreanFontConfig)
  const env = { ...process.env, FONTCONFIG_FILE: fontsConf }
  try {
    console.log('Korean from the first paint, no Korean system font, each page a first visit (production build)')
    if (existsSync(FIREFOX)) await firefox(site.web, env, shots)
    else console.log(`  firefox: not installed (apt-get install firefox-esr)`)
    if (existsSync(WEBKIT_DRIVER) && existsSync(MINIBROWSER)) await webkit(site.web, env, shots)
    else console.log(`  webkit: not installed (apt-get install webkit2gtk-driver xvfb)`)
  } finally {
    await site.close()
  }
}
