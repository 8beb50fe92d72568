/**
 * `npm run bench`: runs every tests/bench/*.bench.ts (or those named on the command line) in turn.
 * Each prints its own figures; a benchmark never fails on a timing, only on a crash.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const dir = import.meta.dirname
const wanted = process.argv.slice(2)
const benches = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.startsWith(w)))
  .sort()

for (const name of benches) {
  console.log(`\n== ${name.replace('.bench.ts', '')} ==`)
  const bench = (await import(pathToFileURL(join(dir, name)).href)) as { run: () => Promise<void> }
  await bench.run()
}
