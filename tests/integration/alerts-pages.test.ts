import { describe, expect, it } from 'vitest'
import { alertDigests, alertItems } from '../../db/schema'
import { loader as apiLoader } from '~/routes/api/alerts'
import { loader as pageLoader } from '~/routes/alerts'
import { middleware as signedInGuards } from '~/routes/layouts/signed-in'
import { getDb } from '~/server/db.server'
import { createJob, createStartup, createUser, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { getRequest, settle } from '../support/http'

// Issue 43 (docs/decisions/0129): /alerts and GET /api/alerts show a member their own alerts, one model for both.

describe('/alerts and GET /api/alerts', () => {
  it('are for signed-in members only, for documents, .data requests and the API', async () => {
    for (const path of ['/alerts', '/alerts.data']) {
      const response = await settle(() => throughGuards(signedInGuards, routeArgs(getRequest(path)), pageLoader as never))
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toMatch(/^\/auth\?redirectTo=%2Falerts/)
    }
    expect((await apiLoader(routeArgs(getRequest('/api/alerts')))).status).toBe(401)
  })

  it("show the member's pending alerts and digests, never another member's", async () => {
    const member = await createUser()
    const other = await createUser()
    const startup = await createStartup(await createUser(), { name: 'Kopi Labs' })
    const sent = await createJob(startup.id, { title: 'Barista engineer' })
    const pending = await createJob(startup.id, { title: 'Latte analyst' })
    const closed = await createJob(startup.id, { title: 'Gone role', isActive: false })
    const db = await getDb()
    const [digest] = await db.insert(alertDigests).values({ userId: member.id, period: 1, itemCount: 1 }).returning()
    await db.insert(alertItems).values([
      { userId: member.id, itemType: 'job', itemId: sent.id, source: 'search', sourceId: 1, digestId: digest!.id },
      { userId: member.id, itemType: 'job', itemId: pending.id, source: 'follow', sourceId: startup.id },
      { userId: member.id, itemType: 'job', itemId: closed.id, source: 'follow', sourceId: startup.id },
      { userId: other.id, itemType: 'job', itemId: pending.id, source: 'follow', sourceId: startup.id },
    ])

    const page = await throughGuards(signedInGuards, routeArgs(getRequest('/alerts.data', { Cookie: await signedInCookie(member) })), pageLoader as never)
    const expected = {
      frequency: 'daily',
      pending: [{ type: 'job', id: pending.id, title: 'Latte analyst', detail: 'Kopi Labs · Singapore', path: `/jobs/${pending.id}` }],
      digests: [{ id: digest!.id, items: [{ type: 'job', id: sent.id, title: 'Barista engineer', path: `/jobs/${sent.id}` }] }],
    }
    expect(page).toMatchObject(expected)

    const api = await apiLoader(routeArgs(getRequest('/api/alerts', { Cookie: await signedInCookie(member) })))
    expect(api.status).toBe(200)
    expect(await api.json()).toMatchObject(expected)

    const theirs = await apiLoader(routeArgs(getRequest('/api/alerts', { Cookie: await signedInCookie(other) })))
    expect(await theirs.json()).toMatchObject({ pending: [{ id: pending.id }], digests: [] })
  })
})
