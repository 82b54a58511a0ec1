import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { emailOutbox, jobApplications, jobs, notifications, profileClaims, startupReviews, startupTeam } from '../../db/schema'
import { listJobs } from '~/models/jobs.server'
import { action as apiJob } from '~/routes/api/job'
import { action as apiReply } from '~/routes/api/startup-review-reply'
import { loader as startupTabApi } from '~/routes/api/startup-tab'
import { getDatabase } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import { createJob, createStartup, createUser, routeArgs, signedInCookie } from './factories'
import { getRequest, jsonRequest } from './http'

/**
 * A startup's people after posting (issue 41 items 4 and 5, docs/decisions/0110-after-posting.md): replies to reviews
 * and PATCH /api/jobs/{id}, each permission branch — founder, team member, lapsed claimer, stranger, visitor, admin.
 */

export interface People {
  startupId: number
  founder: PublicUser
  teammate: PublicUser
  /** Had an approved claim and a team place from it; the subscription ended (decision 0083). */
  lapsed: PublicUser
  stranger: PublicUser
  admin: PublicUser
}

export async function startupWithPeople(): Promise<People> {
  const founder = await createUser({ firstName: 'Fay', lastName: 'Founder' })
  const teammate = await createUser({ firstName: 'Tom' })
  const lapsed = await createUser({ firstName: 'Lea' })
  const stranger = await createUser()
  const admin = await createUser({ userType: 'admin' })
  const { id: startupId } = await createStartup(founder, { claimedByUserId: lapsed.id, subscriptionActive: false })
  const db = (await getDatabase()).db
  await db.insert(startupTeam).values([
    { startupId, userId: teammate.id, role: 'CTO' },
    { startupId, userId: lapsed.id, role: 'Owner' },
  ])
  await db.insert(profileClaims).values({
    startupId,
    claimerId: lapsed.id,
    companyName: 'Lapsed Co',
    claimerName: 'Lea',
    claimerEmail: lapsed.email,
    claimerTitle: 'CEO',
    businessRegistration: 'REG-1',
    justification: 'Mine.',
    status: 'approved',
  })
  return { startupId, founder, teammate, lapsed, stranger, admin }
}

async function cookieOf(user?: PublicUser): Promise<Record<string, string>> {
  return user ? { Cookie: await signedInCookie(user) } : {}
}

async function reply(startupId: number | string, reviewId: number | string, body: unknown, user?: PublicUser): Promise<Response> {
  const path = `/api/startups/${startupId}/reviews/${reviewId}/reply`
  return apiReply(routeArgs(jsonRequest(path, 'POST', body, await cookieOf(user)), { params: { id: String(startupId), reviewId: String(reviewId) } }))
}

async function patchJob(jobId: number | string, body: unknown, user?: PublicUser): Promise<Response> {
  return apiJob(routeArgs(jsonRequest(`/api/jobs/${jobId}`, 'PATCH', body, await cookieOf(user)), { params: { id: String(jobId) } }))
}

async function addReview(startupId: number, reviewerId: number | null): Promise<number> {
  const db = (await getDatabase()).db
  const [row] = await db
    .insert(startupReviews)
    .values({ startupId, reviewerId, rating: '4.0', title: 'Good place', pros: 'People', employmentStatus: 'current', isAnonymous: false })
    .returning({ id: startupReviews.id })
  return row!.id
}

/** POST /api/startups/{id}/reviews/{reviewId}/reply: who may, each 4xx, once and editable, the reviewer told once. */
export async function runReviewReplies(): Promise<void> {
  const people = await startupWithPeople()
  const reviewer = await createUser({ firstName: 'Rui' })
  const reviewId = await addReview(people.startupId, reviewer.id)
  const other = await startupWithPeople()
  const otherReview = await addReview(other.startupId, reviewer.id)
  const text = { reply: 'Thank you for the kind words.' }

  expect((await reply(people.startupId, reviewId, text)).status).toBe(401)
  for (const refused of [people.stranger, people.lapsed, people.admin]) {
    const answer = await reply(people.startupId, reviewId, text, refused)
    expect(answer.status).toBe(403)
    expect(await answer.json()).toMatchObject({ message: 'Only the people who run this startup can reply to its reviews' })
  }
  expect((await reply(999_999_999, reviewId, text, people.founder)).status).toBe(404)
  expect((await reply(people.startupId, 999_999_999, text, people.founder)).status).toBe(404)
  // A review of another startup is not this startup's to answer.
  expect((await reply(people.startupId, otherReview, text, people.founder)).status).toBe(404)
  const blank = await reply(people.startupId, reviewId, { reply: '   ' }, people.founder)
  expect(blank.status).toBe(400)
  expect(await blank.json()).toMatchObject({ errors: { reply: ['Please write a reply'] } })
  expect((await reply(people.startupId, reviewId, { reply: 'x'.repeat(2001) }, people.founder)).status).toBe(400)

  const first = await reply(people.startupId, reviewId, text, people.founder)
  expect(first.status).toBe(200)
  expect(await first.json()).toMatchObject({ reviewId, text: text.reply, authorName: 'Fay Founder', editedAt: null, created: true })
  const db = (await getDatabase()).db
  const told = await db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, reviewer.id))
  expect(told.map((row) => row.kind)).toEqual(['review-reply'])
  const mail = await db.select({ template: emailOutbox.template }).from(emailOutbox).where(eq(emailOutbox.userId, reviewer.id))
  expect(mail.map((row) => row.template)).toEqual(['review-reply'])

  // A teammate edits it: one reply, dated as edited; the reviewer is not told again.
  const edited = await reply(people.startupId, reviewId, { reply: 'Thank you, we read every review.' }, people.teammate)
  expect(edited.status).toBe(200)
  const editedBody = (await edited.json()) as { created: boolean; editedAt: string | null; authorName: string }
  expect(editedBody.created).toBe(false)
  expect(editedBody.editedAt).not.toBeNull()
  expect(await db.select().from(notifications).where(eq(notifications.userId, reviewer.id))).toHaveLength(1)

  // Shown with the review (GET /api/startups/{id}/reviews, the Reviews tab's list).
  const tab = await startupTabApi(routeArgs(getRequest(`/api/startups/${people.startupId}/reviews`), { params: { id: String(people.startupId), tab: 'reviews' } }))
  const reviews = (await tab.json()) as { id: number; reply: { text: string; authorName: string } | null }[]
  expect(reviews.find((review) => review.id === reviewId)?.reply).toMatchObject({ text: 'Thank you, we read every review.', authorName: 'Tom Member' })

  // An admin who founded the startup speaks for it.
  const adminFounder = await createUser({ userType: 'admin' })
  const { id: adminStartup } = await createStartup(adminFounder)
  const adminReview = await addReview(adminStartup, null)
  expect((await reply(adminStartup, adminReview, text, adminFounder)).status).toBe(200)
}

