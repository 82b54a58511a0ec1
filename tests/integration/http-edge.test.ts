import { connect as connectSocket, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withoutMocks } from '../mocks/server'
import {
  cookiesFrom,
  isAlive,
  removeDatabase,
  residentMemoryMiB,
  signUpMember,
  startServer,
  type RunningServer,
} from '../support/server'

// The production server over real HTTP: what the edge (app/edge/app.server.ts) does before React Router runs.

let server: RunningServer
let member: Awaited<ReturnType<typeof signUpMember>>
const EVIL = 'https://evil.example'

// Raw sockets and streamed uploads to the server this file starts; nothing here calls a third party.
withoutMocks()

beforeAll(async () => {
  server = await startServer({ env: { AUTH_RATE_LIMIT: '1000', MUTATION_RATE_LIMIT: '100000' } })
  member = await signUpMember(server)
})

afterAll(async () => {
  await server?.stop()
  if (server) removeDatabase(server.databaseUrl)
})

const url = (path: string) => `${server.url}${path}`

function post(path: string, body: string, headers: Record<string, string>) {
  return fetch(url(path), { method: 'POST', body, headers, redirect: 'manual' })
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

async function myStartups(cookie = member.cookie): Promise<unknown[]> {
  const response = await fetch(url('/api/my-startups'), { headers: { Cookie: cookie } })
  expect(response.status).toBe(200)
  return (await response.json()) as unknown[]
}

const startupFields = {
  name: 'Forged Startup',
  description: 'Should never be created by another site.',
  sector: 'fintech',
  location: 'Singapore',
  stage: 'seed',
}

describe('headers on every response', () => {
  it.each(['/', '/discover', '/api/health', '/api/startups', '/favicon.svg', '/no-such-page'])('%s', async (path) => {
    const response = await fetch(url(path))
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(csp).toContain(directive)
    }
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('x-powered-by')).toBeNull()
    // Over plain http there is no HSTS (it is tested behind an https proxy below).
    expect(response.headers.get('strict-transport-security')).toBeNull()
    // Nothing about a member: no opener policy, so a first visit keeps its browser process (decision 0073).
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull()
  })

  it('gives each response its own nonce and puts it on every inline script; no script goes without it', async () => {
    const pages = await Promise.all(['/', '/', '/discover'].map((path) => fetch(url(path))))
    const nonces = pages.map((page) => /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy')!)![1]!)
    expect(new Set(nonces).size).toBe(3)
    for (const [index, page] of pages.entries()) {
      const html = await page.text()
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      expect(scripts.length).toBeGreaterThan(0)
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonces[index]}"`)
    }
  })

  it('marks signed-in pages and /api answers about the member private, no-store', async () => {
    for (const path of ['/', '/dashboard', '/discover', '/api/auth/user', '/api/my-startups']) {
      const response = await fetch(url(path), { headers: { Cookie: member.cookie } })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin')
    }
  })

  it("gives the edge's own refusals no-store, and the member's opener policy when a member is refused", async () => {
    const refusals = (cookie?: string) => [
      fetch(url('/discover'), { method: 'PUT', headers: cookie ? { Cookie: cookie } : {} }),
      post('/create-startup', form({ ...startupFields, intent: 'create' }), {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: EVIL,
        ...(cookie ? { Cookie: cookie } : {}),
      }),
      post('/api/startups', 'x', { 'Content-Type': 'text/plain', ...(cookie ? { Cookie: cookie } : {}) }),
    ]
    for (const [signedIn, cookie] of [[true, member.cookie], [false, undefined]] as const) {
      const responses = await Promise.all(refusals(cookie))
      expect(responses.map((response) => response.status)).toEqual([405, 403, 415])
      for (const response of responses) {
        expect(response.headers.get('cache-control')).toBe('no-store')
        expect(response.headers.get('cross-origin-opener-policy')).toBe(signedIn ? 'same-origin' : null)
      }
    }
  })
})

