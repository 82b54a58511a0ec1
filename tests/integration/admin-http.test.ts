import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cookiesFrom,
  removeDatabase,
  residentMemoryMiB,
  signUpMember,
  startServer,
  type RunningServer,
} from '../support/server'

// The admin panel over real HTTP (issue 15): who gets in where (visitor 401, member 403, admin 2xx for every /admin
// URL and /api/admin call), and the logo upload's limits as the production server applies them.

const ADMIN = { email: 'panel-admin@example.com', password: 'admin-password-123' }
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const MIB = 1024 * 1024

let server: RunningServer
let adminCookie: string
let member: Awaited<ReturnType<typeof signUpMember>>
let victim: Awaited<ReturnType<typeof signUpMember>>
let startupId: number

beforeAll(async () => {
  server = await startServer({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT: '1000', MUTATION_RATE_LIMIT: '100000' },
  })
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  expect(login.status).toBe(200)
  adminCookie = cookiesFrom(login)
  member = await signUpMember(server)
  victim = await signUpMember(server)
  const created = await fetch(`${server.url}/api/startups`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: member.cookie },
    body: JSON.stringify({ name: 'Logo Test Co', description: 'Tests logos.', sector: 'fintech', location: 'Singapore', stage: 'seed' }),
  })
  expect(created.status).toBe(201)
  startupId = ((await created.json()) as { id: number }).id
})

afterAll(async () => {
  await server?.stop()
  if (server) removeDatabase(server.databaseUrl)
})

const url = (path: string) => `${server.url}${path}`
const as = (cookie: string | undefined, init: RequestInit = {}): RequestInit => ({
  ...init,
  redirect: 'manual',
  headers: { Origin: server.url, ...(cookie ? { Cookie: cookie } : {}), ...(init.headers as Record<string, string>) },
})

