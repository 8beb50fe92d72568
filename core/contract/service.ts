/** Business constants of docs/product.md §9: service lines, sort orders, sizes, counts. */

/** Service ids. `all` (3) is the default section of the current menu. */
export const ServiceId = {
  all: 3,
  free: 4,
  premium: 5,
  adult: 6,
  red: 8,
  playboy: 9,
  playy: 10,
  vikiplus: 11,
  martial: 12,
  series: 13,
  movie: 14,
  crop: 1000,
  scene: 2000,
} as const
export type ServiceId = (typeof ServiceId)[keyof typeof ServiceId]

/** The service lines a viewer chooses between (docs/product.md §1), in menu order. */
export const serviceLines = ['free', 'premium', 'adult', 'red', 'playboy', 'playy', 'vikiplus'] as const
export type ServiceLine = (typeof serviceLines)[number]

/** Service lines whose content is adult and needs adult verification. */
export const adultServiceIds: readonly ServiceId[] = [ServiceId.adult, ServiceId.red, ServiceId.playboy]

export const SortOrder = { latest: 1, popular: 2, name: 3, savedCount: 4 } as const
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder]

/** Artwork boxes, in CSS pixels, and how many fit a row. */
export const ArtSize = {
  tile: { width: 294, height: 165, perRow: 6 },
  poster: { width: 170, height: 240, perRow: 10 },
} as const

/** Content list page sizes. */
export const ContentViewCount = { small: 30, large: 50 } as const
