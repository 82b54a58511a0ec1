import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminAuditLog, eventRsvps, events, jobs, startups, users, workspaceBookings, workspaces } from '../../db/schema'
import { CANNOT_DELETE_ADMIN, CANNOT_DELETE_SELF, CANNOT_DEMOTE_SELF, LAST_ADMIN } from '~/domain/admin'
import { getDb } from '~/server/db.server'
import { DomainError } from '~/shared/errors'
import type { PublicUser } from '~/shared/user'
import {
  adminStats,
  createUserAsAdmin,
  deleteUserAsAdmin,
  getStartupForAdmin,
  getUserForAdmin,
  listUsers,
  trendOf,
  updateUserAsAdmin,
} from '~/models/admin.server'
import { action as adminsAction, loader as adminsLoader } from '~/routes/admin/admins'
import { action as startupsAction, loader as startupsLoader } from '~/routes/admin/startups'
import { action as usersAction, loader as usersLoader } from '~/routes/admin/users'
import { loader as createAdminApi } from '~/routes/api/admin/create-admin'
import { loader as userApi } from '~/routes/api/admin/user'
import { createAdmin, createStartup, createUser, routeArgs, signedInCookie } from '../support/factories'
import { formRequest, getRequest, jsonRequest, settle } from '../support/http'
import { createAdminSchema } from '~/schemas/admin'

// The admin panel's rules (issue 15): whom an admin may change, what goes with a deleted account, the audit log, and
// the page forms without JavaScript. The access matrix over HTTP is in admin-http.test.ts.

async function refusal(run: () => Promise<unknown>): Promise<DomainError> {
  try {
    await run()
  } catch (error) {
    if (error instanceof DomainError) return error
    throw error
  }
  throw new Error('expected a refusal')
}

const admin = createAdmin

async function onlyAdmin(): Promise<PublicUser> {
  // Demote every other admin so this one is the last (each test file has its own database).
  const db = await getDb()
  await db.update(users).set({ userType: 'public' }).where(eq(users.userType, 'admin'))
  return admin()
}

describe('editing users', () => {
  it('changes names and type, never the e-mail, and writes who changed what to the audit log', async () => {
    const actor = await admin()
    const target = await createUser({ firstName: 'Ana', lastName: 'Lim' })
    const updated = await updateUserAsAdmin(actor, target.id, { firstName: 'Anna', lastName: 'Lim', userType: 'startup' })
    expect(updated).toMatchObject({ email: target.email, firstName: 'Anna', userType: 'startup' })
    const db = await getDb()
    const [entry] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, target.id))
    expect(entry).toMatchObject({
      adminId: actor.id,
      entityType: 'user',
      action: 'update',
      changes: { firstName: { before: 'Ana', after: 'Anna' }, userType: { before: 'public', after: 'startup' } },
    })
  })

  it('an admin cannot demote themself (403), and nobody demotes the last admin (409)', async () => {
    const last = await onlyAdmin()
    expect(await refusal(() => updateUserAsAdmin(last, last.id, { userType: 'public' }))).toMatchObject({
      status: 403,
      message: CANNOT_DEMOTE_SELF,
    })
    // A second admin demoting the only other one is fine; demoting the last one left is not.
    const second = await admin()
    await updateUserAsAdmin(second, last.id, { userType: 'public' })
    const back = await createUser({ userType: 'admin' })
    await updateUserAsAdmin(back, second.id, { userType: 'public' })
    const db = await getDb()
    const admins = await db.select().from(users).where(eq(users.userType, 'admin'))
    expect(admins.map((user) => user.id)).toEqual([back.id])
  })

  it('two admins demoting each other at once leave one admin, never none', async () => {
    const a = await onlyAdmin()
    const b = await admin()
    const results = await Promise.allSettled([
      updateUserAsAdmin(a, b.id, { userType: 'public' }),
      updateUserAsAdmin(b, a.id, { userType: 'public' }),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const rejected = results.find((result) => result.status === 'rejected') as PromiseRejectedResult
    expect(rejected.reason).toMatchObject({ status: 409, message: LAST_ADMIN, fieldErrors: { userType: [LAST_ADMIN] } })
    const db = await getDb()
    expect(await db.select().from(users).where(eq(users.userType, 'admin'))).toHaveLength(1)
  })

  it('demoting oneself through the API: 403 with the message', async () => {
    const actor = await admin()
    const response = await userApi(
      routeArgs(jsonRequest(`/api/admin/users/${actor.id}`, 'PATCH', { userType: 'public' }, { Cookie: await signedInCookie(actor) }), {
        params: { id: String(actor.id) },
      }),
    )
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ message: CANNOT_DEMOTE_SELF })
  })

  it('400 for an unknown type, 404 for an unknown user', async () => {
    const actor = await admin()
    const cookie = await signedInCookie(actor)
    const bad = await userApi(
      routeArgs(jsonRequest('/api/admin/users/1', 'PATCH', { userType: 'root' }, { Cookie: cookie }), { params: { id: '1' } }),
    )
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ errors: { userType: ['Please select a valid user type'] } })
    const missing = await userApi(
      routeArgs(jsonRequest('/api/admin/users/999999', 'PATCH', { userType: 'public' }, { Cookie: cookie }), { params: { id: '999999' } }),
    )
    expect(missing.status).toBe(404)
  })
})

