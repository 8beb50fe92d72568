import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

/**
 * The client's address, which the per-address limits count by (docs/decisions/1831): the socket's
 * peer, or behind `trustProxy` proxies (a load balancer, a CDN) the address the first of them saw,
 * read from the right of X-Forwarded-For, so a client cannot name itself another address.
 */
export const clientAddressOf = (req: IncomingMessage, trustProxy = 0): string => {
  const peer = (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '')
  if (trustProxy <= 0) return peer
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  const seen = forwarded[forwarded.length - trustProxy]
  return seen && isIP(seen.replace(/^::ffff:/, '')) ? seen.replace(/^::ffff:/, '') : peer
}