describe('same-origin mutations', () => {
  it('refuses a cross-origin form post to a page action with 403 and writes nothing', async () => {
    const response = await post('/create-startup', form({ ...startupFields, intent: 'create' }), {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: member.cookie,
      Origin: EVIL,
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    expect(await response.text()).toContain('Cross-site request refused')
    expect(await myStartups()).toEqual([])
  })

  it('refuses a cross-origin JSON post to an /api route with 403 JSON and writes nothing', async () => {
    const response = await post('/api/startups', JSON.stringify(startupFields), {
      'Content-Type': 'application/json',
      Cookie: member.cookie,
      Origin: EVIL,
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ message: expect.stringMatching(/Cross-site request refused/) })
    expect(await myStartups()).toEqual([])
  })

  it('refuses login CSRF and cross-site sign-out', async () => {
    const login = await post('/api/auth/login', JSON.stringify({ email: member.email, password: member.password }), {
      'Content-Type': 'application/json',
      Origin: EVIL,
    })
    expect(login.status).toBe(403)
    expect(login.headers.getSetCookie()).toEqual([])
    const logout = await post('/logout', '', { Cookie: member.cookie, Origin: EVIL })
    expect(logout.status).toBe(403)
    expect((await fetch(url('/api/auth/user'), { headers: { Cookie: member.cookie } })).status).toBe(200)
  })

  it('falls back to Sec-Fetch-Site, then Referer, when there is no Origin', async () => {
    const body = JSON.stringify(startupFields)
    const json = { 'Content-Type': 'application/json', Cookie: member.cookie }
    expect((await post('/api/startups', body, { ...json, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    expect((await post('/api/startups', body, { ...json, Referer: `${EVIL}/page` })).status).toBe(403)
    expect(await myStartups()).toEqual([])
  })

  it('lets same-origin and header-less requests through', async () => {
    const body = JSON.stringify(startupFields)
    const json = { 'Content-Type': 'application/json', Cookie: member.cookie }
    expect((await post('/api/startups', body, { ...json, Origin: server.url })).status).toBe(201)
    expect((await post('/api/startups', body, { ...json, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(201)
    expect((await post('/api/startups', body, { ...json, Referer: `${server.url}/create-startup` })).status).toBe(201)
    expect((await post('/api/startups', body, json)).status).toBe(201)
    const page = await post('/create-startup', form({ ...startupFields, intent: 'create' }), {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: member.cookie,
      Origin: server.url,
    })
    expect(page.status).toBe(302)
    expect(await myStartups()).toHaveLength(5)
  })
})

describe('content types, methods and bodies', () => {
  it.each([
    ['text/plain', JSON.stringify({ email: 'a@example.com', password: 'password-123' })],
    ['application/x-www-form-urlencoded', 'email=a%40example.com&password=password-123'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x--\r\n'],
  ])('answers %s to an /api mutation with 415', async (type, body) => {
    const response = await post('/api/auth/login', body, { 'Content-Type': type })
    expect(response.status).toBe(415)
    expect(((await response.json()) as { message: string }).message).toMatch(/application\/json/)
  })

  it('answers a JSON body to a page action with 415, not 500', async () => {
    const response = await post('/auth', JSON.stringify({ email: 'a@example.com' }), { 'Content-Type': 'application/json' })
    expect(response.status).toBe(415)
  })

  it.each([
    ['DELETE', '/create-startup'],
    ['PUT', '/language'],
    ['PATCH', '/auth'],
    ['OPTIONS', '/discover'],
  ])('answers %s %s with 405 and Allow, and does nothing', async (method, path) => {
    const response = await fetch(url(path), {
      method,
      body: form({ ...startupFields, intent: 'create', lang: 'ja' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: member.cookie },
    })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST')
  })

  it('refuses an oversized body with 413 from its Content-Length, and a chunked one as it arrives', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) })
    const declared = await post('/api/auth/login', big, { 'Content-Type': 'application/json' })
    expect(declared.status).toBe(413)
    const chunked = await fetch(url('/auth'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode(`f${i}=${'y'.repeat(64 * 1024)}&`))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(413)
  })

  it('answers x[99999999] and other exploding field names with 400 before parsing, memory flat', async () => {
    const before = residentMemoryMiB(server.pid)
    for (const [path, body] of [
      ['/auth', 'x[99999999]=1&email=a%40example.com&password=x'],
      ['/signup-startup', 'techStack[99999999]=x&email=a%40example.com'],
      ['/create-startup', 'intent=create&techStack[1000]=x'],
      ['/auth', Array.from({ length: 1500 }, (_, i) => `f${i}=1`).join('&')],
      ['/auth', 'a.b.c.d.e.f.g.h=1'],
    ] as const) {
      const response = await post(path, body, {
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: member.cookie,
      })
      expect(response.status, body.slice(0, 40)).toBe(400)
    }
    const multipart = await post(
      '/auth',
      '--b\r\nContent-Disposition: form-data; name="x[99999999]"\r\n\r\n1\r\n--b--\r\n',
      { 'Content-Type': 'multipart/form-data; boundary=b' },
    )
    expect(multipart.status).toBe(400)
    expect(residentMemoryMiB(server.pid) - before).toBeLessThan(40)
    expect(isAlive(server.pid)).toBe(true)
  })

  it('answers a malformed Conform intent with the form and a 400, not a 500', async () => {
    for (const intent of ['{not json', '{"type":"update","payload":{"name":"__proto__.polluted","value":1}}', '[]']) {
      const response = await post('/auth', form({ __intent__: intent, email: 'someone@example.com', password: '' }), {
        'Content-Type': 'application/x-www-form-urlencoded',
      })
      expect(response.status, intent).toBe(400)
      expect(await response.text()).toContain('someone@example.com')
    }
  })
})

describe('redirects stay on the site', () => {
  const payloads = [
    '/.//evil.example',
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    'https://evil.example',
    '/\t/evil.example',
    '/a/..//evil.example',
    '\\\\evil.example',
    '/%5C%5Cevil.example',
  ]

  function expectOnSite(response: Response) {
    expect([302, 303]).toContain(response.status)
    const location = response.headers.get('location')!
    expect(new URL(location, server.url).origin).toBe(server.url)
    expect(location.startsWith('//')).toBe(false)
  }

  it.each(payloads)('POST /language with redirectTo=%s', async (redirectTo) => {
    expectOnSite(
      await post('/language', form({ lang: 'ja', redirectTo }), { 'Content-Type': 'application/x-www-form-urlencoded' }),
    )
  })

  it.each(payloads)('sign-in with redirectTo=%s', async (redirectTo) => {
    expectOnSite(
      await post('/auth', form({ email: member.email, password: member.password, redirectTo }), {
        'Content-Type': 'application/x-www-form-urlencoded',
      }),
    )
  })

  it.each(payloads.slice(0, 4))('sign-up with redirectTo=%s', async (redirectTo) => {
    const fields = {
      email: `redirect-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'password-123',
      confirmPassword: 'password-123',
      firstName: 'Red',
      lastName: 'Irect',
      redirectTo,
    }
    expectOnSite(await post('/signup-public', form(fields), { 'Content-Type': 'application/x-www-form-urlencoded' }))
  })

  it('GET /api/login keeps only a same-origin redirectTo', async () => {
    const response = await fetch(url(`/api/login?redirectTo=${encodeURIComponent('/.//evil.example')}`), {
      redirect: 'manual',
    })
    expect(response.headers.get('location')).toBe('/auth')
  })
})

describe('connections after an early answer', () => {
  // Raw sockets: MSW (tests/support/setup.ts) wraps Node's http client, which would hide what the server does with
  // the connection.
  function rawRequest(socket: Socket, path: string, body: string, contentLength = Buffer.byteLength(body)) {
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${contentLength}\r\nConnection: keep-alive\r\n\r\n${body}`,
    )
  }

  /** Collects what the server sends until `done` says a whole answer (or answers) arrived, or the socket ends. */
  function readUntil(socket: Socket, done: (text: string) => boolean): Promise<{ text: string; ended: boolean }> {
    return new Promise((resolve, reject) => {
      let text = ''
      const finish = (ended: boolean) => {
        socket.off('data', onData)
        resolve({ text, ended })
      }
      const onData = (chunk: Buffer) => {
        text += chunk.toString('latin1')
        if (done(text)) finish(false)
      }
      socket.on('data', onData)
      socket.once('end', () => finish(true))
      socket.once('error', reject)
    })
  }

  const answers = (text: string) => text.match(/^HTTP\/1\.1 \d{3}/gm) ?? []
  const connect = () =>
    new Promise<Socket>((resolve) => {
      const socket = connectSocket(Number(new URL(server.url).port), '127.0.0.1', () => resolve(socket))
    })

  it('reads the body of a 404 so the kept-alive connection serves the next request', async () => {
    const socket = await connect()
    const reading = readUntil(socket, (text) => (text.match(/No API endpoint at/g) ?? []).length === 2)
    rawRequest(socket, '/api/no-such-endpoint', JSON.stringify({ padding: 'z'.repeat(300_000) }))
    rawRequest(socket, '/api/no-such-endpoint', '{}')
    const { text, ended } = await reading
    expect(answers(text)).toEqual(['HTTP/1.1 404', 'HTTP/1.1 404'])
    expect(text).not.toMatch(/connection: close/i)
    expect(ended).toBe(false)
    socket.destroy()
  })

  /** Resolves when the server sends something or `ms` pass, whichever comes first: whether it answered early. */
  function answeredWithin(socket: Socket, ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(false), ms)
      const finish = (answered: boolean) => {
        clearTimeout(timer)
        socket.off('data', onData)
        resolve(answered)
      }
      const onData = () => finish(true)
      socket.on('data', onData)
    })
  }

  it.each([
    ['a small upload', 2 * 1024],
    ['a 2 MB upload (more than the streams between the socket and the route hold)', 2 * 1024 * 1024],
  ])(
    'a route that refuses %s before reading it answers once the rest has arrived, and the connection serves the next request',
    async (_name, size) => {
      // The upload route answers a visitor 401 without reading the body. Answering while the client is still sending,
      // then closing, cuts the client off mid-write (EPIPE); the answer waits for the rest instead.
      const boundary = 'early-answer-boundary'
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
        Buffer.alloc(size, 0x61),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
      const socket = await connect()
      socket.write(
        `POST /api/upload/startup-logo/1 HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nOrigin: ${server.url}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n` +
          `Connection: keep-alive\r\n\r\n`,
      )
      const half = Math.floor(body.length / 2)
      socket.write(body.subarray(0, half))
      // Nothing may come back while the body is still on its way.
      expect(await answeredWithin(socket, 300)).toBe(false)
      const reading = readUntil(socket, (text) => answers(text).length === 2 && /"status":"ok"/.test(text))
      socket.write(body.subarray(half))
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n')
      const { text, ended } = await reading
      expect(answers(text)).toEqual(['HTTP/1.1 401', 'HTTP/1.1 200'])
      expect(text).not.toMatch(/connection: close/i)
      expect(ended).toBe(false)
      socket.destroy()
    },
  )

  it('an upload sent chunked past the route limit gets its 413, and the connection serves the next request', async () => {
    // No Content-Length to refuse up front: the edge counts the bytes as they stream to the route. A 4 MB file (under
    // the 5 MB file limit) and a 1.5 MB field pass the route's 5.25 MB in total: the answer is the 413, not a reset.
    const owner = await signUpMember(server)
    const created = await post('/api/startups', JSON.stringify(startupFields), {
      'Content-Type': 'application/json',
      Cookie: owner.cookie,
      Origin: server.url,
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const boundary = 'chunked-limit-boundary'
    const parts = [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
      Buffer.alloc(4 * 1024 * 1024, 0x61),
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n`),
      Buffer.alloc(1.5 * 1024 * 1024, 0x62),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]
    const socket = await connect()
    const reading = readUntil(socket, (text) => answers(text).length === 2 && /"status":"ok"/.test(text))
    socket.write(
      `POST /api/upload/startup-logo/${id} HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nOrigin: ${server.url}\r\n` +
        `Cookie: ${owner.cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Transfer-Encoding: chunked\r\nConnection: keep-alive\r\n\r\n`,
    )
    for (const part of parts) {
      for (let at = 0; at < part.length; at += 256 * 1024) {
        const chunk = part.subarray(at, at + 256 * 1024)
        socket.write(`${chunk.length.toString(16)}\r\n`)
        socket.write(chunk)
        socket.write('\r\n')
      }
    }
    socket.write('0\r\n\r\n')
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n')
    const { text, ended } = await reading
    expect(answers(text)).toEqual(['HTTP/1.1 413', 'HTTP/1.1 200'])
    expect(text).toContain('too large')
    expect(ended).toBe(false)
    socket.destroy()
    expect(isAlive(server.pid)).toBe(true)
  })

  it('answers 413 before reading an oversized body and closes the connection cleanly', async () => {
    const socket = await connect()
    const reading = readUntil(socket, () => false)
    rawRequest(socket, '/api/auth/login', 'a'.repeat(64 * 1024), 50 * 1024 * 1024)
    const { text, ended } = await reading
    expect(answers(text)).toEqual(['HTTP/1.1 413'])
    expect(text).toMatch(/connection: close/i)
    expect(text).toContain('Request body is too large')
    expect(ended).toBe(true)
    expect(isAlive(server.pid)).toBe(true)
  })
})

describe('behind a proxy', () => {
  let proxied: RunningServer
  let pinned: RunningServer

  beforeAll(async () => {
    ;[proxied, pinned] = await Promise.all([
      startServer({ env: { TRUST_PROXY: '1', MUTATION_RATE_LIMIT: '5' } }),
      startServer({ env: { APP_ORIGIN: 'https://startup.example' } }),
    ])
  })
  afterAll(async () => {
    for (const running of [proxied, pinned]) {
      await running?.stop()
      if (running) removeDatabase(running.databaseUrl)
    }
  })

  it('TRUST_PROXY=1 is a hop count: the client in X-Forwarded-For is who the mutation limit counts', async () => {
    const mutate = (clientIp: string) =>
      fetch(`${proxied.url}/language`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': clientIp },
        body: form({ lang: 'ko', redirectTo: '/' }),
      })
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await mutate('198.51.100.7')).status)
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429])
    const refused = await mutate('198.51.100.7')
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await mutate('198.51.100.8')).status).toBe(303)
  })

  it('without TRUST_PROXY, X-Forwarded-For is ignored: one client cannot pose as many', async () => {
    const statuses = []
    for (let i = 0; i < 11; i++) {
      const response = await fetch(`${pinned.url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${i}` },
        body: JSON.stringify({ email: 'not-an-email' }),
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('follows the forwarded host and protocol: https gets HSTS and Secure cookies, and that origin may post', async () => {
    const headers = {
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'public.example',
      'X-Forwarded-For': '198.51.100.20',
    }
    const page = await fetch(`${proxied.url}/`, { headers })
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    const signup = await fetch(`${proxied.url}/api/auth/signup`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', Origin: 'https://public.example' },
      body: JSON.stringify({
        email: `proxied-${Date.now()}@example.com`,
        password: 'password-123',
        firstName: 'Pro',
        lastName: 'Xy',
      }),
    })
    expect(signup.status).toBe(201)
    expect(signup.headers.getSetCookie().find((cookie) => cookie.startsWith('__session='))).toMatch(/; Secure/)
    const crossSite = await fetch(`${proxied.url}/api/auth/logout`, {
      method: 'POST',
      headers: { ...headers, Origin: `http://127.0.0.1:${new URL(proxied.url).port}`, Cookie: cookiesFrom(signup) },
    })
    expect(crossSite.status).toBe(403)
  })

  it('APP_ORIGIN pins the origin mutations must come from', async () => {
    const logout = (origin: string) =>
      fetch(`${pinned.url}/api/auth/logout`, { method: 'POST', headers: { Origin: origin } })
    expect((await logout('https://startup.example')).status).toBe(200)
    expect((await logout(pinned.url)).status).toBe(403)
  })
})
