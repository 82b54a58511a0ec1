import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withoutMocks } from '../mocks/server'
import { removeDatabase, signUpMember, startServer, type RunningServer } from '../support/server'

// Issue 45 over real HTTP (docs/decisions/0133-operations.md): X-Request-Id on every answer, taken from a trusted
// proxy only; one JSON log line per request with its route id; /metrics behind METRICS_TOKEN.
withoutMocks()

const TOKEN = 'metrics-token-for-the-operations-test'
let trusting: RunningServer
let plain: RunningServer

beforeAll(async () => {
  ;[trusting, plain] = await Promise.all([
    startServer({ env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: 'loopback', AUTH_RATE_LIMIT: '1000' } }),
    startServer(),
  ])
})
afterAll(async () => {
  for (const server of [trusting, plain]) {
    await server?.stop()
    if (server) removeDatabase(server.databaseUrl)
  }
})

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The server's JSON log lines (the listening line, request lines, events). */
const logLines = (server: RunningServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)

describe('X-Request-Id', () => {
  it('is on a page, an /api answer, a static file, a 404 and a refusal, each its own', async () => {
    const answers = await Promise.all([
      fetch(`${plain.url}/`),
      fetch(`${plain.url}/api/health`),
      fetch(`${plain.url}/favicon.svg`),
      fetch(`${plain.url}/no-such-page`),
      fetch(`${plain.url}/api/no-such-endpoint`),
      fetch(`${plain.url}/`, { method: 'PUT' }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 404, 404, 405])
    const ids = answers.map((answer) => answer.headers.get('x-request-id'))
    for (const id of ids) expect(id).toMatch(UUID)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it("is the trusted proxy's own when TRUST_PROXY trusts the peer, a new one otherwise", async () => {
    const headers = { 'X-Request-Id': 'edge-proxy-abc123' }
    const trusted = await fetch(`${trusting.url}/api/health`, { headers })
    expect(trusted.headers.get('x-request-id')).toBe('edge-proxy-abc123')
    const untrusted = await fetch(`${plain.url}/api/health`, { headers })
    expect(untrusted.headers.get('x-request-id')).toMatch(UUID)
    // Even from a trusted proxy, an id that could break a log line is replaced.
    const odd = await fetch(`${trusting.url}/api/health`, { headers: { 'X-Request-Id': 'a b"c' } })
    expect(odd.headers.get('x-request-id')).toMatch(UUID)
  })

  it('is in the JSON log line of its request, with the method, route id, status and duration', async () => {
    const answer = await fetch(`${plain.url}/discover?q=zzz-nothing`)
    expect(answer.status).toBe(200)
    const id = answer.headers.get('x-request-id')
    await expect.poll(() => logLines(plain).find((line) => line.reqId === id)).toBeTruthy()
    expect(logLines(plain).find((line) => line.reqId === id)).toMatchObject({
      msg: 'request',
      method: 'GET',
      route: 'routes/discover/route',
      status: 200,
      durationMs: expect.any(Number),
    })
    // Never the URL: a path or query may carry a token.
    expect(plain.output()).not.toContain('zzz-nothing')
  })
})

describe('event lines', () => {
  it("carry the id of the request they happened in (a sign-in failure's line and its answer's X-Request-Id)", async () => {
    const answer = await fetch(`${plain.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody-here@example.com', password: 'not-the-password-1' }),
    })
    expect(answer.status).toBe(401)
    const id = answer.headers.get('x-request-id')
    await expect.poll(() => logLines(plain).find((line) => line.msg === 'sign-in failed' && line.reqId === id)).toBeTruthy()
    expect(logLines(plain).find((line) => line.msg === 'sign-in failed' && line.reqId === id)).toMatchObject({
      area: 'auth',
      email: 'n***@example.com',
      level: 40,
    })
  })
})

describe('GET /metrics', () => {
  it('is a 404 when METRICS_TOKEN is unset', async () => {
    expect((await fetch(`${plain.url}/metrics`)).status).toBe(404)
  })

  it('is a 401 without the token or with another one', async () => {
    const none = await fetch(`${trusting.url}/metrics`)
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/)
    expect((await fetch(`${trusting.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}x` } })).status).toBe(401)
    expect((await fetch(`${trusting.url}/metrics`, { headers: { Authorization: TOKEN } })).status).toBe(401)
  })

  it('answers Prometheus text with requests by route id and status, statements, the outbox, jobs, event loop and memory', async () => {
    await signUpMember(trusting)
    // Each answer read to its end: a request is counted when its answer has been sent.
    for (const path of ['/discover', '/no-such-page', '/favicon.svg']) await (await fetch(`${trusting.url}${path}`)).text()
    const scrape = async () => {
      const answer = await fetch(`${trusting.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
      return answer.text()
    }
    // A request is counted when the server has finished sending its answer, which can be a moment after the client
    // has read it: the last of them is waited for.
    await expect.poll(scrape).toMatch(/^http_requests_total\{method="GET",route="static",status="200"\} \d+$/m)
    const text = await scrape()
    expect(text).toMatch(/^http_requests_total\{method="GET",route="routes\/discover\/route",status="200"\} \d+$/m)
    expect(text).toMatch(/^http_requests_total\{method="POST",route="routes\/api\/auth\/signup",status="201"\} 1$/m)
    expect(text).toMatch(/^http_requests_total\{method="GET",route="static",status="200"\} \d+$/m)
    expect(text).toMatch(/^http_requests_total\{method="GET",route="routes\/not-found",status="404"\} \d+$/m)
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="routes\/discover\/route",status="200"\} \d+$/m)
    expect(text).toMatch(/^db_statement_duration_seconds_count [1-9]\d*$/m)
    // The sign-up queued a welcome e-mail, and without SMTP_URL it waits in the outbox.
    expect(text).toMatch(/^email_outbox_pending [1-9]\d*$/m)
    expect(text).toMatch(/^email_outbox_oldest_pending_age_seconds \d+(\.\d+)?(e[-+]\d+)?$/m)
    expect(text).toMatch(/^background_job_runs\{job="alerts",state="done"\} \d+$/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m)
    expect(text).toMatch(/^process_resident_memory_bytes [1-9]/m)
    // Route ids, never raw URLs.
    expect(text).not.toContain('no-such-page')
  })
})
