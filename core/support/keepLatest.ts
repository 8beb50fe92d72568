/**
 * Keeps `value` under `key` as the newest of `map`, and forgets the oldest past `limit`: the caches
 * that outlive a page (the web's kept list pages, the home per history entry, the one door's
 * answers) stay small however long the visit, and the stand-in's compressed files however long
 * `serve` runs. A Map keeps its keys in the order they were set.
 */
export const keepLatest = <K, V>(map: Map<K, V>, key: K, value: V, limit: number): void => {
  map.delete(key)
  map.set(key, value)
  for (const old of map.keys()) {
    if (map.size <= limit) break
    map.delete(old)
  }
}
