import type { AdminUser } from '~/server/context'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminAuditLog, cohortApplications, cohortParticipants, cohorts, events, jobs, resources, workspaceBookings } from '../../db/schema'
import { ALREADY_REVIEWED, BOOKING_NOT_ACTIVE, COHORT_FULL, LISTING_ALREADY_REVIEWED } from '~/domain/admin'
import { getDb } from '~/server/db.server'
import { DomainError } from '~/shared/errors'
import type { PublicUser } from '~/shared/user'
import {
  acceptApplication,
  cancelBookingAsAdmin,
  listApplicationsForAdmin,
  rejectApplication,
  reviewListing,
  setEventActiveAsAdmin,
  setJobActiveAsAdmin,
} from '~/models/moderation.server'
import { action as bookingsAction, loader as bookingsLoader } from '~/routes/admin/bookings'
import { action as eventsAction } from '~/routes/admin/events'
import { action as jobsAction, loader as jobsLoader } from '~/routes/admin/jobs'
import { action as programsAction, loader as programsLoader } from '~/routes/admin/programs'
import { action as spacesAction, loader as spacesLoader } from '~/routes/admin/spaces'
import { createEvent, createResource, createStartup, createUser, createWorkspace, routeArgs } from '../support/factories'
import { formRequest, getRequest, settle } from '../support/http'

// The moderation queues (issue 15): each action once, atomically, audited; the page forms without JavaScript.

async function refusal(run: () => Promise<unknown>): Promise<DomainError> {
  try {
    await run()
  } catch (error) {
    if (error instanceof DomainError) return error
    throw error
  }
  throw new Error('expected a refusal')
}

async function cohortWith(seatsLeft: number, max = 5) {
  const db = await getDb()
  const [cohort] = await db
    .insert(cohorts)
    .values({ name: `Cohort ${Math.random().toString(36).slice(2, 8)}`, program: 'accelerator', maxParticipants: max, currentParticipants: max - seatsLeft })
    .returning()
  return cohort!
}

async function applicationTo(cohortId: number, user?: PublicUser) {
  const db = await getDb()
  const applicant = user ?? (await createUser())
  const [application] = await db
    .insert(cohortApplications)
    .values({ cohortId, userId: applicant.id, motivationLetter: 'Please take us.' })
    .returning()
  return application!
}

type Refused = { init: { status: number }; data: { id: number; message: string; notes: string } }

