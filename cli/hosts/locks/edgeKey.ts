/**
 * What the edge keys a guest's page by (docs/decisions/1834): the path and only the query
 * parameters a page's loaders read (the route folders' loader.ts: a list's section, category, sort and
 * count, a search's kind, sort, count and page, a series' season), in one order; any other
 * parameter (a tracking tag, a cache-buster, junk) draws no new page.
 */
export const EDGE_QUERY_READ = ['section', 'category', 'sort', 'count', 'kind', 'page', 'season'] as const

/** The address the edge renders and keys by: `/path?known=…` with unknown parameters dropped. */
export const edgeAddressOf = (url: URL): string => {
  const kept = new URLSearchParams()
  for (const name of EDGE_QUERY_READ) {
    const value = url.searchParams.get(name)
    // A value is a short number or word; anything longer is not one the loaders take.
    if (value !== null && value.length <= 16) kept.set(name, value)
  }
  const query = kept.toString()
  return `${url.pathname.replace(/\/+$/, '') || '/'}${query ? `?${query}` : ''}`
}

/** The bytes the edge keeps its pages in, at most: the oldest go first beyond it. */
export const EDGE_BYTES_KEPT = 24 * 1024 * 1024
