/** The enumerations of docs/product.md §3, once. Each is a const object plus its literal-union type. */

export const AccountType = { email: 1, facebook: 2, kakao: 3, google: 4, naver: 5, apple: 6 } as const
export type AccountType = (typeof AccountType)[keyof typeof AccountType]

export const ContentType = { short: 1, series: 2 } as const
export type ContentType = (typeof ContentType)[keyof typeof ContentType]

export const ItemType = { free: 0, subscription: 1, consumable: 2, single: 3, skytv: 4 } as const
export type ItemType = (typeof ItemType)[keyof typeof ItemType]

/** 1 premium payment page, 2 playy payment page, 3 skytv, 4 a cable provider. */
export const ItemGroup = { premium: 1, playy: 2, skytv: 3, cable: 4 } as const
export type ItemGroup = (typeof ItemGroup)[keyof typeof ItemGroup]

export const PaymentMethod = {
  adminGrant: 0,
  iosAppStore: 1,
  googlePlayStore: 2,
  oneStore: 3,
  webMobilePhone: 4,
  webCard: 5,
  galaxyApps: 6,
  naverPay: 8,
} as const
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod]

export const DeviceType = {
  pc: 0,
  ios: 1,
  android: 2,
  onestore: 3,
  web: 4,
  galaxyApps: 6,
  androidTv: 7,
  mobileWeb: 8,
} as const
export type DeviceType = (typeof DeviceType)[keyof typeof DeviceType]

export const PlayerType = { scene: 1, crop: 2 } as const
export type PlayerType = (typeof PlayerType)[keyof typeof PlayerType]

export const MyPageTab = { watched: 1, purchased: 2, savedVideos: 3, savedSections: 4, savedScenes: 5 } as const
export type MyPageTab = (typeof MyPageTab)[keyof typeof MyPageTab]

export const ImageType = { big: 1, poster: 2, tile: 3 } as const
export type ImageType = (typeof ImageType)[keyof typeof ImageType]

export const DisplayViewType = { poster: 0, play: 1, menu: 2, banner: 3 } as const
export type DisplayViewType = (typeof DisplayViewType)[keyof typeof DisplayViewType]

export const PosterType = { mainBanner: 1, normal: 2, long: 3, ranking: 4, zoom: 5, thumbnail: 6 } as const
export type PosterType = (typeof PosterType)[keyof typeof PosterType]

/** Scope 2 is the product's own service line (docs/product.md §3). */
export const NoticeScope = { all: 1, product: 2, red: 3, onenine: 4, viki: 5, channeling: 6 } as const
export type NoticeScope = (typeof NoticeScope)[keyof typeof NoticeScope]

export const Flag = { true: 1, false: 0 } as const
export type Flag = (typeof Flag)[keyof typeof Flag]

export const FlixType = { standard: 0, red: 1 } as const
export type FlixType = (typeof FlixType)[keyof typeof FlixType]

export const AdultFlag = { verified: 'Y', unverified: 'N' } as const
export type AdultFlag = (typeof AdultFlag)[keyof typeof AdultFlag]
