import type { IncomingMessage } from 'node:http'
import { Transform } from 'node:stream'

/** The request body went past the route's limit. */
export class PayloadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body is larger than ${limit} bytes`)
    this.name = 'PayloadTooLargeError'
  }
}

/**
 * Reads the whole body into memory, refusing as soon as more than `limit` bytes have arrived (the rest is never
 * buffered). Resolves with the bytes, or with `null` when the limit was passed.
 */
export function readBodyUpTo(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let done = false
    const finish = (value: Buffer | null) => {
      if (done) return
      done = true
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      resolve(value)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) finish(null)
      else chunks.push(chunk)
    }
    const onEnd = () => finish(Buffer.concat(chunks, size))
    const onError = (error: Error) => {
      if (done) return
      done = true
      reject(error)
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
  })
}

/** A pass-through that fails with PayloadTooLargeError once more than `limit` bytes have gone through it. */
export function byteLimit(limit: number): Transform {
  let size = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length
      if (size > limit) callback(new PayloadTooLargeError(limit))
      else callback(null, chunk)
    },
  })
}

/**
 * After an early answer (413, 403, 415…) the client may still be sending: read and discard what keeps arriving, so
 * the connection closes with a clean FIN after the answer instead of a reset, but give up (destroy the socket) after
 * `maxBytes` more bytes or `maxMs`.
 */
export function discardRest(req: IncomingMessage, { maxBytes = 16 * 1024 * 1024, maxMs = 10_000 } = {}): void {
  if (req.complete || req.destroyed) return
  let discarded = 0
  const timer = setTimeout(() => req.socket.destroy(), maxMs)
  timer.unref()
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > maxBytes) req.socket.destroy()
  })
  req.on('end', () => clearTimeout(timer))
  req.on('close', () => clearTimeout(timer))
  req.resume()
}
