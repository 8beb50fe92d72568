import { DeviceType } from './enums.ts'

/**
 * Devices and screens (docs/decisions/1810, 1811): what 로그인한 기기 calls each kind of device, the
 * name a browser gets from its User-Agent, and how many streams each plan plays at once. Pure
 * rules both the stand-in and the site read.
 */

/** DeviceType in Korean, as 로그인한 기기 and the -111 screen list them. */
export const deviceTypeNames: Readonly<Record<DeviceType, string>> = {
  [DeviceType.pc]: 'PC',
  [DeviceType.ios]: 'iOS 앱',
  [DeviceType.android]: '안드로이드 앱',
  [DeviceType.onestore]: '원스토어 앱',
  [DeviceType.web]: 'PC 웹',
  [DeviceType.galaxyApps]: '갤럭시 스토어 앱',
  [DeviceType.androidTv]: '안드로이드 TV',
  [DeviceType.mobileWeb]: '모바일 웹',
}

/** A device type's Korean name; an unknown number is 기타 기기. */
export const deviceTypeName = (type: number): string => deviceTypeNames[type as DeviceType] ?? '기타 기기'

const browsers: readonly (readonly [RegExp, string])[] = [
  [/SamsungBrowser\//, '삼성 인터넷'],
  [/Whale\//, '웨일'],
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const systems: readonly (readonly [RegExp, string])[] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/** What a browser is, from its User-Agent: mobile web or PC web, and a name like "Chrome · Linux". */
export const describeAgent = (userAgent: string | undefined): { readonly type: DeviceType; readonly name: string } => {
  const ua = userAgent ?? ''
  const browser = browsers.find(([pattern]) => pattern.test(ua))?.[1]
  const system = systems.find(([pattern]) => pattern.test(ua))?.[1]
  const mobile = /Mobi|Android|iPhone|iPad|iPod/.test(ua)
  const name = [browser, system].filter(Boolean).join(' · ') || '알 수 없는 브라우저'
  return { type: mobile ? DeviceType.mobileWeb : DeviceType.web, name }
}

/** Streams a guest plays at once (counted per device) and a member with no pass in force. */
export const GUEST_SCREENS = 1
export const MEMBER_SCREENS = 1

/**
 * Streams at once per pass (docs/decisions/1811): the larger of the member's passes in force
 * counts. A pass not named here (a single title, a 빵탄 pack) opens no more than MEMBER_SCREENS.
 */
export const passScreens: Readonly<Record<string, number>> = {
  'premium-month': 2,
  'cable-month': 2,
  'premium-week': 1,
  'playy-month': 1,
  'skytv-month': 1,
}

/** How many streams a viewer may play at once: a guest, or a member with these passes in force. */
export const screensFor = (viewer: { readonly member: boolean; readonly passes: readonly string[] }): number =>
  viewer.member ? Math.max(MEMBER_SCREENS, ...viewer.passes.map((id) => passScreens[id] ?? MEMBER_SCREENS)) : GUEST_SCREENS

/** How often the player beats for its stream, and how long a stream lives with no beat. */
export const STREAM_BEAT_MS = 20_000
export const STREAM_LAPSE_MS = 45_000

/** When a device was last seen, in Korean: 방금 전, N분 전, N시간 전, 어제, else the date (M월 D일). */
export const lastSeenText = (at: number, now: number): string => {
  const minutes = Math.floor(Math.max(0, now - at) / 60_000)
  if (minutes < 1) return '방금 전'
  if (minutes < 60) return `${minutes}분 전`
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)}시간 전`
  if (minutes < 48 * 60) return '어제'
  const kst = new Date(at + 9 * 3_600_000)
  return `${kst.getUTCMonth() + 1}월 ${kst.getUTCDate()}일`
}
