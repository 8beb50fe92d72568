/** 다음 화 자동 재생, remembered on the device (on unless the viewer turned it off). */
const KEY = 'player.bingeAutoplay'

export const readAutoplay = (): boolean => globalThis.localStorage?.getItem(KEY) !== 'off'

export const saveAutoplay = (on: boolean): void => globalThis.localStorage?.setItem(KEY, on ? 'on' : 'off')
