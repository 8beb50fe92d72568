import { afterAll, describe, expect, test } from 'vitest'
import { type EmulatorState, listenRelay, projectAt } from '../../cli/hosts/auth/authEmulator.ts'
import { useSite } from './support/harness.ts'
import { socialLogin } from './support/socialLogin.ts'

/**
 * 간편 로그인 while the sign-in emulator is still starting (a first `npm start` installs it in the
 * background): the login page shows the Google, Facebook and Apple buttons off, with a Korean note
 * saying they are being prepared, instead of a sign-in that fails; it keeps asking, and follows
 * the emulator's relay when that changes (here to `off`, the end of a start that could not run).
 */
let emulator: EmulatorState = { state: 'starting' }
const relay = await listenRelay(0, () => emulator)
afterAll(() => relay.close())

describe('social sign-in still starting', () => {
  const site = useSite({ firebase: projectAt(`http://localhost:${relay.port}`) })

  test('the buttons are off with a Korean note until the relay says otherwise', async () => {
    const { page } = await site.open('/login')
    const social = socialLogin(page)
    const note = await social.noteFor('starting')
    expect(note).toBe('Google, Facebook, Apple 로그인을 준비하고 있습니다. 잠시 후 자동으로 이용할 수 있습니다.')
    expect(await social.buttons()).toEqual([
      { provider: 'google', enabled: false },
      { provider: 'facebook', enabled: false },
      { provider: 'apple', enabled: false },
    ])
    emulator = { state: 'off' }
    expect(await social.unavailable()).toMatch(/지금 이용할 수 없습니다/)
    expect(await social.buttons()).toEqual([])
  })
})
