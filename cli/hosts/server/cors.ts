import type { IncomingMessage, ServerResponse } from 'node:http'

/** Which page origins may call the hosts with credentials. */
export type OriginPolicy = (origin: string) => boolean

const ALLOWED_METHODS = 'GET, POST, DELETE, OPTIONS'

/**
 * Sets the CORS headers for a credentialed request from an allowed origin: the origin is echoed
 * (a wildcard is not allowed with credentials). Returns whether the origin was allowed.
 */
export const applyCors = (req: IncomingMessage, res: ServerResponse, allowed: OriginPolicy): boolean => {
  res.setHeader('Vary', 'Origin')
  const origin = req.headers.origin
  if (!origin || !allowed(origin)) return false
  res.setHeader('Access-Control-Allow-Origin', origin)
  res.setHeader('Access-Control-Allow-Credentials', 'true')
  res.setHeader('Access-Control-Expose-Headers', 'X-Stand-In-Reason')
  return true
}

/** Answers a preflight: the methods and the asked-for headers, cached for ten minutes. */
export const answerPreflight = (req: IncomingMessage, res: ServerResponse, allowed: OriginPolicy): void => {
  if (applyCors(req, res, allowed)) {
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS)
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'Content-Type')
    res.setHeader('Access-Control-Max-Age', '600')
  }
  res.writeHead(204, { 'Content-Length': 0 })
  res.end()
}