describe('deleting users', () => {
  it('refuses admins and oneself (403)', async () => {
    const actor = await admin()
    const other = await admin()
    expect(await refusal(() => deleteUserAsAdmin(actor, other.id))).toMatchObject({ status: 403, message: CANNOT_DELETE_ADMIN })
    expect(await refusal(() => deleteUserAsAdmin(actor, actor.id))).toMatchObject({ status: 403, message: CANNOT_DELETE_SELF })
    expect(await refusal(() => deleteUserAsAdmin(actor, 999_999))).toMatchObject({ status: 404 })
  })

  it("follows the ON DELETE policy: RSVPs go; startups (and their jobs), bookings stay without the user's id", async () => {
    const actor = await admin()
    const founder = await createUser({ userType: 'startup' })
    const { id: startupId } = await createStartup(founder)
    const db = await getDb()
    const [job] = await db.insert(jobs).values({ startupId, title: 'Engineer' }).returning()
    const now = Date.now()
    const [event] = await db
      .insert(events)
      .values({ title: 'Meetup', startDate: new Date(now + 86_400_000), endDate: new Date(now + 90_000_000), eventType: 'meetup' } as typeof events.$inferInsert)
      .returning()
    await db.insert(eventRsvps).values({ eventId: event!.id, userId: founder.id })
    const [space] = await db.insert(workspaces).values({ name: 'Desk', type: 'hot-desk' }).returning()
    const [booking] = await db
      .insert(workspaceBookings)
      .values({ workspaceId: space!.id, userId: founder.id, startTime: new Date(now + 3_600_000), endTime: new Date(now + 7_200_000) })
      .returning()

    await deleteUserAsAdmin(actor, founder.id)

    expect(await db.select().from(users).where(eq(users.id, founder.id))).toHaveLength(0)
    expect(await db.select().from(eventRsvps).where(eq(eventRsvps.userId, founder.id))).toHaveLength(0)
    const [startup] = await db.select().from(startups).where(eq(startups.id, startupId))
    expect(startup).toMatchObject({ founderId: null })
    expect(await db.select().from(jobs).where(eq(jobs.id, job!.id))).toHaveLength(1)
    const [kept] = await db.select().from(workspaceBookings).where(eq(workspaceBookings.id, booking!.id))
    expect(kept).toMatchObject({ userId: null })
    const [entry] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, founder.id))
    expect(entry).toMatchObject({ action: 'delete', changes: { email: { before: founder.email, after: null } } })
  })
})

