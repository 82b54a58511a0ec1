import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PassThrough, Readable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { DocumentStream, RELEASE_BYTES } from '~/lib/document-stream.server'
import { nodeBodyOf, pipeToResponse, responseWithNodeBody } from '~/lib/node-body.server'
import { DEFERRED_MODULE_TYPE, scriptsAfterPaint, type AfterPaintRewriter } from '~/lib/scripts-after-paint.server'

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

/** Passes bytes on as they are, and says what it was given. */
function recordingRewriter() {
  const writes: string[] = []
  const rewriter: AfterPaintRewriter = {
    write(bytes) {
      writes.push(bytes.toString('utf8'))
      return bytes
    },
    end: () => Buffer.from('<!--end-->'),
  }
  return { rewriter, writes }
}

function collect(stream: Readable): string[] {
  const chunks: string[] = []
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')))
  return chunks
}

describe('DocumentStream', () => {
  it('joins what is written in one turn into one chunk and rewrites it once', async () => {
    const { rewriter, writes } = recordingRewriter()
    const stream = new DocumentStream(rewriter)
    const chunks = collect(stream)
    stream.write('<html><head>')
    stream.write('<title>t</title>')
    stream.write('</head>')
    expect(chunks).toEqual([])
    await nextTurn()
    await nextTurn()
    expect(writes).toEqual(['<html><head><title>t</title></head>'])
    expect(chunks).toEqual(['<html><head><title>t</title></head>'])
  })

  it('passes on what a later turn writes (a Suspense boundary) without waiting for the end, and ends with what the rewrite held', async () => {
    const { rewriter } = recordingRewriter()
    const stream = new DocumentStream(rewriter)
    const chunks = collect(stream)
    const ended = new Promise((resolve) => stream.on('end', resolve))
    stream.write('<body>shell')
    await nextTurn()
    await nextTurn()
    stream.write('<template>later</template>')
    await nextTurn()
    await nextTurn()
    expect(chunks).toEqual(['<body>shell', '<template>later</template>'])
    stream.end('</body>')
    await ended
    expect(chunks).toEqual(['<body>shell', '<template>later</template>', '</body><!--end-->'])
  })

  it(`releases ${RELEASE_BYTES / 1024} KB at once, before the turn ends`, () => {
    const { rewriter } = recordingRewriter()
    const stream = new DocumentStream(rewriter)
    const chunks = collect(stream)
    stream.write(Buffer.alloc(RELEASE_BYTES - 1, 'a'))
    expect(chunks).toEqual([])
    stream.write('b')
    expect(chunks.join('').length).toBe(RELEASE_BYTES)
  })

  it('rewrites the module script however React cut it', async () => {
    const stream = new DocumentStream(scriptsAfterPaint('n0nce'))
    const chunks = collect(stream)
    const ended = new Promise((resolve) => stream.on('end', resolve))
    const html = '<html><head></head><body><script nonce="n0nce" type="module" async="">import("/a.js");</script></body></html>'
    stream.write(html.slice(0, 40))
    await nextTurn()
    await nextTurn()
    stream.end(html.slice(40))
    await ended
    expect(chunks.join('')).toContain(`<script nonce="n0nce" type="${DEFERRED_MODULE_TYPE}">import("/a.js");</script>`)
  })

  it('pushes nothing once destroyed (the visitor left), and closes', async () => {
    const { rewriter, writes } = recordingRewriter()
    const stream = new DocumentStream(rewriter)
    const chunks = collect(stream)
    const closed = new Promise((resolve) => stream.on('close', resolve))
    stream.write('<html>')
    stream.destroy()
    await closed
    await nextTurn()
    expect(writes).toEqual([])
    expect(chunks).toEqual([])
  })
})

describe('a response with a Node body', () => {
  let server: Server | undefined
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  it('keeps the stream beside the response, which has the status and headers and no web body', () => {
    const body = new PassThrough()
    const response = responseWithNodeBody(body, { status: 201, headers: { 'Content-Type': 'text/html' } })
    expect(nodeBodyOf(response)).toBe(body)
    expect(response.status).toBe(201)
    expect(response.headers.get('content-type')).toBe('text/html')
    expect(response.body).toBeNull()
    expect(nodeBodyOf(new Response('x'))).toBeUndefined()
  })

  /** A server that pipes `body` into its one response; resolves with the port and what pipeToResponse settled. */
  async function serve(body: Readable) {
    let settled!: Promise<void>
    server = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html')
      settled = pipeToResponse(body, res)
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return { port: (server.address() as AddressInfo).port, settled: () => settled }
  }

  it('sends the whole stream and settles when the response is done', async () => {
    const { port, settled } = await serve(Readable.from([Buffer.from('<p>one</p>'), Buffer.from('<p>two</p>')]))
    const response = await fetch(`http://127.0.0.1:${port}/`)
    expect(await response.text()).toBe('<p>one</p><p>two</p>')
    await settled()
  })

  it('destroys the stream when the visitor leaves before the end (React then stops rendering)', async () => {
    const body = new PassThrough()
    const { port, settled } = await serve(body)
    const closed = new Promise((resolve) => body.on('close', resolve))
    await new Promise<void>((resolve) => {
      const req = httpRequest({ port, host: '127.0.0.1', path: '/' }, (res) => {
        res.once('data', () => {
          req.destroy()
          resolve()
        })
      })
      req.end()
      body.write('<p>first</p>')
    })
    await closed
    await settled()
    expect(body.destroyed).toBe(true)
  })

  it('cuts the connection when the stream fails midway: a truncated page never looks complete', async () => {
    const body = new PassThrough()
    const { port } = await serve(body)
    const outcome = await new Promise<string>((resolve) => {
      const req = httpRequest({ port, host: '127.0.0.1', path: '/' }, (res) => {
        res.once('data', () => body.destroy(new Error('render failed')))
        res.on('end', () => resolve('complete'))
        res.on('error', () => resolve('cut'))
        res.on('aborted', () => resolve('cut'))
      })
      req.on('error', () => resolve('cut'))
      req.end()
      body.write('<p>first</p>')
    })
    expect(outcome).toBe('cut')
  })
})
