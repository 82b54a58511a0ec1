import { Transform } from 'node:stream'

// React Router writes the response's nonce on its module preloads too; `script-src 'self'` already allows our chunks,
// so the nonce is dropped here (≈ 35 bytes × 15–35 links on every page, decision 0065).
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"(?: nonce="[^"]*")?/g
const HEAD_END = '</head>'

/**
 * The document's `<head>` as it streams out: every `<link rel="modulepreload">` (React Router's entry, route and
 * shared chunks, the page's catalogues) gets `fetchpriority="low"` and loses the nonce it does not need.
 *
 * Chrome fetches module preloads at High priority, beside the stylesheet, although a module script never blocks the
 * first paint: the server-rendered HTML and the stylesheet are the page, the scripts only hydrate it. On a slow link
 * the ~35 chunks then share the bandwidth with the stylesheet and the LCP image, and Lighthouse's simulation
 * (which counts every High-priority script that finished before the first paint as render-blocking) puts the
 * first paint after all of them. At Low they still start at once, in parallel (hydration is not delayed by a round
 * trip), but yield to the stylesheet and images. Neither React Router's `<Scripts>` nor React's `preloadModule`
 * takes a priority, hence this rewrite of the head (docs/decisions/0058-lighthouse.md). The body streams through
 * untouched.
 */
export function lowPriorityModulePreloads(): Transform {
  // Bytes, not strings, until the head is complete: a chunk may end inside a multi-byte character (a Japanese title).
  let head: Buffer[] = []
  let done = false
  return new Transform({
    transform(chunk: Uint8Array | string, _encoding, callback) {
      if (done) return callback(null, chunk)
      head.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))
      const bytes = Buffer.concat(head)
      const end = bytes.indexOf(HEAD_END)
      if (end === -1) {
        head = [bytes]
        return callback()
      }
      done = true
      head = []
      const rewritten = bytes.subarray(0, end).toString('utf8').replace(MODULE_PRELOAD, '<link rel="modulepreload" href="$1" fetchpriority="low"')
      callback(null, Buffer.concat([Buffer.from(rewritten), bytes.subarray(end)]))
    },
    flush(callback) {
      callback(null, head.length ? Buffer.concat(head) : null)
    },
  })
}
