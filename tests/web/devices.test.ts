import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { STREAM_BEAT_MS } from '../../core/contract/index.ts'
import { TestId } from '../../web/testids.ts'
import { accountSettingsPage, logIn } from './support/accountPages.ts'
import { failedRequest } from './support/consoleWatch.ts'
import { type AppPage, useSite, waitForApp } from './support/harness.ts'
import { player } from './support/player.ts'
import { streamScreens } from './support/streamPages.ts'

/**
 * Devices and screens in Chromium (docs/decisions/1810, 1811): each browser context is a device
 * of its own. 로그인한 기기 lists two browsers as two devices; signing one out stops its playback
 * at its next request; a third screen of a two-screen plan is refused (-111), sees who is
 * watching and takes over with 이 기기에서 보기, and the oldest screen's player says it ended.
 */
const site = useSite({ sessionLimit: 5 })

/** Both layouts, saved under the system's temporary directory for a look. */
const shots = async (page: Page, name: string) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport)
    await page.screenshot({ path: join(tmpdir(), `devices-${name}-${viewport.width}.png`), fullPage: true })
  }
}

/**
 * A member's browser (its own device) with the player of `movieUrl` playing. Its clock runs as
 * usual but can be moved on, so its next beat comes without waiting out the 20 s between beats.
 */
const playing = async (member: string, movieUrl: string): Promise<AppPage> => {
  const device = await site.newPage({ member })
  await device.page.clock.install()
  await device.page.goto(`/player/${movieUrl}`)
  await waitForApp(device.page)
  await player(device.page).start()
  return device
}

/** The device's next beat, as it comes once STREAM_BEAT_MS have passed. */
const nextBeat = (device: AppPage): Promise<void> => device.page.clock.fastForward(STREAM_BEAT_MS)

test('로그인한 기기 shows two browsers as two devices; signing one out stops its playback at its next request', async () => {
  const phone = await playing('seed-junho', 'qa-paid')
  const laptop = await site.open('/settings/account', { member: 'seed-junho' })
  const settings = accountSettingsPage(laptop.page)
  await expect.poll(() => settings.devices().count()).toBe(2)
  // Reloading a device is still one device.
  await laptop.page.reload()
  await waitForApp(laptop.page)
  await expect.poll(() => settings.devices().count()).toBe(2)
  const here = settings.devices().filter({ hasText: '이 기기' })
  expect(await here.count()).toBe(1)
  expect(await here.textContent()).toContain('PC 웹 · Chrome · Linux')
  await shots(laptop.page, 'account')
  const other = settings.devices().filter({ hasNotText: '이 기기' })
  expect(await other.textContent()).toMatch(/마지막 사용 (방금 전|\d+분 전)/)
  // From here the phone's media answers 403: its grant names a session that has ended.
  phone.console.allow(failedRequest(403))
  await other.getByRole('button', { name: /로그아웃$/ }).click()
  await settings.said('그 기기를 로그아웃했습니다.')
  await expect.poll(() => settings.devices().count()).toBe(1)
  // The phone's next heartbeat: it is told why and goes on as a guest, to whom the paid title is refused: no picture.
  await nextBeat(phone)
  await phone.page.getByTestId(TestId.alertMessage).filter({ hasText: '다른 기기의 계정 설정' }).waitFor()
  await phone.page.getByTestId('playback-problem').filter({ hasText: '로그인' }).waitFor()
  expect(await phone.page.getByTestId('player-media').count()).toBe(0)
  expect(await phone.page.getByTestId(TestId.accountMenuButton).count()).toBe(0)
  await shots(phone.page, 'signed-out')
})

test('a third screen of a two-screen plan is refused with the devices watching, and takes over with 이 기기에서 보기', async () => {
  const first = await playing('seed-minji', 'qa-paid')
  const second = await playing('seed-minji', 'qa-free')
  const third = await site.open('/player/qa-paid', { member: 'seed-minji' })
  const screens = streamScreens(third.page)
  await screens.limit.waitFor()
  expect(await screens.limit.textContent()).toContain('동시에 2대에서 볼 수 있습니다')
  expect(await screens.watching().count()).toBe(2)
  expect(await screens.watching().first().textContent()).toContain('가장 먼저 시작')
  expect(await third.page.getByTestId('player-media').count()).toBe(0)
  await shots(third.page, 'limit')
  await screens.takeOver()
  await player(third.page).start()
  // The stream that started first learns at its next beat; the second plays on.
  await nextBeat(first)
  await streamScreens(first.page).ended.waitFor()
  await player(first.page).until({ paused: true })
  await shots(first.page, 'ended')
  expect(await streamScreens(second.page).ended.count()).toBe(0)
  const t = await player(second.page).time()
  await player(second.page).until({ timeAtLeast: t + 0.5 })
})

test('a device signed out by another, loaded again, is told why once and is a guest', async () => {
  // Signed in through the form (a key of its own, kept): the seed QA key belongs to no browser.
  const phone = await site.newPage()
  await logIn(phone.page, { email: 'haneul@example.com', password: 'haneul1234!' })
  const laptop = await site.open('/settings/account', { member: 'seed-haneul' })
  const settings = accountSettingsPage(laptop.page)
  await expect.poll(() => settings.devices().count()).toBe(2)
  await settings.endOthers()
  await settings.said(/다른 기기 \d+대를 로그아웃했습니다/)
  // Its next page load, not a call of its open page: the automatic login says why (docs/decisions/1813).
  await phone.page.reload()
  await waitForApp(phone.page)
  const title = phone.page.getByTestId(TestId.alertTitle).filter({ hasText: '이 기기가 로그아웃되었습니다' })
  await title.waitFor()
  expect(await phone.page.getByTestId(TestId.alertMessage).textContent()).toContain('다른 기기의 계정 설정(로그인한 기기)에서 이 기기를 로그아웃했습니다.')
  expect(await phone.page.getByRole('button', { name: '다시 로그인' }).count()).toBe(1)
  await shots(phone.page, 'told-on-load')
  await phone.page.getByRole('button', { name: '계속 둘러보기' }).click()
  await title.waitFor({ state: 'detached' })
  expect(await phone.page.getByTestId(TestId.accountMenuButton).count()).toBe(0)
  // Told once: the refused key's cookie is gone, so the next load is a plain guest's.
  expect((await phone.page.context().cookies()).map((c) => c.name)).not.toContain('login_key')
})