/** PATCH /api/jobs/{id}: who may, each 4xx, an edit with the Post Job rules, closing and reopening. */
export async function runJobPatch(): Promise<void> {
  const people = await startupWithPeople()
  const applicant = await createUser()
  const job = await createJob(people.startupId, { title: 'Backend Engineer', description: 'Build things.', location: 'Singapore' })
  const db = (await getDatabase()).db
  await db.insert(jobApplications).values({ jobId: job.id, userId: applicant.id, note: 'Hello' })

  expect((await patchJob(job.id, { title: 'Senior Backend Engineer' })).status).toBe(401)
  for (const refused of [people.stranger, people.lapsed, people.admin]) {
    expect((await patchJob(job.id, { title: 'Taken over' }, refused)).status).toBe(403)
  }
  expect((await patchJob(999_999_999, { status: 'closed' }, people.founder)).status).toBe(404)
  const invalid = await patchJob(job.id, { title: '', location: 'Atlantis', salary: { min: 90, max: 10 } }, people.founder)
  expect(invalid.status).toBe(400)
  const invalidBody = (await invalid.json()) as { errors: Record<string, string[]> }
  expect(invalidBody.errors.title).toEqual(['Job title is required'])
  expect(invalidBody.errors.location).toEqual(['Please select a location'])
  expect(invalidBody.errors['salary.max']).toEqual(['Maximum salary must not be below the minimum'])
  expect((await patchJob(job.id, { status: 'archived' }, people.founder)).status).toBe(400)
  expect((await patchJob(job.id, {}, people.founder)).status).toBe(400)

  // The founder edits one field; the rest stay.
  const edited = await patchJob(job.id, { title: 'Senior Backend Engineer', salary: { min: 5000, max: 8000, currency: 'SGD' } }, people.founder)
  expect(edited.status).toBe(200)
  expect(await edited.json()).toMatchObject({
    title: 'Senior Backend Engineer',
    description: 'Build things.',
    location: 'Singapore',
    salary: { min: 5000, max: 8000, currency: 'SGD' },
    isActive: true,
  })
  // A teammate moves it to Remote (which makes it remote) and clears the salary.
  const remote = await patchJob(job.id, { location: 'Remote', salary: null }, people.teammate)
  expect(remote.status).toBe(200)
  expect(await remote.json()).toMatchObject({ location: 'Remote', isRemote: true, salary: null })

  // Closing: it leaves the lists (is_open, decision 0101) and keeps its applications; the team still reads it.
  const closed = await patchJob(job.id, { status: 'closed' }, people.teammate)
  expect(closed.status).toBe(200)
  expect(await closed.json()).toMatchObject({ isActive: false })
  const [row] = await db.select({ isOpen: jobs.isOpen }).from(jobs).where(eq(jobs.id, job.id))
  expect(row?.isOpen).toBe(false)
  expect((await listJobs({ limit: 100, startupId: people.startupId })).map((listed) => listed.id)).not.toContain(job.id)
  expect(await db.select().from(jobApplications).where(and(eq(jobApplications.jobId, job.id), eq(jobApplications.userId, applicant.id)))).toHaveLength(1)
  // A closed job does not exist for anyone else (404, as setJobActive answers).
  expect((await patchJob(job.id, { status: 'open' }, people.stranger)).status).toBe(404)
  // The older spelling still works; editing and reopening at once.
  const reopened = await patchJob(job.id, { isActive: true, description: 'Build more things.' }, people.founder)
  expect(reopened.status).toBe(200)
  expect(await reopened.json()).toMatchObject({ isActive: true, description: 'Build more things.' })
  expect((await listJobs({ limit: 100, startupId: people.startupId })).map((listed) => listed.id)).toContain(job.id)
}
