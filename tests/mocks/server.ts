import { setupServer } from 'msw/node'
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
