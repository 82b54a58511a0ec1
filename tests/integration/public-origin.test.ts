import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProxy, type RunningProxy } from '../../tooling/proxy'
import { cookiesFrom, removeDatabase, startServer, type RunningServer } from '../support/server'

/**
 * One origin policy (issue 38 item 7, docs/decisions/0086-one-origin-policy.md): behind the cluster's proxy, with
 * APP_ORIGIN set to the public origin, a form post from that origin passes both the edge's same-origin check and React
 * Router's own check of page actions — whether or not the proxy passes the public host (X-Forwarded-Host) — and a post
 * from anywhere else is refused by both.
 */
const PUBLIC = 'https://startup.example'
const EVIL = 'https://evil.example'

let pinned: RunningServer
let unpinned: RunningServer
const proxies: Record<string, RunningProxy> = {}

beforeAll(async () => {
  ;[pinned, unpinned] = await Promise.all([
    startServer({ env: { APP_ORIGIN: PUBLIC, TRUST_PROXY: 'loopback' } }),
    startServer({ env: { TRUST_PROXY: 'loopback' } }),
  ])
  ;[proxies.pinnedWithHost, proxies.pinnedWithoutHost, proxies.unpinnedWithHost, proxies.unpinnedWithoutHost] = await Promise.all([
    startProxy([pinned.url]),
    startProxy([pinned.url], { forwardHost: false }),
    startProxy([unpinned.url]),
    startProxy([unpinned.url], { forwardHost: false }),
  ])
}, 120_000)

afterAll(async () => {
  await Promise.all(Object.values(proxies).map((proxy) => proxy.stop()))
  for (const running of [pinned, unpinned]) {
    await running?.stop()
    if (running) removeDatabase(running.databaseUrl)
  }
})

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

function post(proxy: RunningProxy, path: string, fields: Record<string, string>, headers: Record<string, string>) {
  return fetch(`${proxy.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: form(fields),
  })
}

const language = { lang: 'ja', redirectTo: '/discover' }

describe('APP_ORIGIN set, behind the proxy', () => {
  it.each([
    ['passes X-Forwarded-Host (the address the proxy was reached at)', 'pinnedWithHost'],
    ['does not pass the public host (Host is the instance, no X-Forwarded-Host)', 'pinnedWithoutHost'],
  ])('a proxy that %s: a form post from APP_ORIGIN is accepted, as a plain post and as a .data request', async (_, name) => {
    const proxy = proxies[name]!
    // /language is a resource route: React Router checks only its .data form (below); the edge checks both.
    const document = await post(proxy, '/language', language, { Origin: PUBLIC })
    expect(document.status).toBe(303)
    expect(document.headers.get('location')).toBe('/discover')
    // The same form with JavaScript: React Router's single-fetch action answers its redirect as data, not 400.
    const enhanced = await post(proxy, '/language.data', language, { Origin: PUBLIC })
    expect(enhanced.status).toBe(202)
    expect(enhanced.headers.get('x-remix-response')).toBe('yes')
  })

  it.each(['pinnedWithHost', 'pinnedWithoutHost'])('%s: the public origin may sign up and then post a signed-in form', async (name) => {
    const proxy = proxies[name]!
    const signup = await post(
      proxy,
      '/signup-public',
      {
        email: `origin-${name}-${Date.now()}@example.com`,
        password: 'password-123',
        confirmPassword: 'password-123',
        firstName: 'Pub',
        lastName: 'Lic',
      },
      { Origin: PUBLIC },
    )
    expect(signup.status).toBe(302)
    const sessionCookie = signup.headers.getSetCookie().find((cookie) => cookie.startsWith('__session='))
    // The site's public origin is https: the session cookie is marked Secure though the proxy spoke plain http.
    expect(sessionCookie).toMatch(/; Secure/)
    const created = await post(
      proxy,
      '/create-startup',
      { intent: 'create', name: `Origin ${name}`, description: 'Posted through the proxy.', sector: 'fintech', location: 'Singapore', stage: 'seed' },
      { Origin: PUBLIC, Cookie: cookiesFrom(signup) },
    )
    expect(created.status).toBe(302)
    expect(created.headers.get('location')).toMatch(/^\/startup\/\d+$/)
  })

  it.each(['pinnedWithHost', 'pinnedWithoutHost'])('%s: any other origin is refused by the edge (403), the instance address too', async (name) => {
    const proxy = proxies[name]!
    for (const origin of [EVIL, proxy.url, pinned.url, 'http://startup.example']) {
      const response = await post(proxy, '/language', language, { Origin: origin })
      expect(response.status, origin).toBe(403)
      expect(await response.text()).toContain('Cross-site request refused')
    }
  })

  it('the public origin is what absolute links name, whatever host the proxy passes', async () => {
    for (const proxy of [proxies.pinnedWithHost!, proxies.pinnedWithoutHost!]) {
      const feed = await fetch(`${proxy.url}/media/feed.xml`)
      expect(feed.status).toBe(200)
      const xml = await feed.text()
      expect(xml).toContain(`${PUBLIC}/media`)
      expect(xml).not.toContain('127.0.0.1')
    }
  })
})

describe('APP_ORIGIN unset, behind the proxy: the origin the request was addressed to', () => {
  it('with X-Forwarded-Host, a post from the address the proxy was reached at is accepted', async () => {
    const proxy = proxies.unpinnedWithHost!
    expect((await post(proxy, '/language', language, { Origin: proxy.url })).status).toBe(303)
    expect((await post(proxy, '/language', language, { Origin: EVIL })).status).toBe(403)
  })

  it('without it, the instance cannot know the public address: both checks refuse alike, the edge first (403, not 400)', async () => {
    const proxy = proxies.unpinnedWithoutHost!
    expect((await post(proxy, '/language', language, { Origin: proxy.url })).status).toBe(403)
    expect((await post(proxy, '/language', language, { Origin: unpinned.url })).status).toBe(303)
  })
})
