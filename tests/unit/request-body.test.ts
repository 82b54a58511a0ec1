import type { IncomingMessage } from 'node:http'
import { PassThrough, pipeline } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { byteLimit, drainRest, PayloadTooLargeError } from '~/server/request-body'

// drainRest is what lets the edge answer a request whose body a route never read (app/edge/app.server.ts): it must
// read the rest to its end, whatever that body is still piped into.

/** A request body the test feeds by hand: an IncomingMessage's `complete` and `headers` over a PassThrough. */
function fakeRequest(headers: Record<string, string> = {}) {
  const body = new PassThrough()
  const req = Object.assign(body, { complete: false, headers }) as unknown as IncomingMessage & PassThrough
  body.on('end', () => Object.assign(req, { complete: true }))
  return req
}

const chunk = (size: number) => Buffer.alloc(size, 0x61)

describe('drainRest', () => {
  it('resolves true once the rest has arrived, reading it all', async () => {
    const req = fakeRequest()
    const draining = drainRest(req, { maxBytes: 1024 * 1024, maxMs: 5_000 })
    req.write(chunk(10_000))
    req.end(chunk(10_000))
    expect(await draining).toBe(true)
    expect(req.readableEnded).toBe(true)
  })

  it('resolves true at once for a body already complete', async () => {
    const req = fakeRequest()
    Object.assign(req, { complete: true })
    expect(await drainRest(req)).toBe(true)
  })

  it('resolves false past its byte limit, or at once when the declared length is past it', async () => {
    const req = fakeRequest()
    const draining = drainRest(req, { maxBytes: 1_000, maxMs: 5_000 })
    req.write(chunk(2_000))
    expect(await draining).toBe(false)
    expect(await drainRest(fakeRequest({ 'content-length': '5000' }), { maxBytes: 1_000, maxMs: 5_000 })).toBe(false)
  })

  it('resolves false when the rest does not come in time', async () => {
    const req = fakeRequest()
    req.write(chunk(10))
    expect(await drainRest(req, { maxBytes: 1_000, maxMs: 20 })).toBe(false)
  })

  it('drains a body still piped into a stream nobody reads (an upload the route refused without reading)', async () => {
    const req = fakeRequest()
    const counted = byteLimit(64 * 1024 * 1024)
    pipeline(req, counted, () => {})
    // Fill what the pipe and the byte counter buffer, so the pipe has paused the request.
    for (let i = 0; i < 8; i++) req.write(chunk(64 * 1024))
    const draining = drainRest(req, { maxBytes: 16 * 1024 * 1024, maxMs: 5_000 })
    for (let i = 0; i < 16; i++) req.write(chunk(64 * 1024))
    req.end()
    expect(await draining).toBe(true)
  })
})

describe('byteLimit', () => {
  it('passes bytes up to its limit and fails past it', async () => {
    const limited = byteLimit(100)
    const errors: unknown[] = []
    limited.on('error', (error) => errors.push(error))
    limited.resume()
    limited.write(chunk(100))
    limited.write(chunk(1))
    await new Promise((resolve) => limited.once('close', resolve))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toBeInstanceOf(PayloadTooLargeError)
  })
})