describe('cohort applications', () => {
  it('accept: approved, a participant row, currentParticipants + 1, audited', async () => {
    const admin = await createUser({ userType: 'admin' })
    const cohort = await cohortWith(2)
    const application = await applicationTo(cohort.id)
    await acceptApplication(admin, application.id)
    const db = await getDb()
    const [after] = await db.select().from(cohorts).where(eq(cohorts.id, cohort.id))
    expect(after!.currentParticipants).toBe(cohort.currentParticipants + 1)
    expect(await db.select().from(cohortParticipants).where(eq(cohortParticipants.cohortId, cohort.id))).toHaveLength(1)
    const [row] = await db.select().from(cohortApplications).where(eq(cohortApplications.id, application.id))
    expect(row).toMatchObject({ status: 'approved' })
    expect(row!.reviewedAt).toBeInstanceOf(Date)
    const [entry] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, application.id))
    expect(entry).toMatchObject({ entityType: 'cohort_application', action: 'accept' })
    expect(await refusal(() => acceptApplication(admin, application.id))).toMatchObject({ status: 409, message: ALREADY_REVIEWED })
  })

  it('a full cohort refuses: 409, and the application stays pending with no participant added', async () => {
    const admin = await createUser({ userType: 'admin' })
    const cohort = await cohortWith(0)
    const application = await applicationTo(cohort.id)
    expect(await refusal(() => acceptApplication(admin, application.id))).toMatchObject({ status: 409, message: COHORT_FULL })
    const db = await getDb()
    const [row] = await db.select().from(cohortApplications).where(eq(cohortApplications.id, application.id))
    expect(row!.status).toBe('pending')
    expect(await db.select().from(cohortParticipants).where(eq(cohortParticipants.cohortId, cohort.id))).toHaveLength(0)
    const [after] = await db.select().from(cohorts).where(eq(cohorts.id, cohort.id))
    expect(after!.currentParticipants).toBe(cohort.maxParticipants)
  })

  it('accepting many at once into the last two seats: two get in, never more', async () => {
    const admin = await createUser({ userType: 'admin' })
    const cohort = await cohortWith(2, 10)
    const applications = await Promise.all(Array.from({ length: 8 }, () => applicationTo(cohort.id)))
    const results = await Promise.allSettled(applications.map((application) => acceptApplication(admin, application.id)))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2)
    const db = await getDb()
    const [after] = await db.select().from(cohorts).where(eq(cohorts.id, cohort.id))
    expect(after!.currentParticipants).toBe(10)
    expect(await db.select().from(cohortParticipants).where(eq(cohortParticipants.cohortId, cohort.id))).toHaveLength(2)
  })

  it('reject keeps the notes; the queue lists pending first', async () => {
    const admin = await createUser({ userType: 'admin' })
    const cohort = await cohortWith(3)
    const first = await applicationTo(cohort.id)
    const second = await applicationTo(cohort.id)
    await rejectApplication(admin, first.id, 'Too early for this cohort')
    const db = await getDb()
    const [row] = await db.select().from(cohortApplications).where(eq(cohortApplications.id, first.id))
    expect(row).toMatchObject({ status: 'rejected', reviewNotes: 'Too early for this cohort' })
    expect(await refusal(() => rejectApplication(admin, first.id))).toMatchObject({ status: 409 })
    expect(await refusal(() => rejectApplication(admin, 999_999))).toMatchObject({ status: 404 })
    const page = await listApplicationsForAdmin(admin as AdminUser, { page: 1, q: cohort.name.toLowerCase() })
    expect(page.items.map((item) => item.id)).toEqual([second.id, first.id])
  })

  it('the page without JavaScript: accept redirects with a toast; a full cohort comes back 409 next to its row', async () => {
    const admin = await createUser({ userType: 'admin' })
    const open = await cohortWith(1)
    const application = await applicationTo(open.id)
    const accepted = await settle(() =>
      programsAction(routeArgs(formRequest('/admin/programs?page=1', { intent: 'accept', id: String(application.id) }), { user: admin })),
    )
    expect(accepted.status).toBe(302)
    expect(accepted.headers.get('Location')).toBe('/admin/programs?page=1')
    const late = await applicationTo(open.id)
    const refused = (await programsAction(
      routeArgs(formRequest('/admin/programs', { intent: 'accept', id: String(late.id) }), { user: admin }),
    )) as unknown as Refused
    expect(refused.init.status).toBe(409)
    expect(refused.data).toMatchObject({ id: late.id, message: COHORT_FULL })
    const rejected = (await programsAction(
      routeArgs(formRequest('/admin/programs', { intent: 'reject', id: String(late.id), notes: 'x'.repeat(1001) }), { user: admin }),
    )) as unknown as Refused
    expect(rejected.init.status).toBe(400)
    expect(rejected.data.notes).toHaveLength(1001)
    const unknown = (await programsAction(routeArgs(formRequest('/admin/programs', { intent: 'delete', id: '1' }), { user: admin }))) as unknown as Refused
    expect(unknown.init.status).toBe(400)
    const list = await programsLoader(routeArgs(getRequest(`/admin/programs?q=${encodeURIComponent(open.name)}`), { user: admin }))
    expect(list.page.items.map((item) => item.status).sort()).toEqual(['approved', 'pending'])
  })
})

