import { type RequestListener, type Server, createServer } from 'node:http'
import type { Duplex } from 'node:stream'

/** What a host answers a request Node could not parse (its 'clientError' event); Node's own answer by default. */
export type ClientErrorListener = (error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex) => void

/** A host listening on loopback, IPv4 and (when the machine has it) IPv6, on one port. */
export interface Listening {
  readonly port: number
  close(): Promise<void>
}

const listenOn = (listener: RequestListener, port: number, address: string, onClientError?: ClientErrorListener): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer(listener)
    if (onClientError) server.on('clientError', onClientError)
    server.once('error', reject)
    server.listen({ port, host: address, exclusive: true }, () => {
      server.off('error', reject)
      resolve(server)
    })
  })

const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.close(() => resolve())
    // Keep-alive connections would hold close() open; the stand-in ends them at once.
    server.closeAllConnections()
  })

/** Another try when a free IPv4 port happens to be taken on IPv6. */
const FREE_PORT_TRIES = 5

/**
 * Listens on 127.0.0.1 and ::1 with the same port, because the local hosts are addressed as
 * `localhost`, which resolves to either. Port 0 picks a port free on both; an IPv6 failure on a
 * fixed port, or a machine without IPv6, is ignored.
 */
export const listenLoopback = async (listener: RequestListener, port: number, onClientError?: ClientErrorListener): Promise<Listening> => {
  for (let attempt = 1; ; attempt += 1) {
    const v4 = await listenOn(listener, port, '127.0.0.1', onClientError)
    const address = v4.address()
    const actual = typeof address === 'object' && address ? address.port : port
    const v6 = await listenOn(listener, actual, '::1', onClientError).catch((error: NodeJS.ErrnoException) => error)
    if (v6 instanceof Error && v6.code === 'EADDRINUSE' && port === 0 && attempt < FREE_PORT_TRIES) {
      await closeServer(v4)
      continue
    }
    const servers = v6 instanceof Error ? [v4] : [v4, v6]
    return { port: actual, close: async () => void (await Promise.all(servers.map(closeServer))) }
  }
}
