import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ItemType, ResultCode } from '../../core/contract/index.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { ADULT_VERIFICATION_MS } from '../../cli/hosts/auth/accounts.ts'
import { adultTraces, testClock } from './adultHelpers.ts'
import { guestSession, memberSession, passwordSession } from './browseHelpers.ts'

/** The adult rule on the money calls: a single adult title's name is its item's, so it goes only where the title may. */
const DAY = 24 * 3_600_000
const clock = testClock()
let running: RunningHosts
beforeAll(async () => {
  running = await startHosts({ portBase: 0, sessionLimit: 1_000, now: clock.now })
})
afterAll(() => running.close())

const adultSingle = () => running.catalogue.titles.find((t) => t.adult && t.itemType === ItemType.single)!

describe('an adult title sold singly', () => {
  it('is not offered or sold to a guest (-109) or an unverified member (-50)', async () => {
    const title = adultSingle()
    const guest = await guestSession(running.hosts)
    const seoyeon = await memberSession(running.hosts, 'seed-seoyeon')
    expect((await guest.call('itemList', { movie_url: title.movieUrl })).body.retval).toBe(ResultCode.loginRequired)
    expect((await seoyeon.call('itemList', { movie_url: title.movieUrl })).body.retval).toBe(ResultCode.adultVerificationRequired)
    const buy = { item_id: `single:${title.movieUrl}`, use_currency: 1, idempotency_key: 'adult-seoyeon-1' }
    expect((await seoyeon.call('purchase', buy)).body.retval).toBe(ResultCode.adultVerificationRequired)
  })

  it('bought while verified, is named to no session of the member once the verification lapsed', async () => {
    const title = adultSingle()
    const minji = await memberSession(running.hosts, 'seed-minji')
    const offered = (await minji.call('itemList', { movie_url: title.movieUrl })).body.output
    const single = offered.items[0]
    expect(single.item_id).toBe(`single:${title.movieUrl}`)
    const buy = { item_id: single.item_id, use_currency: 1, idempotency_key: 'adult-minji-1' }
    expect((await minji.call('purchase', buy)).body.retval).toBe(ResultCode.currencyDeductionConfirmation)
    const paid = (await minji.call('purchaseConfirm', { idempotency_key: 'adult-minji-1', amount: single.price_bbtan })).body
    expect(paid.output.pass.title).toBe(title.title)
    // Past the year of verification, logging in between so the account is not dormant.
    clock.advance(200 * DAY)
    await passwordSession(running.hosts, 'minji@example.com', 'minji1234!', true)
    clock.advance(ADULT_VERIFICATION_MS - 190 * DAY)
    const later = await passwordSession(running.hosts, 'minji@example.com', 'minji1234!', false)
    const answers = await Promise.all(['purchaseHistory', 'currencyHistory', 'itemList'].map((name) => later.call(name as 'itemList')))
    for (const answer of answers) expect(answer.body.retval).toBe(ResultCode.success)
    expect(answers.flatMap((answer) => adultTraces(running.catalogue, answer.body))).toEqual([])
    // Listed (it was bought) in the purchase's own shape, without the title: the web reads it as any other.
    const bought = answers[0]!.body.output.list.find((record: { item_id: string }) => record.item_id === single.item_id)
    expect(bought).toMatchObject({ movie_url: null, title: null, status: 'expired', paid_with: 'currency', amount_bbtan: single.price_bbtan })
  })
})
