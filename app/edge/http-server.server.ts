import { createServer, type RequestListener, type Server } from 'node:http'
import type { Env } from '~/server/env.server'

/**
 * How often Node looks for connections past their header or request timeout. Its default, 30 s, would let a
 * stalled client stay up to 30 s past its timeout; the check walks the open connections only, so once a second is
 * cheap.
 */
const CONNECTIONS_CHECKING_INTERVAL_MS = 1000

/**
 * The production HTTP server around the edge's Express app (docs/decisions/0082-slow-clients.md): a client that is
 * slow to send its headers (slowloris) is dropped after HEADERS_TIMEOUT, one whose request (headers and body) has
 * not fully arrived after REQUEST_TIMEOUT too; both answer 408 if nothing was answered yet, then close. A body that
 * keeps arriving is bounded by REQUEST_TIMEOUT only, so a slow phone's upload is not cut off by the header timeout.
 * An idle kept-alive connection is closed after KEEP_ALIVE_TIMEOUT.
 */
export function createHttpServer(
  app: RequestListener,
  env: Pick<Env, 'HEADERS_TIMEOUT' | 'REQUEST_TIMEOUT' | 'KEEP_ALIVE_TIMEOUT'>,
): Server {
  return createServer(
    {
      headersTimeout: env.HEADERS_TIMEOUT * 1000,
      requestTimeout: env.REQUEST_TIMEOUT * 1000,
      keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT * 1000,
      connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
    },
    app,
  )
}
