import type { Readable, Writable } from 'node:stream'

/**
 * A page's HTML as a Node stream that the edge pipes straight into the socket (docs/decisions/0068-page-response-
 * path.md). React Router wants a `Response` from the document entry; the usual one wraps React's Node stream in a web
 * `ReadableStream`, which the edge then reads back into the Node response chunk by chunk: two conversions, ≈ 7 % of
 * a profile page's server time. Here the `Response` carries the status and headers and no body, and the stream is
 * kept beside it, found again by the edge's `sendResponse` (app/edge/app.server.ts). Production only: the dev
 * server's own adapter reads `response.body`, so `npm run dev` keeps the web stream.
 */
const bodies = new WeakMap<Response, Readable>()

export function responseWithNodeBody(body: Readable, init: ResponseInit): Response {
  const response = new Response(null, init)
  bodies.set(response, body)
  return response
}

/** The Node stream a response was made with by {@link responseWithNodeBody}, if any. */
export function nodeBodyOf(response: Response): Readable | undefined {
  return bodies.get(response)
}

/**
 * A page's Node stream into the response (docs/decisions/0068-page-response-path.md): `pipe` keeps to the socket's
 * pace; a visitor who leaves before the end destroys the stream, which aborts React's render; a stream that fails
 * midway cuts the connection, as a truncated page must not look complete. Settles when the response closes.
 */
export function pipeToResponse(body: Readable, res: Writable): Promise<void> {
  return new Promise<void>((resolve) => {
    res.once('close', () => {
      if (!res.writableFinished) body.destroy()
      resolve()
    })
    body.once('error', (error) => res.destroy(error))
    body.pipe(res)
  })
}
