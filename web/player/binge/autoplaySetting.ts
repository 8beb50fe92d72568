import { browserLocalStore } from '../../adapters/sessionStore.ts'

/** 다음 화 자동 재생, remembered on the device (on unless the viewer turned it off). */
const KEY = 'player.bingeAutoplay'

// Through the guarded store: a browser that refuses storage still plays, with autoplay on.
export const readAutoplay = (): boolean => browserLocalStore().getItem(KEY) !== 'off'

export const saveAutoplay = (on: boolean): void => browserLocalStore().setItem(KEY, on ? 'on' : 'off')
