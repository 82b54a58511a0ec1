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

/** What may be read and thrown away before answering early, so the client is not cut off mid-upload. */
const DRAIN_LIMIT = { maxBytes: 16 * 1024 * 1024, maxMs: 10_000 }

/**
 * Reads and discards the rest of a request body. Resolves true once the body has ended (the connection can then be
 * answered cleanly and even kept alive), false when it goes past `maxBytes` or `maxMs` (or declares that much up
 * front): the caller answers with `Connection: close` and the client may see its upload cut off.
 */
export function drainRest(req: IncomingMessage, { maxBytes, maxMs } = DRAIN_LIMIT): Promise<boolean> {
  if (req.complete || req.destroyed) return Promise.resolve(req.complete)
  const declared = Number(req.headers['content-length'] ?? Number.NaN)
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve(false)
  return new Promise((resolve) => {
    let discarded = 0
    const finish = (ended: boolean) => {
      clearTimeout(timer)
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      resolve(ended)
    }
    const onData = (chunk: Buffer) => {
      discarded += chunk.length
      if (discarded > maxBytes) finish(false)
    }
    const onEnd = () => finish(true)
    const onError = () => finish(false)
    const timer = setTimeout(() => finish(false), maxMs)
    timer.unref()
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    // A body streamed to a route that stopped reading it is piped into a stream nobody empties: that pipe would pause
    // the request again at every chunk.
    req.unpipe()
    req.resume()
  })
}