describe('access matrix', () => {
  const pages = () => [
    '/admin',
    '/admin/users',
    '/admin/users?q=example&page=2',
    `/admin/users?dialog=user&user=${member.id}`,
    `/admin/users?dialog=edit-user&user=${member.id}`,
    `/admin/users?dialog=delete-user&user=${member.id}`,
    '/admin/admins',
    '/admin/admins?dialog=add-admin',
    '/admin/startups',
    `/admin/startups?dialog=startup&startup=${startupId}`,
    `/admin/startups?dialog=edit-startup&startup=${startupId}`,
    '/admin/jobs?q=x',
    '/admin/events',
    '/admin/bookings',
    '/admin/programs',
    '/admin/spaces',
    '/admin/profile-claims',
    '/admin/talents',
    '/admin/revenue',
  ]

  it('every /admin page: visitor 401 (access denied, sign-in link back), member 403, admin 200', async () => {
    for (const path of pages()) {
      const visitor = await fetch(url(path), as(undefined))
      expect(visitor.status, path).toBe(401)
      const visitorHtml = await visitor.text()
      expect(visitorHtml).toContain('Access Denied')
      expect(visitorHtml).toContain(`/auth?redirectTo=${encodeURIComponent(path).replace(/'/g, '%27')}`.replace(/&/g, '&amp;'))
      const forMember = await fetch(url(path), as(member.cookie))
      expect(forMember.status, path).toBe(403)
      expect(await forMember.text()).toContain('Admin Access Required')
      const forAdmin = await fetch(url(path), as(adminCookie))
      expect(forAdmin.status, path).toBe(200)
    }
  })

  it('an unknown admin section is a 404 for the admin', async () => {
    expect((await fetch(url('/admin/nonsense'), as(adminCookie))).status).toBe(404)
  })

  it('every form post to an /admin page: visitor 401, member 403 — nothing changes', async () => {
    const forms: [string, Record<string, string>][] = [
      [`/admin/users?dialog=edit-user&user=${victim.id}`, { intent: 'update', firstName: 'Hacked', userType: 'admin' }],
      [`/admin/users?dialog=delete-user&user=${victim.id}`, { intent: 'delete' }],
      ['/admin/admins?dialog=add-admin', { email: 'sneaky@example.com', password: 'password-123', userType: 'admin' }],
      [`/admin/startups?dialog=edit-startup&startup=${startupId}`, { name: 'Hacked' }],
      ['/admin/jobs', { intent: 'deactivate', id: '1' }],
      ['/admin/events', { intent: 'deactivate', id: '1' }],
      ['/admin/bookings', { intent: 'cancel', id: '1' }],
      ['/admin/programs', { intent: 'accept', id: '1' }],
      ['/admin/spaces', { intent: 'approve', id: '1' }],
    ]
    for (const [path, fields] of forms) {
      const init = { method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }
      expect((await fetch(url(path), as(undefined, init))).status, path).toBe(401)
      expect((await fetch(url(path), as(member.cookie, init))).status, path).toBe(403)
    }
    const victimNow = await fetch(url(`/api/admin/users/${victim.id}`), as(adminCookie))
    expect(((await victimNow.json()) as { user: { firstName: string; userType: string } }).user).toMatchObject({
      firstName: 'Test',
      userType: 'startup',
    })
  })

  it('every /api/admin call: visitor 401 JSON, member 403 JSON (an X-User-ID header proves nothing), admin 2xx', async () => {
    const json = { 'Content-Type': 'application/json' }
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/background-jobs'],
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${victim.id}`],
      ['GET', '/api/admin/startups'],
      ['GET', `/api/admin/startups/${startupId}`],
      ['PATCH', `/api/admin/users/${victim.id}`, { firstName: 'Renamed', lastName: 'Victim', userType: 'public' }],
      ['POST', '/api/admin/create-admin', { email: 'created-admin@example.com', password: 'password-123' }],
      ['DELETE', `/api/admin/users/${victim.id}`],
    ]
    for (const [method, path, body] of calls) {
      const init = { method, headers: body ? json : {}, ...(body ? { body: JSON.stringify(body) } : {}) }
      const visitor = await fetch(url(path), as(undefined, init))
      expect(visitor.status, `${method} ${path}`).toBe(401)
      expect(visitor.headers.get('content-type')).toContain('application/json')
      const forged = await fetch(url(path), as(member.cookie, { ...init, headers: { ...init.headers, 'X-User-ID': '1' } }))
      expect(forged.status, `${method} ${path}`).toBe(403)
      expect(await forged.json()).toEqual({ message: 'Admin Access Required' })
    }
    for (const [method, path, body] of calls) {
      const init = { method, headers: body ? json : {}, ...(body ? { body: JSON.stringify(body) } : {}) }
      const response = await fetch(url(path), as(adminCookie, init))
      expect(response.status, `${method} ${path}`).toBe(method === 'POST' ? 201 : 200)
    }
    const stats = (await (await fetch(url('/api/admin/stats'), as(adminCookie))).json()) as Record<string, unknown>
    expect(stats).toMatchObject({ jobs: expect.any(Number), events: expect.any(Number), users: expect.any(Number) })
    expect((await fetch(url(`/api/admin/users/${victim.id}`), as(adminCookie))).status).toBe(404)
  })
})

describe('logo upload', () => {
  const upload = (cookie: string, file: Blob, name: string) => {
    const body = new FormData()
    body.append('logo', file, name)
    return fetch(url(`/api/upload/startup-logo/${startupId}`), as(cookie, { method: 'POST', body }))
  }

  it('a PNG by the founder: 201 { logoUrl }, served as an image, shown on the profile', async () => {
    const response = await upload(member.cookie, new Blob([PNG], { type: 'image/png' }), 'logo.png')
    expect(response.status).toBe(201)
    const { logoUrl } = (await response.json()) as { logoUrl: string }
    expect(logoUrl).toMatch(/^\/uploads\/logo-[0-9a-f]{32}\.png$/)
    const served = await fetch(url(logoUrl))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)
    expect(await (await fetch(url(`/startup/${startupId}`))).text()).toContain(logoUrl)
  })

  it('others may not: visitor 401, a member who does not run the startup 403', async () => {
    const body = new FormData()
    body.append('logo', new Blob([PNG]), 'logo.png')
    expect((await fetch(url(`/api/upload/startup-logo/${startupId}`), as(undefined, { method: 'POST', body }))).status).toBe(401)
    const stranger = await signUpMember(server)
    expect((await upload(stranger.cookie, new Blob([PNG]), 'logo.png')).status).toBe(403)
  })

  it('typed by its bytes: a PNG renamed .svg and an HTML file named .png are refused', async () => {
    const renamed = await upload(adminCookie, new Blob([PNG], { type: 'image/svg+xml' }), 'logo.svg')
    expect(renamed.status).toBe(415)
    expect(await renamed.json()).toMatchObject({ message: 'Please upload an image file' })
    const html = await upload(adminCookie, new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' }), 'logo.png')
    expect(html.status).toBe(415)
    expect(await html.json()).toMatchObject({ message: 'Please upload an image file' })
  })

  it('an SVG with a script is stored without it and served so that nothing in it can run', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(document.cookie)</script><a href="javascript:alert(2)"><rect width="10" height="10" fill="red"/></a></svg>`
    const response = await upload(adminCookie, new Blob([svg], { type: 'image/svg+xml' }), 'logo.svg')
    expect(response.status).toBe(201)
    const { logoUrl } = (await response.json()) as { logoUrl: string }
    const served = await fetch(url(logoUrl))
    const text = await served.text()
    expect(text).toContain('<rect')
    expect(text).not.toMatch(/<script|onload|javascript:/i)
    expect(served.headers.get('content-type')).toBe('image/svg+xml')
    expect(served.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/)
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('6 MB declared: 413 without reading the body (the server decides from its length)', async () => {
    // A raw request that sends only its headers: the answer must come without the server waiting for the body.
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(url(`/api/upload/startup-logo/${startupId}`), {
        method: 'POST',
        headers: {
          Origin: server.url,
          Cookie: adminCookie,
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': String(6 * MIB),
        },
      })
      request.on('response', (response) => {
        resolve(response.statusCode ?? 0)
        response.resume()
        request.destroy()
      })
      request.on('error', reject)
      request.flushHeaders()
    })
    expect(status).toBe(413)
  })

  it('6 MB streamed without a length, 30 times: each a 413, and the server keeps none of them', async () => {
    // The server counts the body to the route's limit and reads the rest away before answering (so the client sees
    // the 413, not a reset): every chunk is garbage once read. Garbage is returned when V8 next collects, and V8
    // collects for external memory (Buffers) only after tens of MB of it, so one upload's RSS says nothing; 30 uploads
    // (180 MB) would grow the server by at least 180 MB if it kept them, and by about one collection's worth if not.
    const uploads = 30
    const before = residentMemoryMiB(server.pid)
    for (let round = 0; round < uploads; round++) {
      const status = await streamUpload(6 * MIB)
      // The server answers 413 and closes; depending on timing the client sees the answer or a reset mid-send.
      if (status !== null) expect(status).toBe(413)
    }
    const after = residentMemoryMiB(server.pid)
    expect(after - before).toBeLessThan((uploads * 6) / 2)
    // Still serving.
    expect((await fetch(url('/api/health'))).status).toBe(200)
  })
})

/** POSTs a logo of `size` bytes as a stream without a Content-Length; the answer's status, or null on a reset. */
async function streamUpload(size: number): Promise<number | null> {
  const boundary = 'logo-boundary'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  )
  const chunk = Buffer.alloc(64 * 1024, 7)
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(head)
      controller.enqueue(PNG)
    },
    pull(controller) {
      if (sent >= size) return controller.close()
      sent += chunk.length
      controller.enqueue(chunk)
    },
  })
  const response = await fetch(
    url(`/api/upload/startup-logo/${startupId}`),
    as(adminCookie, { method: 'POST', body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` }, duplex: 'half' } as RequestInit),
  ).catch(() => null)
  return response ? response.status : null
}
