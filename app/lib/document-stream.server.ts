import { Transform, type TransformCallback } from 'node:stream'
import type { AfterPaintRewriter } from './scripts-after-paint.server'

/** Bytes that make a socket write of their own at once rather than wait for the rest of the turn. */
export const RELEASE_BYTES = 64 * 1024

/**
 * The one stream a page's HTML goes through between React and the socket (docs/decisions/0060, 0066 and 0068).
 *
 * React writes a page in pieces of about 2 KB; each one would be a socket write of its own. This joins what React
 * writes in one turn of the event loop into one chunk (a page whose data is loaded is written in one turn), and still
 * passes on at once what a later Suspense boundary streams. Each joined chunk goes through the after-paint rewrite
 * (app/lib/scripts-after-paint.server.ts) once, rather than each of React's pieces.
 *
 * React pipes straight into it and the edge pipes it straight into the response (app/lib/node-body.server.ts): no
 * web stream in between. Destroying it (the visitor left) is what aborts React's render: React listens for its
 * `close`.
 */
export class DocumentStream extends Transform {
  private parts: Buffer[] = []
  private size = 0
  private scheduled = false

  constructor(private readonly rewriter: AfterPaintRewriter) {
    super()
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    this.parts.push(bytes)
    this.size += bytes.byteLength
    if (this.size >= RELEASE_BYTES) this.release(false)
    else if (!this.scheduled) {
      this.scheduled = true
      setImmediate(() => this.release(false))
    }
    callback()
  }

  override _flush(callback: TransformCallback) {
    this.release(true)
    callback()
  }

  private release(last: boolean) {
    this.scheduled = false
    if (this.destroyed) return
    let out: Buffer | null = null
    if (this.size > 0) {
      out = this.rewriter.write(this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts, this.size))
      this.parts = []
      this.size = 0
    }
    if (last) {
      const rest = this.rewriter.end()
      if (rest.byteLength) out = out ? Buffer.concat([out, rest]) : rest
    }
    if (out && out.byteLength) this.push(out)
  }
}