describe('creating accounts', () => {
  it('admin by default; 409 on the e-mail field for a taken address; 400 when e-mail or password is missing', async () => {
    const actor = await admin()
    const created = await createUserAsAdmin(actor, createAdminSchema.parse({ email: 'New.Admin@Example.com', password: 'password-123' }))
    expect(created).toMatchObject({ email: 'new.admin@example.com', userType: 'admin' })
    expect(await refusal(() => createUserAsAdmin(actor, createAdminSchema.parse({ email: 'new.admin@example.com', password: 'password-123' })))).toMatchObject({
      status: 409,
      fieldErrors: { email: ['An account with this email already exists'] },
    })
    const cookie = await signedInCookie(actor)
    for (const body of [{ password: 'password-123' }, { email: 'x@example.com' }, {}]) {
      const response = await createAdminApi(routeArgs(jsonRequest('/api/admin/create-admin', 'POST', body, { Cookie: cookie })))
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ message: 'Email and password are required' })
    }
    const short = await createAdminApi(
      routeArgs(jsonRequest('/api/admin/create-admin', 'POST', { email: 'y@example.com', password: 'short' }, { Cookie: cookie })),
    )
    expect(short.status).toBe(400)
    expect(await short.json()).toMatchObject({ errors: { password: ['Password must be at least 8 characters'] } })
  })

  it('Add New Admin without JavaScript: a taken e-mail comes back 409 with the values kept (never the password)', async () => {
    const actor = await admin()
    const taken = await createUser()
    const fields = { email: taken.email, password: 'password-123', firstName: 'Kai', lastName: '', userType: 'startup' }
    const response = (await adminsAction(routeArgs(formRequest('/admin/admins?dialog=add-admin', fields), { user: actor }))) as unknown as {
      init: { status: number }
      data: { result: { initialValue: Record<string, string>; error: Record<string, string[]> } }
    }
    expect(response.init.status).toBe(409)
    expect(response.data.result.initialValue).toMatchObject({ email: taken.email, firstName: 'Kai', userType: 'startup' })
    expect(response.data.result.initialValue.password).toBeUndefined()
    expect(response.data.result.error.email).toEqual(['An account with this email already exists'])

    const ok = await settle(() =>
      adminsAction(routeArgs(formRequest('/admin/admins?dialog=add-admin', { ...fields, email: 'fresh-admin@example.com' }), { user: actor })),
    )
    expect(ok.status).toBe(302)
    expect(ok.headers.get('Location')).toBe('/admin/admins')
    const list = await adminsLoader(routeArgs(getRequest('/admin/admins?q=fresh-admin'), { user: actor }))
    // The new account is a startup user, so it is not in the admins list; the users list finds it.
    expect(list.page.items).toHaveLength(0)
    const users = await listUsers(actor, { page: 1, q: 'fresh-admin' })
    expect(users.items.map((user) => user.userType)).toEqual(['startup'])
  })
})

describe('the user list and detail', () => {
  it('10 a page, newest first, searched by name or e-mail, with the real recent activity', async () => {
    const actor = await admin()
    const tag = `pager${Date.now()}`
    for (let index = 0; index < 12; index++) await createUser({ email: `${tag}-${index}@example.com`, firstName: `P${index}` })
    const first = await listUsers(actor, { page: 1, q: tag })
    expect(first).toMatchObject({ total: 12, pageCount: 2, pageSize: 10 })
    expect(first.items).toHaveLength(10)
    expect(first.items[0]!.email).toBe(`${tag}-11@example.com`)
    expect((await listUsers(actor, { page: 2, q: tag })).items).toHaveLength(2)
    expect((await listUsers(actor, { page: 1, q: 'P11' })).items.map((user) => user.email)).toContain(`${tag}-11@example.com`)
    // % and _ are literal
    expect((await listUsers(actor, { page: 1, q: '%' })).total).toBe(0)

    const founder = await createUser({ email: `${tag}-founder@example.com` })
    const { id } = await createStartup(founder, { name: `${tag} Labs` })
    const detail = await getUserForAdmin(actor, founder.id)
    expect(detail.activity[0]).toMatchObject({ kind: 'startup', text: `Created the startup profile ${tag} Labs` })
    const page = await usersLoader(routeArgs(getRequest(`/admin/users?dialog=user&user=${founder.id}`), { user: actor }))
    expect(page.selected?.user.id).toBe(founder.id)
    expect(id).toBeGreaterThan(0)
  })

  it('Edit User and Delete User without JavaScript: redirect with the toast; refusals come back with the message', async () => {
    const actor = await admin()
    const target = await createUser({ firstName: 'Old' })
    const edit = await settle(() =>
      usersAction(
        routeArgs(formRequest(`/admin/users?page=1&dialog=edit-user&user=${target.id}`, { intent: 'update', firstName: 'New', lastName: 'Name', userType: 'public' }), {
          user: actor,
        }),
      ),
    )
    expect(edit.status).toBe(302)
    expect(edit.headers.get('Location')).toBe('/admin/users?page=1')
    expect((await getUserForAdmin(actor, target.id)).user.firstName).toBe('New')

    const invalid = (await usersAction(
      routeArgs(formRequest(`/admin/users?dialog=edit-user&user=${target.id}`, { intent: 'update', firstName: 'Kept', userType: 'wizard' }), { user: actor }),
    )) as unknown as { init: { status: number }; data: { result: { initialValue: Record<string, string> } } }
    expect(invalid.init.status).toBe(400)
    expect(invalid.data.result.initialValue).toMatchObject({ firstName: 'Kept', userType: 'wizard' })

    const other = await admin()
    const refused = (await usersAction(
      routeArgs(formRequest(`/admin/users?dialog=delete-user&user=${other.id}`, { intent: 'delete' }), { user: actor }),
    )) as unknown as { init: { status: number }; data: { result: { error: Record<string, string[]> } } }
    expect(refused.init.status).toBe(403)
    expect(refused.data.result.error['']).toEqual([CANNOT_DELETE_ADMIN])

    const deleted = await settle(() =>
      usersAction(routeArgs(formRequest(`/admin/users?dialog=delete-user&user=${target.id}`, { intent: 'delete' }), { user: actor })),
    )
    expect(deleted.status).toBe(302)
    expect(await refusal(() => getUserForAdmin(actor, target.id))).toMatchObject({ status: 404 })
  })
})

