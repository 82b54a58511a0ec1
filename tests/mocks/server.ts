import { setupServer } from 'msw/node'
import { afterAll, beforeAll } from 'vitest'
import { handlers } from './handlers'

export const server = setupServer(...handlers)

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/** Local services (the sqld test server, the app itself) pass through; anything else unmocked fails the test. */
export function listen() {
  server.listen({
    // msw 3 calls this for every unhandled network frame; an HTTP frame's data holds its request.
    onUnhandledFrame({ frame, defaults }) {
      const { request } = frame.protocol === 'http' ? (frame.data as { request: Request }) : { request: undefined }
      if (request && LOCAL_HOSTS.has(new URL(request.url).hostname)) return
      defaults.error()
    },
  })
}

/**
 * For a test file that talks only to servers of its own, over raw sockets or streamed bodies: MSW 3 intercepts every
 * `net.Socket` connect of the process and holds an HTTP request until its headers are complete, which a trickling
 * client never finishes and a passthrough of a streamed upload can trip over ("Failed to passthrough a socket
 * connection: already handled"). Such a file turns the mocks off for its duration.
 */
export function withoutMocks() {
  beforeAll(() => server.close())
  afterAll(() => listen())
}
