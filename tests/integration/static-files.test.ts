import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { finished } from 'node:stream/promises'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseEncoding, staticFiles } from '~/edge/static-files'
import { removeDatabase, startServer, type RunningServer } from '../support/server'

// Static files from the production build (docs/decisions/0049): served from an in-memory index with the brotli and
// gzip copies the build wrote, behind the same security headers as every page.

let server: RunningServer
let script: string

beforeAll(async () => {
  server = await startServer()
  const html = await (await fetch(`${server.url}/`)).text()
  script = /<link[^>]* rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)![1]!
})

afterAll(async () => {
  await server?.stop()
  if (server) removeDatabase(server.databaseUrl)
})

const onDisk = (urlPath: string) => readFileSync(path.join('build/client', urlPath))

describe('static files', () => {
  it('sends the build-time brotli copy to a client that accepts it, as it is on disk', async () => {
    const response = await fetch(`${server.url}${script}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    // fetch decodes the body: it must be the original file, byte for byte.
    expect(Buffer.from(await response.arrayBuffer()).equals(onDisk(script))).toBe(true)
    expect(Number(response.headers.get('content-length'))).toBe(readFileSync(path.join('build/client', `${script}.br`)).byteLength)
  })

  it('sends gzip when brotli is not accepted, and the file itself when nothing is', async () => {
    const gzip = await fetch(`${server.url}${script}`, { headers: { 'Accept-Encoding': 'gzip, br;q=0' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(Buffer.from(await gzip.arrayBuffer()).equals(onDisk(script))).toBe(true)

    const plain = await fetch(`${server.url}${script}`, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(Number(plain.headers.get('content-length'))).toBe(onDisk(script).byteLength)
    await plain.arrayBuffer()
  })

  it('the compressed copies decode to the file', () => {
    const file = path.join('build/client', script)
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(readFileSync(file))).toBe(true)
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(readFileSync(file))).toBe(true)
  })

  it('answers a repeat request with the same ETag with 304 and no body', async () => {
    const first = await fetch(`${server.url}${script}`)
    await first.arrayBuffer()
    const etag = first.headers.get('etag')!
    const again = await fetch(`${server.url}${script}`, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('serves the public folder (favicon, images) with a short cache life, HEAD without a body', async () => {
    const favicon = await fetch(`${server.url}/favicon.svg`)
    expect(favicon.status).toBe(200)
    expect(favicon.headers.get('content-type')).toBe('image/svg+xml')
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600')
    await favicon.arrayBuffer()
    const head = await fetch(`${server.url}/favicon.svg`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('puts the security headers on static files too', async () => {
    const response = await fetch(`${server.url}${script}`)
    await response.arrayBuffer()
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('compresses pages and /api answers as they go, for a client that accepts it, and only then', async () => {
    for (const address of ['/discover', '/api/cities']) {
      const gzip = await fetch(`${server.url}${address}`, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(gzip.headers.get('content-encoding')).toBe('gzip')
      expect(gzip.headers.get('vary')).toMatch(/Accept-Encoding/i)
      expect((await gzip.text()).length).toBeGreaterThan(100)
      const plain = await fetch(`${server.url}${address}`, { headers: { 'Accept-Encoding': 'identity' } })
      expect(plain.headers.get('content-encoding')).toBe(null)
      expect((await plain.text()).length).toBeGreaterThan(100)
    }
  })

  it('leaves anything not in the build to React Router: the 404 page, and 405 for a post to an asset', async () => {
    const missing = await fetch(`${server.url}/assets/no-such-file.js`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/)
    await missing.arrayBuffer()
    const traversal = await fetch(`${server.url}/assets/..%2f..%2fpackage.json`)
    expect(traversal.status).toBe(404)
    await traversal.arrayBuffer()
    const post = await fetch(`${server.url}${script}`, { method: 'PUT', body: 'x' })
    expect(post.status).toBe(405)
    await post.arrayBuffer()
  })
})

describe('chooseEncoding', () => {
  const both = { br: { file: 'a.br', size: 1 }, gzip: { file: 'a.gz', size: 2 } }
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', null],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
    ['BR', 'br'],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected)
  })
  it('never picks a copy the build did not write', () => {
    expect(chooseEncoding('br', { gzip: both.gzip })).toBe(null)
    expect(chooseEncoding('br, gzip', { gzip: both.gzip })).toBe('gzip')
  })
})

describe('a visitor who leaves mid-file', () => {
  // The browser cancels a preload or navigates away: the response closes before the file's first byte was written.
  // That is not a server error (it used to reach the error handler and be logged as one, 20 times per e2e run).
  function fakeResponse() {
    const sink = new Writable({ write: (_chunk, _encoding, done) => setTimeout(done, 5) })
    return Object.assign(sink, {
      headersSent: false,
      type() {},
      setHeader() {},
      status() {
        return this
      },
    })
  }
  const request = (urlPath: string) => ({ method: 'GET', path: urlPath, get: () => 'br' })

  it('does not pass the premature close on as an error', async () => {
    const serve = staticFiles('build/client')
    const res = fakeResponse()
    const errors: unknown[] = []
    serve(request(script) as never, res as never, (error?: unknown) => errors.push(error))
    res.destroy()
    await finished(res).catch(() => {})
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(res.destroyed).toBe(true)
    expect(errors).toEqual([])
  })

  it('still reports a file that cannot be read before anything was sent', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-'))
    writeFileSync(path.join(dir, 'gone.txt'), 'soon gone')
    const serve = staticFiles(dir)
    rmSync(path.join(dir, 'gone.txt'))
    const res = fakeResponse()
    const errors: unknown[] = []
    await new Promise<void>((resolve) => {
      serve(request('/gone.txt') as never, res as never, (error?: unknown) => {
        errors.push(error)
        resolve()
      })
    })
    expect((errors[0] as NodeJS.ErrnoException).code).toBe('ENOENT')
    rmSync(dir, { recursive: true, force: true })
  })
})
