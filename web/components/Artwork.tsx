import { ArtSize } from '../../core/contract/index.ts'
import './Artwork.css'

export interface ArtworkProps {
  /** tile 294x165 (six a row) or poster 170x240 (ten a row), docs/product.md §9. */
  readonly kind: keyof typeof ArtSize
  readonly src: string
  /** The title the art stands for, in Korean; empty when a caption beside it already names it. */
  readonly alt: string
  /** Above the fold (the hero, the first row): load at once. Default lazy. */
  readonly eager?: boolean
}

/**
 * A tile or poster image whose box has its final size before the image arrives (width, height
 * and aspect-ratio from ArtSize), so artwork never shifts the layout.
 */
export function Artwork({ kind, src, alt, eager = false }: ArtworkProps) {
  const { width, height } = ArtSize[kind]
  return (
    <img
      className={`artwork artwork--${kind}`}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={{ aspectRatio: `${width} / ${height}` }}
    />
  )
}
