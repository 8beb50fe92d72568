import { ItemType, ServiceId } from '../../../core/contract/index.ts'

/** The Korean name of each service line (the menu's section names, plus the lines it lacks). */
export const lineNames: Readonly<Record<number, string>> = {
  [ServiceId.all]: '전체',
  [ServiceId.free]: '무료',
  [ServiceId.premium]: '프리미엄',
  [ServiceId.adult]: '성인',
  [ServiceId.red]: '레드',
  [ServiceId.playboy]: '플레이보이',
  [ServiceId.playy]: '플레이',
  [ServiceId.vikiplus]: '비키플러스',
  [ServiceId.martial]: '무협',
  [ServiceId.series]: '시리즈',
  [ServiceId.movie]: '영화',
}

/** The item a title needs, by its Korean name: the line's pass for a subscription. */
export const itemName = (itemType: number, serviceId: number): string => {
  switch (itemType) {
    case ItemType.free:
      return '무료'
    case ItemType.subscription:
      return `${lineNames[serviceId] ?? ''} 이용권`.trim()
    case ItemType.single:
      return '단품 구매'
    case ItemType.skytv:
      return 'SKY TV 이용권'
    default:
      return '소모성 아이템'
  }
}
