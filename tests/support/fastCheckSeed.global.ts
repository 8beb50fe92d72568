/**
 * vitest globalSetup of the whole run: one fast-check seed for every property test. It changes
 * per run (FC_SEED pins it) and is printed first, so a red run replays exactly with
 * `FC_SEED=<seed> npm test` (README, "Tests and benchmarks").
 */
export default function setup(): void {
  const given = process.env['FC_SEED']
  const seed = given !== undefined && given.trim() !== '' ? Number(given) : Math.floor(Math.random() * 2 ** 31)
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED=${given} is not an integer`)
  process.env['FC_SEED'] = String(seed)
  console.log(`[fast-check] seed ${seed}${given ? ' (from FC_SEED)' : ''}; replay with FC_SEED=${seed} npm test`)
}
