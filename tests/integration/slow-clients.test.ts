import { connect as connectSocket, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withoutMocks } from '../mocks/server'
import { isAlive, removeDatabase, signUpMember, startServer, type RunningServer } from '../support/server'

// Issue 38, item 5 (docs/decisions/0082-slow-clients.md): the production server drops a client that is slow to send
// its headers (slowloris) or stalls in its body, but not an upload that keeps arriving. The server runs with small
// timeouts so each case takes seconds; Node checks its connections once a second.

const HEADERS_TIMEOUT = 1
const REQUEST_TIMEOUT = 5
const KEEP_ALIVE_TIMEOUT = 3
/** How long after its timeout a connection may still be open: Node's check runs once a second, plus scheduling. */
const SLACK_MS = 2500

let server: RunningServer

// These tests talk to the server over plain TCP (see withoutMocks).
withoutMocks()

beforeAll(async () => {
  server = await startServer({
    env: {
      MUTATION_RATE_LIMIT: '100000',
      HEADERS_TIMEOUT: String(HEADERS_TIMEOUT),
      REQUEST_TIMEOUT: String(REQUEST_TIMEOUT),
      KEEP_ALIVE_TIMEOUT: String(KEEP_ALIVE_TIMEOUT),
    },
  })
})

afterAll(async () => {
  await server?.stop()
  if (server) removeDatabase(server.databaseUrl)
})

const port = () => Number(new URL(server.url).port)

function connect(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connectSocket(port(), '127.0.0.1', () => resolve(socket))
    socket.once('error', reject)
  })
}

/** What the server sent before it closed the socket, and after how long; fails after `deadlineMs`. */
function closedByServer(socket: Socket, deadlineMs: number): Promise<{ text: string; afterMs: number }> {
  const started = Date.now()
  let text = ''
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1')
  })
  // A reset rather than a clean close is still the server dropping the client.
  socket.on('error', () => {})
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`the server kept the connection open for ${deadlineMs} ms; it sent: ${JSON.stringify(text.slice(0, 200))}`))
    }, deadlineMs)
    socket.once('close', () => {
      clearTimeout(timer)
      resolve({ text, afterMs: Date.now() - started })
    })
  })
}

describe('a client slow to send its headers (slowloris)', () => {
  it('20 sockets that trickle header lines are answered 408 and closed within the header timeout, and others are served meanwhile', async () => {
    const sockets = await Promise.all(Array.from({ length: 20 }, connect))
    const closings = sockets.map((socket) => closedByServer(socket, HEADERS_TIMEOUT * 1000 + SLACK_MS))
    for (const socket of sockets) socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n`)
    // A real slowloris keeps each connection busy with a header line now and then, never the blank line.
    let line = 0
    const trickle = setInterval(() => {
      for (const socket of sockets) if (!socket.destroyed) socket.write(`X-Slow-${line}: ${line}\r\n`)
      line++
    }, 200)
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
      const closed = await Promise.all(closings)
      for (const { text, afterMs } of closed) {
        expect(text).toMatch(/^HTTP\/1\.1 408/)
        expect(afterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT * 1000 - 100)
      }
    } finally {
      clearInterval(trickle)
    }
    expect(isAlive(server.pid)).toBe(true)
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
  })

  it('a connection that sends nothing at all is closed within the header timeout', async () => {
    const socket = await connect()
    const { afterMs } = await closedByServer(socket, HEADERS_TIMEOUT * 1000 + SLACK_MS)
    expect(afterMs).toBeLessThanOrEqual(HEADERS_TIMEOUT * 1000 + SLACK_MS)
  })
})

describe('a client that stalls in its body', () => {
  it('is answered 408 and closed within the request timeout', async () => {
    const socket = await connect()
    const closing = closedByServer(socket, REQUEST_TIMEOUT * 1000 + SLACK_MS)
    const body = JSON.stringify({ email: 'someone@example.com', password: 'password-123' })
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nOrigin: ${server.url}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    )
    const { text, afterMs } = await closing
    expect(text).toMatch(/^HTTP\/1\.1 408/)
    expect(afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT * 1000 - 1500)
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    // The request cut off under the edge's body reader is not logged as a server failure.
    expect(server.output()).not.toMatch(/error/i)
  })
})

describe('a slow client that keeps sending', () => {
  it('an upload whose body arrives over three times the header timeout is read to the end and answered', async () => {
    const member = await signUpMember(server)
    const created = await fetch(`${server.url}/api/startups`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: member.cookie, Origin: server.url },
      body: JSON.stringify({ name: 'Slow Uploads Co', description: 'On a slow line', sector: 'ai', location: 'Seoul', stage: 'seed' }),
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const boundary = 'slow-upload-boundary'
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${'n'.repeat(3000)}\r\n--${boundary}--\r\n`),
    ])
    const socket = await connect()
    const closing = closedByServer(socket, REQUEST_TIMEOUT * 1000 + SLACK_MS)
    socket.write(
      `POST /api/upload/startup-logo/${id} HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nOrigin: ${server.url}\r\nCookie: ${member.cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    )
    // Thirty slices, one every 100 ms: the body takes about 3 s, three times HEADERS_TIMEOUT, within REQUEST_TIMEOUT.
    const slices = 30
    const size = Math.ceil(body.length / slices)
    const started = Date.now()
    await new Promise<void>((resolve) => {
      let sent = 0
      const drip = setInterval(() => {
        socket.write(body.subarray(sent * size, (sent + 1) * size))
        sent++
        if (sent === slices) {
          clearInterval(drip)
          resolve()
        }
      }, 100)
    })
    expect(Date.now() - started).toBeGreaterThan(HEADERS_TIMEOUT * 1000 * 2)
    const { text } = await closing
    expect(text).toMatch(/^HTTP\/1\.1 201/)
    expect(text).toMatch(/"logoUrl":"\/uploads\/logo-[0-9a-f]+\.png"/)
  })
})

describe('kept-alive connections', () => {
  it('an idle connection longer than the header timeout still serves its next request; idle past KEEP_ALIVE_TIMEOUT it is closed', async () => {
    const socket = await connect()
    const answers: string[] = []
    let pending = ''
    const answered = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (answers.length >= count) {
            socket.off('data', onData)
            resolve()
          }
        }
        const onData = (chunk: Buffer) => {
          pending += chunk.toString('latin1')
          for (const match of pending.matchAll(/HTTP\/1\.1 (\d{3})/g)) answers.push(match[1]!)
          pending = ''
          check()
        }
        socket.on('data', onData)
        check()
      })
    const request = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n'
    socket.write(request)
    await answered(1)
    // Idle for twice the header timeout: the idle time between requests is the keep-alive's, not the next request's.
    await new Promise((resolve) => setTimeout(resolve, HEADERS_TIMEOUT * 2000))
    const idleSince = Date.now()
    socket.write(request)
    await answered(2)
    expect(answers).toEqual(['200', '200'])
    const { afterMs } = await closedByServer(socket, KEEP_ALIVE_TIMEOUT * 1000 + SLACK_MS)
    expect(Date.now() - idleSince).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT * 1000 - 500)
    expect(afterMs).toBeLessThanOrEqual(KEEP_ALIVE_TIMEOUT * 1000 + SLACK_MS)
  })
})
