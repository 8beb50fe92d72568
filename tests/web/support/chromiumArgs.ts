/**
 * Features playwright-core itself turns off (its chromiumSwitches): Chromium keeps only the last
 * `--disable-features`, so ours must repeat them. tests/web/chromiumArgs.test.ts checks the list
 * still covers playwright's.
 */
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[] = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Headless Chromium 156 gives every browser context a window whose address bar preloads its
 * popup as a page of its own (chrome://omnibox-popup.top-chrome): a renderer that burnt about
 * 1.4 s of CPU for each context, more than the app's own page load, and no test has an address
 * bar to type in.
 */
const NO_ADDRESS_BAR_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']

/**
 * How every test and bench starts Chromium: headless, and with QUIC, sync and background
 * networking off so a run sees only the app's traffic.
 */
export const chromiumArgs: readonly string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...NO_ADDRESS_BAR_POPUP].join(',')}`,
]
