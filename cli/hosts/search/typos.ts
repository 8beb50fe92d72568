import { jamoDistance, jamoOf, typoAllowance } from '../../../core/search/jamoDistance.ts'
import type { CatalogueTitle } from '../titles/title.ts'

/**
 * Near misses of a keyword (docs/decisions/1011): titles, people, genres and tags whose folded jamo
 * are at most a few edits from the keyword's (one under 16 jamo, two from 16; none under 7, where a
 * slip makes another real word). Best first: fewest edits, then most popular.
 */

export interface NearMiss {
  readonly text: string
  readonly distance: number
  /** The title, when the near miss is a title's name. */
  readonly title?: CatalogueTitle
}

interface Word {
  readonly text: string
  readonly jamo: string
  readonly popularity: number
  readonly title?: CatalogueTitle
}

export interface TypoIndex {
  near(keyword: string, visible: (title: CatalogueTitle) => boolean): NearMiss[]
}

export const createTypoIndex = (titles: readonly CatalogueTitle[], words: readonly { text: string; popularity: number }[]): TypoIndex => {
  const all: Word[] = [
    ...titles.map((title) => ({ text: title.title, jamo: jamoOf(title.title), popularity: title.viewCount, title })),
    ...words.map(({ text, popularity }) => ({ text, jamo: jamoOf(text), popularity })),
  ]
  // By jamo length, so only words of a near length are compared.
  const byLength = new Map<number, Word[]>()
  for (const word of all) {
    const list = byLength.get(word.jamo.length)
    if (list) list.push(word)
    else byLength.set(word.jamo.length, [word])
  }
  return {
    near(keyword, visible) {
      const jamo = jamoOf(keyword)
      const max = typoAllowance(jamo.length)
      if (max === 0) return []
      const found: (NearMiss & { popularity: number })[] = []
      for (let length = jamo.length - max; length <= jamo.length + max; length++)
        for (const word of byLength.get(length) ?? []) {
          if (word.title && !visible(word.title)) continue
          const distance = jamoDistance(jamo, word.jamo, max)
          if (distance >= 1 && distance <= max)
            found.push({ text: word.text, distance, popularity: word.popularity, ...(word.title ? { title: word.title } : {}) })
        }
      return found.sort((a, b) => a.distance - b.distance || b.popularity - a.popularity)
    },
  }
}
