import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { languageCookie } from '~/server/i18n.server'
import { VISITOR_CACHE_CONTROL } from '~/edge/http-cache'
import { startSqld, type RunningSqld } from '../../tooling/sqld'
import { cookiesFrom, removeDatabase, signUpMember, startServer, type RunningServer } from '../support/server'

/**
 * Validators and caching for visitors (docs/decisions/0091-http-validators-and-caching.md), over real HTTP: the
 * production server on the embedded file, and two instances on one libSQL server (sqld), where a write through one
 * must change the ETag the other gives.
 */
const ENV = { AUTH_RATE_LIMIT: '1000', MUTATION_RATE_LIMIT: '100000' }

interface Setup {
  /** Where visitors ask. */
  reader: RunningServer
  /** Where the member writes (the other instance on a cluster). */
  writer: RunningServer
}

async function createStartupThrough(server: RunningServer, cookie: string, name: string): Promise<number> {
  const response = await fetch(`${server.url}/api/startups`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ name, description: 'Made by the caching test.', sector: 'fintech', location: 'Singapore', stage: 'seed' }),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

function describeCaching(name: string, start: () => Promise<Setup & { stop(): Promise<void> }>) {
  describe(name, () => {
    let setup: Setup & { stop(): Promise<void> }
    let member: Awaited<ReturnType<typeof signUpMember>>
    let startupId: number
    const at = (path: string) => `${setup.reader.url}${path}`

    beforeAll(async () => {
      setup = await start()
      member = await signUpMember(setup.writer)
      startupId = await createStartupThrough(setup.writer, member.cookie, `Cached ${randomUUID().slice(0, 8)}`)
    }, 180_000)

    afterAll(async () => {
      await setup?.stop()
    })

    const publicReads = () => [
      '/',
      '/_.data',
      '/discover',
      '/discover.data',
      '/discover?sector=fintech',
      `/startup/${startupId}`,
      `/startup/${startupId}.data`,
      '/events',
      '/talent-hub.data',
      '/api/startups',
      `/api/startups/${startupId}`,
      '/api/events',
      '/api/jobs',
    ]

    it('gives a visitor ETag and shared caching on public pages (document and .data) and /api reads; CSP stays', async () => {
      for (const path of publicReads()) {
        const response = await fetch(at(path))
        await response.arrayBuffer()
        expect(response.status, path).toBe(200)
        expect(response.headers.get('etag'), path).toMatch(/^W\/"[0-9a-f]{16}-[0-9a-z]+-[\w-]{16}"$/)
        expect(response.headers.get('cache-control'), path).toBe(VISITOR_CACHE_CONTROL)
        expect(response.headers.get('cache-control'), path).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/)
        const vary = (response.headers.get('vary') ?? '').split(',').map((field) => field.trim().toLowerCase())
        expect(vary, path).toEqual(expect.arrayContaining(['accept-language', 'cookie']))
        expect(response.headers.get('content-security-policy'), path).toMatch(/'nonce-/)
        expect(response.headers.getSetCookie(), path).toEqual([])
      }
    })

    it('answers a repeat view with 304 and no body, without the per-request CSP; HEAD too', async () => {
      for (const path of ['/discover', '/discover.data', '/api/startups']) {
        const first = await fetch(at(path))
        const body = await first.text()
        expect(body.length).toBeGreaterThan(0)
        const etag = first.headers.get('etag')!
        for (const ifNoneMatch of [etag, `W/"nothing", ${etag}`, etag.replace(/^W\//, '')]) {
          const again = await fetch(at(path), { headers: { 'If-None-Match': ifNoneMatch } })
          expect(again.status, `${path} ${ifNoneMatch}`).toBe(304)
          expect(await again.text()).toBe('')
          expect(again.headers.get('etag')).toBe(etag)
          expect(again.headers.get('cache-control')).toBe(VISITOR_CACHE_CONTROL)
          expect(again.headers.get('vary')).toMatch(/Cookie/)
          // The browser keeps the stored page's headers, whose policy names the nonce its inline scripts carry.
          expect(again.headers.get('content-security-policy')).toBeNull()
          // Answered before the nonce step (decision 0100), it still carries every other security header of the 200.
          for (const name of ['x-content-type-options', 'referrer-policy', 'x-frame-options']) {
            expect(again.headers.get(name), name).toBe(first.headers.get(name))
            expect(again.headers.get(name), name).not.toBeNull()
          }
        }
        const head = await fetch(at(path), { method: 'HEAD' })
        expect(head.status).toBe(200)
        expect(head.headers.get('etag')).toBe(etag)
        expect(await head.text()).toBe('')
        const headAgain = await fetch(at(path), { method: 'HEAD', headers: { 'If-None-Match': etag } })
        expect(headAgain.status).toBe(304)
        const stale = await fetch(at(path), { headers: { 'If-None-Match': 'W/"0000000000000000-0-AAAAAAAAAAAAAAAA"' } })
        expect(stale.status).toBe(200)
        await stale.arrayBuffer()
      }
    })

    it('gives another ETag to another URL, the .data twin and another language', async () => {
      const etagOf = async (path: string, headers: Record<string, string> = {}) => {
        const response = await fetch(at(path), { headers })
        await response.arrayBuffer()
        return response.headers.get('etag')
      }
      const english = await etagOf('/discover')
      const tags = [
        english,
        await etagOf('/discover.data'),
        await etagOf('/discover?sector=fintech'),
        await etagOf('/discover', { 'Accept-Language': 'ja' }),
        await etagOf('/discover?lng=zh'),
      ]
      expect(new Set(tags).size).toBe(tags.length)
      expect(await etagOf('/discover', { 'Accept-Language': 'en-GB,en;q=0.9' })).toBe(english)
      // The language cookie is a visitor's own choice of language, not a member's mark: still shared, by language.
      const ja = (await languageCookie.serialize('ja')).split(';')[0]!
      const byCookie = await fetch(at('/discover'), { headers: { Cookie: ja } })
      expect(await byCookie.text()).toContain('lang="ja"')
      expect(byCookie.headers.get('etag')).toBe(tags[3])
      expect(byCookie.headers.get('cache-control')).toBe(VISITOR_CACHE_CONTROL)
    })

    it('changes the ETag when a member writes, so the next view is a 200 with the new data', async () => {
      const before = await fetch(at('/discover'))
      await before.arrayBuffer()
      const etag = before.headers.get('etag')!
      const apiBefore = await fetch(at('/api/startups'))
      const apiEtag = apiBefore.headers.get('etag')!
      await apiBefore.arrayBuffer()
      expect((await fetch(at('/discover'), { headers: { 'If-None-Match': etag } })).status).toBe(304)

      const name = `Fresh ${randomUUID().slice(0, 8)}`
      await createStartupThrough(setup.writer, member.cookie, name)

      const after = await fetch(at('/discover'), { headers: { 'If-None-Match': etag } })
      expect(after.status).toBe(200)
      expect(await after.text()).toContain(name)
      expect(after.headers.get('etag')).not.toBe(etag)
      const apiAfter = await fetch(at('/api/startups'), { headers: { 'If-None-Match': apiEtag } })
      expect(apiAfter.status).toBe(200)
      expect(((await apiAfter.json()) as { name: string }[]).map((startup) => startup.name)).toContain(name)
    })

    it('keeps signed-in answers private, no-store, without an ETag, and never 304 from a visitor tag', async () => {
      const visitor = await fetch(at('/discover'))
      await visitor.arrayBuffer()
      for (const path of ['/discover', '/discover.data', '/api/startups', `/startup/${startupId}`]) {
        const response = await fetch(at(path), {
          headers: { Cookie: member.cookie, 'If-None-Match': visitor.headers.get('etag')! },
        })
        await response.arrayBuffer()
        expect(response.status, path).toBe(200)
        expect(response.headers.get('cache-control'), path).toBe('private, no-store')
        expect(response.headers.get('etag'), path).toBeNull()
      }
    })

    it('never makes an answer public when the request carries a flash toast or the answer sets a cookie', async () => {
      // A visitor sent to sign in gets a flash toast: the redirect sets it, the next page consumes it.
      const redirect = await fetch(at('/dashboard'), { redirect: 'manual' })
      expect(redirect.status).toBe(302)
      expect(redirect.headers.getSetCookie().some((cookie) => cookie.startsWith('sa_toast='))).toBe(true)
      expect(redirect.headers.get('cache-control')).toMatch(/private/)
      const toast = cookiesFrom(redirect)
      const withToast = await fetch(at('/discover'), { headers: { Cookie: toast } })
      await withToast.arrayBuffer()
      expect(withToast.status).toBe(200)
      expect(withToast.headers.getSetCookie().some((cookie) => cookie.startsWith('sa_toast='))).toBe(true)
      expect(withToast.headers.get('etag')).toBeNull()
      expect(withToast.headers.get('cache-control')).toBe('private, no-cache')
      // Any cookie the edge does not know is someone's.
      const unknown = await fetch(at('/api/startups'), { headers: { Cookie: 'something=1' } })
      await unknown.arrayBuffer()
      expect(unknown.headers.get('etag')).toBeNull()
      expect(unknown.headers.get('cache-control') ?? '').not.toMatch(/public/)
    })

    it('leaves pages that are not public reads, missing pages and methods other than GET and HEAD without validators', async () => {
      for (const path of ['/auth', '/api/health', '/startup/99999999', '/no-such-page', '/api/auth/user']) {
        const response = await fetch(at(path), { redirect: 'manual' })
        await response.arrayBuffer()
        expect(response.headers.get('etag'), path).toBeNull()
        expect(response.headers.get('cache-control') ?? '', path).not.toMatch(/public/)
      }
      const post = await fetch(at('/api/startups'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      })
      await post.arrayBuffer()
      expect(post.status).toBe(401)
      expect(post.headers.get('etag')).toBeNull()
    })
  })
}

describeCaching('on the embedded file', async () => {
  const server = await startServer({ env: ENV })
  return {
    reader: server,
    writer: server,
    async stop() {
      await server.stop()
      removeDatabase(server.databaseUrl)
    },
  }
})

describeCaching('two instances on one libSQL server', async () => {
  let sqld: RunningSqld | undefined
  const servers: RunningServer[] = []
  try {
    sqld = await startSqld()
    const first = await startServer({ databaseUrl: sqld.url, env: ENV })
    servers.push(first)
    servers.push(await startServer({ databaseUrl: sqld.url, env: ENV }))
  } catch (error) {
    for (const server of servers) await server.stop()
    await sqld?.stop()
    throw error
  }
  return {
    reader: servers[0]!,
    writer: servers[1]!,
    async stop() {
      for (const server of servers) await server.stop()
      await sqld?.stop()
    },
  }
})