describe('jobs, events and bookings', () => {
  it('deactivates and restores a job and an event; audited; unknown ids 404', async () => {
    const admin = await createUser({ userType: 'admin' })
    const founder = await createUser({ userType: 'startup' })
    const { id: startupId } = await createStartup(founder)
    const db = await getDb()
    const [job] = await db.insert(jobs).values({ startupId, title: 'Spammy job' }).returning()
    const response = await settle(() => jobsAction(routeArgs(formRequest('/admin/jobs', { intent: 'deactivate', id: String(job!.id) }), { user: admin })))
    expect(response.status).toBe(302)
    expect((await db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]!.isActive).toBe(false)
    await setJobActiveAsAdmin(admin, job!.id, true)
    expect((await db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]!.isActive).toBe(true)
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, job!.id))
    expect(audit.filter((entry) => entry.entityType === 'job').map((entry) => entry.action)).toEqual(['deactivate', 'reactivate'])
    expect(await refusal(() => setJobActiveAsAdmin(admin, 999_999, false))).toMatchObject({ status: 404 })
    const page = await jobsLoader(routeArgs(getRequest('/admin/jobs?q=spammy'), { user: admin }))
    expect(page.page.items.map((item) => item.id)).toContain(job!.id)

    const event = await createEvent(founder)
    const eventResponse = await settle(() =>
      eventsAction(routeArgs(formRequest('/admin/events', { intent: 'deactivate', id: String(event.id) }), { user: admin })),
    )
    expect(eventResponse.status).toBe(302)
    expect((await db.select().from(events).where(eq(events.id, event.id)))[0]!.isActive).toBe(false)
    expect(await refusal(() => setEventActiveAsAdmin(admin, 999_999, false))).toMatchObject({ status: 404 })
  })

  it('cancels a confirmed booking once; a second cancel is 409', async () => {
    const admin = await createUser({ userType: 'admin' })
    const member = await createUser()
    const { id: workspaceId } = await createWorkspace()
    const db = await getDb()
    const start = Date.now() + 86_400_000
    const [booking] = await db
      .insert(workspaceBookings)
      .values({ workspaceId, userId: member.id, startTime: new Date(start), endTime: new Date(start + 3_600_000), totalAmount: '12.34' })
      .returning()
    const response = await settle(() =>
      bookingsAction(routeArgs(formRequest('/admin/bookings', { intent: 'cancel', id: String(booking!.id) }), { user: admin })),
    )
    expect(response.status).toBe(302)
    expect((await db.select().from(workspaceBookings).where(eq(workspaceBookings.id, booking!.id)))[0]!.status).toBe('cancelled')
    expect(await refusal(() => cancelBookingAsAdmin(admin, booking!.id))).toMatchObject({ status: 409, message: BOOKING_NOT_ACTIVE })
    expect(await refusal(() => cancelBookingAsAdmin(admin, 999_999))).toMatchObject({ status: 404 })
    const page = await bookingsLoader(routeArgs(getRequest(`/admin/bookings?q=${encodeURIComponent(member.email)}`), { user: admin }))
    expect(page.page.items.map((item) => item.id)).toEqual([booking!.id])
  })
})

describe('resource listings waiting for approval', () => {
  it('approve lists it, reject declines it, each once; listings nobody submitted are not in the queue', async () => {
    const admin = await createUser({ userType: 'admin' })
    const member = await createUser()
    const submitted = { isActive: false, submittedById: member.id, submittedAt: new Date() }
    const first = await createResource(submitted)
    const second = await createResource(submitted)
    const curated = await createResource()
    const approved = await settle(() =>
      spacesAction(routeArgs(formRequest('/admin/spaces', { intent: 'approve', id: String(first.id) }), { user: admin })),
    )
    expect(approved.status).toBe(302)
    await reviewListing(admin, second.id, false)
    const db = await getDb()
    const [listed] = await db.select().from(resources).where(eq(resources.id, first.id))
    expect(listed).toMatchObject({ isActive: true, reviewedById: admin.id })
    const [declined] = await db.select().from(resources).where(eq(resources.id, second.id))
    expect(declined).toMatchObject({ isActive: false, reviewedById: admin.id })
    expect(await refusal(() => reviewListing(admin, first.id, false))).toMatchObject({ status: 409, message: LISTING_ALREADY_REVIEWED })
    expect(await refusal(() => reviewListing(admin, curated.id, true))).toMatchObject({ status: 404 })
    const again = (await spacesAction(
      routeArgs(formRequest('/admin/spaces', { intent: 'reject', id: String(first.id) }), { user: admin }),
    )) as unknown as Refused
    expect(again.init.status).toBe(409)
    const page = await spacesLoader(routeArgs(getRequest(`/admin/spaces?q=${encodeURIComponent(first.name)}`), { user: admin }))
    expect(page.page.items.map((item) => item.id)).toEqual([first.id])
    const all = await spacesLoader(routeArgs(getRequest('/admin/spaces'), { user: admin }))
    expect(all.page.items.map((item) => item.id)).not.toContain(curated.id)
  })
})
