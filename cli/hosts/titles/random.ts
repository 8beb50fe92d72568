/**
 * A small seeded random source (mulberry32) for the catalogue: the same seed gives the same
 * numbers on every run and machine, and nothing reads Math.random.
 */
export interface Random {
  /** In [0, 1). */
  next(): number
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** A key chosen in proportion to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K
  chance(p: number): boolean
}

/** Mixes two integers into one seed, so each title gets its own stream from (seed, index). */
export const mixSeed = (seed: number, index: number): number => {
  let h = (seed ^ Math.imul(index + 0x9e3779b9, 0x85ebca6b)) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0
  return (h ^ (h >>> 16)) >>> 0
}

export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error('pick from an empty list')
      return item
    },
    weighted: (weights) => {
      const entries = Object.entries(weights) as [keyof typeof weights, number][]
      const total = entries.reduce((sum, [, w]) => sum + w, 0)
      let roll = next() * total
      for (const [key, w] of entries) {
        roll -= w
        if (roll < 0) return key
      }
      return (entries[entries.length - 1] as [keyof typeof weights, number])[0]
    },
    chance: (p) => next() < p,
  }
}
