import { describe, expect, it } from 'vitest'
import { notify } from '~/models/notifications.server'
import { NOTIFICATION_NOT_FOUND } from '~/models/notification-inbox.server'
import { NOTIFICATION_TO_READ } from '~/schemas/notifications'
import { getDatabase } from '~/server/db.server'
import { signedInMiddleware } from '~/services/permissions.server'
import { loader as inboxApi } from '~/routes/api/notifications'
import { action as readApi } from '~/routes/api/notifications-read'
import { action as pageAction, loader as pageLoader } from '~/routes/notifications'
import { loader as rootLoader } from '~/root'
import { createUser, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { formRequest, getRequest, jsonRequest } from '../support/http'
import type { PublicUser } from '~/shared/user'

async function member() {
  const user = await createUser()
  return { user, cookie: await signedInCookie(user) }
}

/** Three notifications for the member, oldest first. */
async function notifyThree(user: PublicUser): Promise<number[]> {
  const database = await getDatabase()
  const ids: number[] = []
  for (const message of [
    { kind: 'welcome' as const, data: { name: 'Mei' } },
    { kind: 'welcome' as const, data: { name: 'Mei again' } },
    { kind: 'welcome' as const, data: { name: 'Mei thrice' } },
  ]) {
    ids.push((await database.transaction((tx) => notify(tx, { userId: user.id, ...message }))).notificationId)
  }
  return ids
}

interface Inbox {
  notifications: { id: number; kind: string; href: string; read: boolean; data: Record<string, unknown> }[]
  unread: number
  total: number
}

const apiGet = async (cookie: string | null, query = '') =>
  inboxApi(routeArgs(getRequest(`/api/notifications${query}`, cookie ? { Cookie: cookie } : {}))) as Promise<Response>
const apiRead = async (cookie: string | null, body: unknown) =>
  readApi(routeArgs(jsonRequest('/api/notifications/read', 'POST', body, cookie ? { Cookie: cookie } : {}))) as Promise<Response>

describe('GET /api/notifications', () => {
  it("lists the member's own notifications newest first with the unread count; 401 signed out", async () => {
    const mei = await member()
    const other = await member()
    const ids = await notifyThree(mei.user)
    await notifyThree(other.user)
    const response = await apiGet(mei.cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toContain('no-store')
    const inbox = (await response.json()) as Inbox
    expect(inbox.notifications.map((item) => item.id)).toEqual([...ids].reverse())
    expect(inbox).toMatchObject({ unread: 3, total: 3 })
    expect(inbox.notifications[0]).toMatchObject({ kind: 'welcome', href: '/profile', read: false, data: { name: 'Mei thrice' } })

    const page = (await (await apiGet(mei.cookie, '?offset=1&limit=1')).json()) as Inbox
    expect(page.notifications.map((item) => item.id)).toEqual([ids[1]])
    expect((await apiGet(null)).status).toBe(401)
  })
})

describe('POST /api/notifications/read', () => {
  it('marks one read, then all; 404 for another member’s; 400 without a choice; 401 signed out', async () => {
    const mei = await member()
    const other = await member()
    const ids = await notifyThree(mei.user)
    const [theirs] = await notifyThree(other.user)

    const one = await apiRead(mei.cookie, { id: ids[0] })
    expect(one.status).toBe(200)
    expect(await one.json()).toEqual({ unread: 2 })
    // Marking it again keeps it read and the count the same.
    expect(await (await apiRead(mei.cookie, { id: ids[0] })).json()).toEqual({ unread: 2 })

    const notMine = await apiRead(mei.cookie, { id: theirs })
    expect(notMine.status).toBe(404)
    expect(await notMine.json()).toMatchObject({ message: NOTIFICATION_NOT_FOUND })
    expect(((await (await apiGet(other.cookie)).json()) as Inbox).unread).toBe(3)

    const neither = await apiRead(mei.cookie, {})
    expect(neither.status).toBe(400)
    expect(await neither.json()).toMatchObject({ message: NOTIFICATION_TO_READ })
    expect((await apiRead(mei.cookie, { id: ids[1], all: true })).status).toBe(400)

    expect(await (await apiRead(mei.cookie, { all: true })).json()).toEqual({ unread: 0 })
    expect((await apiRead(null, { all: true })).status).toBe(401)
  })
})

describe('/notifications (the page, without JavaScript) and the header count', () => {
  const throughLayout = (request: Request, handler: unknown) =>
    settleOrValue(() => throughGuards([signedInMiddleware] as never, routeArgs(request), handler as never))

  async function settleOrValue(run: () => unknown): Promise<unknown> {
    try {
      return await run()
    } catch (error) {
      if (error instanceof Response) return error
      throw error
    }
  }

  it('shows the list to the member and sends a visitor to sign in (document and .data)', async () => {
    const mei = await member()
    await notifyThree(mei.user)
    const inbox = (await throughLayout(getRequest('/notifications', { Cookie: mei.cookie }), pageLoader)) as Inbox
    expect(inbox).toMatchObject({ unread: 3, total: 3 })
    for (const path of ['/notifications', '/notifications.data']) {
      const visitor = (await throughLayout(getRequest(path), pageLoader)) as Response
      expect(visitor.status).toBe(302)
      expect(visitor.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
    }
  })

  it('marks one and all read with form posts; 404 for another member’s, 400 for nothing chosen', async () => {
    const mei = await member()
    const other = await member()
    const ids = await notifyThree(mei.user)
    const [theirs] = await notifyThree(other.user)
    const post = (fields: Record<string, string>) =>
      throughLayout(formRequest('/notifications', fields, { Cookie: mei.cookie }), pageAction) as Promise<{
        data: { errors: string[] }
        init: { status?: number } | null
      }>
    expect((await post({ id: String(ids[2]) })).init?.status ?? 200).toBe(200)
    const root = async () =>
      ((await rootLoader(routeArgs(getRequest('/', { Cookie: mei.cookie })) as never)) as unknown as { data: { unread: number } }).data
    expect((await root()).unread).toBe(2)
    const foreign = await post({ id: String(theirs) })
    expect(foreign.init?.status).toBe(404)
    expect(foreign.data.errors).toEqual([NOTIFICATION_NOT_FOUND])
    expect((await post({})).init?.status).toBe(400)
    await post({ all: 'true' })
    expect((await root()).unread).toBe(0)
    const visitorRoot = (await rootLoader(routeArgs(getRequest('/')) as never)) as unknown as { data: { unread: number } }
    expect(visitorRoot.data.unread).toBe(0)
  })
})

