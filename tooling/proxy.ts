import { request as httpRequest, createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small round-robin HTTP proxy for the local cluster (`npm run cluster`, tests/integration/cluster.test.ts):
 * request n goes to upstream n mod N. Bodies stream both ways (uploads are not buffered); Host is kept and
 * X-Forwarded-For/-Proto/-Host are set, so the app (TRUST_PROXY=loopback) sees the client's address and the
 * origin it was addressed to. Each response says which instance answered (`X-Served-By: <index>`), so a test can
 * prove requests alternate. An upstream that is down answers 502. Not for production: use nginx or a cloud balancer.
 */
export interface RunningProxy {
  url: string
  port: number
  stop(): Promise<void>
}

export interface ProxyOptions {
  port?: number
  host?: string
  /**
   * false: a proxy that does not pass the public host (nginx's default `Host $proxy_host`): the upstream gets its own
   * address as Host and no X-Forwarded-Host, so only APP_ORIGIN can tell it the public origin.
   */
  forwardHost?: boolean
}

export function startProxy(upstreams: string[], { port = 0, host = '127.0.0.1', forwardHost = true }: ProxyOptions = {}): Promise<RunningProxy> {
  if (upstreams.length === 0) throw new Error('the proxy needs at least one upstream')
  const targets = upstreams.map((upstream) => new URL(upstream))
  let next = 0

  const server: Server = createServer((incoming: IncomingMessage, outgoing) => {
    const index = next++ % targets.length
    const target = targets[index]!
    const clientAddress = incoming.socket.remoteAddress ?? ''
    const forwardedFor = incoming.headers['x-forwarded-for']
    const headers: Record<string, string | string[] | undefined> = {
      ...incoming.headers,
      'x-forwarded-for': forwardedFor ? `${String(forwardedFor)}, ${clientAddress}` : clientAddress,
      'x-forwarded-proto': incoming.headers['x-forwarded-proto'] ?? 'http',
      'x-forwarded-host': incoming.headers['x-forwarded-host'] ?? incoming.headers.host ?? '',
    }
    if (!forwardHost) {
      delete headers['x-forwarded-host']
      headers.host = target.host
    }
    const upstream = httpRequest(
      { hostname: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) })
        answer.pipe(outgoing)
      },
    )
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain', 'x-served-by': String(index) })
      outgoing.end('Bad gateway')
    })
    incoming.pipe(upstream)
  })
  server.keepAliveTimeout = 5000

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo
      resolve({
        url: `http://${host}:${address.port}`,
        port: address.port,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
