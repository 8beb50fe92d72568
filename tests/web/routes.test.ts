import { describe, test } from 'vitest'
import { missingBackdrop } from './support/consoleWatch.ts'
import { useSite } from './support/harness.ts'
import { expectRoutePage, expectSentToLogin } from './support/pageChecks.ts'
import { routeSamples } from './support/routeSamples.ts'

/**
 * Every route of web/routes.ts, opened by URL in a fresh browser: its Korean title, layout and
 * header, with no console error (checked after each test by the harness). Login-required routes
 * are opened by a guest (sent to /login) and by a member (shown).
 */
const site = useSite()
const SEED_MEMBER = 'seed-minji'

describe('as a guest', () => {
  test.for(routeSamples)('$path', async (route) => {
    const { page, console } = await site.open(route.path)
    // The sample player and scene addresses name no title, so they have no backdrop.
    console.allow(missingBackdrop)
    if (route.guarded) await expectSentToLogin(page, route.path)
    else await expectRoutePage(page, route)
  })
})

describe('as a member', () => {
  test.for(routeSamples.filter((route) => route.guarded))('$path', async (route) => {
    const { page } = await site.open(route.path, { member: SEED_MEMBER })
    await expectRoutePage(page, route)
  })
})
