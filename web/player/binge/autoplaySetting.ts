import { browserLocalStore } from '../../adapters/sessionStore.ts'
import { profileSettings } from '../../data/watchingProfile.ts'
import { StorageKey } from '../../../core/ports/storage.ts'

/** 다음 화 자동 재생, remembered on the device for the watching profile (on unless they turned it off). */

// Through the guarded store: a browser that refuses storage still plays, with autoplay on.
export const readAutoplay = (): boolean => profileSettings(browserLocalStore()).getItem(StorageKey.bingeAutoplay) !== 'off'

export const saveAutoplay = (on: boolean): void => profileSettings(browserLocalStore()).setItem(StorageKey.bingeAutoplay, on ? 'on' : 'off')
