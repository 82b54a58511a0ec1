/**
 * What counting a view costs (docs/decisions/0111-owner-analytics.md): the profile page's full render (200), its
 * repeat view (the edge's 304, which runs no loader, so cannot count), and the counter image the page carries — as a
 * new visitor each time (the insert) and as the same visitor again (the insert that the primary key turns away) — in
 * alternating rounds on one server over the demo data, 10 requests at a time over kept-alive connections.
 *
 *   npm run build && npx tsx bench/view-counter.ts
 */
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CONCURRENCY, log, startServer } from './harness'

const ROUNDS = 4
const REQUESTS = 300
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

function get(url: string, headers: Record<string, string>): Promise<{ status: number; etag: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** Requests per second for REQUESTS requests, CONCURRENCY at a time; each request's headers from `headersOf(i)`. */
async function burst(url: string, headersOf: (index: number) => Record<string, string>, expected: number): Promise<number> {
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const index = next++
        const { status } = await get(url, headersOf(index))
        if (status !== expected) throw new Error(`${url} → ${status}, expected ${expected}`)
      }
    }),
  )
  return REQUESTS / ((performance.now() - started) / 1000)
}

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

async function main() {
  const file = path.join(tmpdir(), `view-counter-bench-${randomUUID()}.db`)
  const server = await startServer(`file:${file}`, { SEED_DEMO_DATA: 'true' })
  try {
    const page = `${server.baseUrl}/startup/1`
    const image = `${server.baseUrl}/startup/1/view.gif`
    const modes: Record<string, number[]> = { render: [], revalidate: [], 'count (new visitor)': [], 'count (same visitor)': [] }
    let visitor = 0
    for (let round = 0; round < ROUNDS; round++) {
      const { etag } = await get(page, { 'User-Agent': BROWSER })
      modes.render!.push(await burst(page, () => ({ 'User-Agent': BROWSER }), 200))
      modes.revalidate!.push(await burst(page, () => ({ 'User-Agent': BROWSER, 'If-None-Match': etag! }), 304))
      modes['count (new visitor)']!.push(await burst(image, () => ({ 'User-Agent': `${BROWSER} bench/${visitor++}` }), 200))
      modes['count (same visitor)']!.push(await burst(image, () => ({ 'User-Agent': BROWSER }), 200))
      log(`round ${round + 1} of ${ROUNDS}`)
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    const render = median(modes.render!)
    console.log('| request | median req/s | cost relative to a full render (render req/s ÷ req/s) |')
    console.log('|---|---|---|')
    for (const [mode, values] of Object.entries(modes)) {
      console.log(`| ${mode} | ${median(values).toFixed(1)} | ${(render / median(values)).toFixed(3)} |`)
    }
  } finally {
    await server.stop()
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  }
}

await main()
