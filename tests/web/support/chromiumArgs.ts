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
]
