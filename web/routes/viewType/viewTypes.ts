import { DisplayViewType } from '../../../core/contract/index.ts'

const labels: Readonly<Record<number, string>> = {
  [DisplayViewType.poster]: '포스터',
  [DisplayViewType.play]: '재생',
  [DisplayViewType.menu]: '메뉴',
  [DisplayViewType.banner]: '배너',
}

/** The Korean name of a display view type (docs/product.md §3), or the raw segment when unknown. */
export const viewTypeLabel = (segment: string): string => labels[Number(segment)] ?? segment