describe('startups management', () => {
  it('Edit Startup without JavaScript: updates, names the admin the managing admin, logs before → after', async () => {
    const actor = await admin()
    const founder = await createUser({ userType: 'startup' })
    const { id } = await createStartup(founder, { name: 'Before Co', stage: 'seed' })
    const response = await settle(() =>
      startupsAction(
        routeArgs(
          formRequest(`/admin/startups?dialog=edit-startup&startup=${id}`, {
            name: 'After Co',
            industry: 'healthtech',
            stage: 'series-a',
            description: 'Changed by an admin.',
          }),
          { user: actor },
        ),
      ),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/admin/startups')
    const detail = await getStartupForAdmin(actor, id)
    expect(detail).toMatchObject({ name: 'After Co', sector: 'healthtech', stage: 'series-a', managingAdmin: 'Test Member' })
    expect(detail.audit[0]).toMatchObject({
      adminEmail: actor.email,
      action: 'update',
      changes: { name: { before: 'Before Co', after: 'After Co' }, stage: { before: 'seed', after: 'series-a' } },
    })
    const page = await startupsLoader(routeArgs(getRequest(`/admin/startups?dialog=startup&startup=${id}`), { user: actor }))
    expect(page.selected?.audit).toHaveLength(1)

    const invalid = (await startupsAction(
      routeArgs(formRequest(`/admin/startups?dialog=edit-startup&startup=${id}`, { name: '', stage: 'unicorn' }), { user: actor }),
    )) as unknown as { init: { status: number }; data: { result: { error: Record<string, string[]> } } }
    expect(invalid.init.status).toBe(400)
    expect(invalid.data.result.error.stage).toEqual(['Please select a valid stage'])
  })
})

describe('dashboard', () => {
  it('counts every table and compares the last 30 days with the 30 before', async () => {
    expect(trendOf(12, 10)).toEqual({ current: 12, previous: 10, percent: 20 })
    expect(trendOf(3, 0)).toEqual({ current: 3, previous: 0, percent: null })
    expect(trendOf(5, 10).percent).toBe(-50)
    const db = await getDb()
    const now = new Date()
    const reader = await createAdmin()
    const before = await adminStats(reader, now)
    const day = 86_400_000
    await createUser()
    const [old] = await db.insert(users).values({ email: `old-${Date.now()}@example.com`, createdAt: new Date(now.getTime() - 45 * day) }).returning()
    const after = await adminStats(reader, now)
    expect(after.users).toBe(before.users + 2)
    expect(after.trends.users.current).toBe(before.trends.users.current + 1)
    expect(after.trends.users.previous).toBe(before.trends.users.previous + 1)
    expect(old).toBeTruthy()
  })
})
