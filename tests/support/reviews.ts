import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { adminAuditLog, emailOutbox, reviewReports, startupTeam } from '../../db/schema'
import { action as apiReviews, loader as apiReviewsGet } from '~/routes/api/startup-reviews'
import { action as apiReview } from '~/routes/api/startup-review'
import { action as apiReport } from '~/routes/api/startup-review-report'
import { action as apiVerification } from '~/routes/api/startup-review-verification'
import { action as apiConfirm } from '~/routes/api/review-verification-confirm'
import { loader as apiQueue } from '~/routes/api/admin/review-reports'
import { action as apiModerate } from '~/routes/api/admin/review-moderation'
import { getDatabase } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import { createStartup, createUser, routeArgs, signedInCookie } from './factories'
import { getRequest, jsonRequest } from './http'

/**
 * Anonymous reviews (issue 42 item 5, docs/decisions/0119-anonymous-reviews.md): each endpoint's 2xx and 4xx, who may
 * write, the 3-review rule, no identity in any answer, moderation, and one review per member under concurrency.
 */

const cookieOf = async (user?: PublicUser): Promise<Record<string, string>> => (user ? { Cookie: await signedInCookie(user) } : {})

export const REVIEW = { employmentStatus: 'current', rating: 4, title: 'Good place to learn', pros: 'Kind people', cons: 'Long hours', culture: 5 }

export async function postReview(startupId: number | string, body: unknown, user?: PublicUser): Promise<Response> {
  return apiReviews(routeArgs(jsonRequest(`/api/startups/${startupId}/reviews`, 'POST', body, await cookieOf(user)), { params: { id: String(startupId) } }))
}

async function getReviews(startupId: number | string, query = '', user?: PublicUser): Promise<Response> {
  return apiReviewsGet(routeArgs(getRequest(`/api/startups/${startupId}/reviews${query}`, await cookieOf(user)), { params: { id: String(startupId) } }))
}

async function onReview(method: string, startupId: number, reviewId: number | string, body: unknown, user?: PublicUser, tail = ''): Promise<Response> {
  const handler = tail ? apiReport : apiReview
  return handler(
    routeArgs(jsonRequest(`/api/startups/${startupId}/reviews/${reviewId}${tail}`, method, body, await cookieOf(user)), {
      params: { id: String(startupId), reviewId: String(reviewId) },
    }),
  )
}

export interface ReviewPeople {
  startupId: number
  founder: PublicUser
  /** A place on the team without an access role (on the profile only). */
  teammate: PublicUser
  /** A place with the editor role. */
  editor: PublicUser
  /** A place with the owner role. */
  owner: PublicUser
  stranger: PublicUser
}

export async function startupWithTeam(website = 'https://www.acme-reviews.io'): Promise<ReviewPeople> {
  const founder = await createUser({ firstName: 'Fay' })
  const teammate = await createUser({ firstName: 'Tia', lastName: 'Secretname' })
  const editor = await createUser({ firstName: 'Eve' })
  const owner = await createUser({ firstName: 'Oz' })
  const stranger = await createUser()
  const { id: startupId } = await createStartup(founder, { website })
  const db = (await getDatabase()).db
  await db.insert(startupTeam).values([
    { startupId, userId: teammate.id, role: 'Engineer', accessRole: null },
    { startupId, userId: editor.id, role: 'Designer', accessRole: 'editor' },
    { startupId, userId: owner.id, role: 'COO', accessRole: 'owner' },
  ])
  return { startupId, founder, teammate, editor, owner, stranger }
}

export async function runReviewEndpoints(): Promise<void> {
  const people = await startupWithTeam()
  const { startupId } = people

  // Who may write.
  expect((await postReview(startupId, REVIEW)).status).toBe(401)
  const refused = await postReview(startupId, REVIEW, people.stranger)
  expect(refused.status).toBe(403)
  expect(await refused.json()).toMatchObject({ message: 'Only verified current or former team members of this startup can review it' })
  for (const runner of [people.founder, people.owner]) {
    const answer = await postReview(startupId, REVIEW, runner)
    expect(answer.status).toBe(403)
    expect(await answer.json()).toMatchObject({ message: 'The people who run a startup cannot review it; they can reply to its reviews' })
  }
  expect((await postReview(999_999_999, REVIEW, people.teammate)).status).toBe(404)
  const invalid = await postReview(startupId, { rating: 9, title: ' ' }, people.teammate)
  expect(invalid.status).toBe(400)
  expect(await invalid.json()).toMatchObject({
    errors: { rating: ['Please rate the startup from 1 to 5'], title: ['Please give your review a title'], employmentStatus: ['Please say whether you work there now or worked there before'] },
  })

  const first = await postReview(startupId, REVIEW, people.teammate)
  expect(first.status).toBe(201)
  const { id: reviewId } = (await first.json()) as { id: number }
  const again = await postReview(startupId, { ...REVIEW, title: 'Twice' }, people.teammate)
  expect(again.status).toBe(409)

  // Below 3 reviews, no averages; a former teammate (a verified work address) writes the second.
  let page = (await (await getReviews(startupId)).json()) as { summary: { count: number; ratingShown: boolean; average: number | null; categories: unknown }; reviews: unknown[] }
  expect(page.summary).toMatchObject({ count: 1, ratingShown: false, average: null, categories: null })

  const former = await createUser({ firstName: 'Fox' })
  const send = (email: string, user?: PublicUser, id: number = startupId) =>
    cookieOf(user).then((headers) =>
      apiVerification(routeArgs(jsonRequest(`/api/startups/${id}/reviews/verification`, 'POST', { email }, headers), { params: { id: String(id) } })),
    )
  expect((await send('fox@acme-reviews.io')).status).toBe(401)
  expect((await send('not an address', former)).status).toBe(400)
  const otherDomain = await send('fox@gmail.com', former)
  expect(otherDomain.status).toBe(400)
  expect(await otherDomain.json()).toMatchObject({ errors: { email: ["The address must be on the startup's website domain"] } })
  expect((await send('fox@acme-reviews.io', former, 999_999_999)).status).toBe(404)
  expect((await postReview(startupId, { ...REVIEW, employmentStatus: 'former' }, former)).status).toBe(403)
  const sent = await send('Fox@Eu.Acme-Reviews.io', former)
  expect(sent.status).toBe(202)
  const db = (await getDatabase()).db
  const [mail] = await db.select({ data: emailOutbox.data, to: emailOutbox.recipient }).from(emailOutbox).where(eq(emailOutbox.userId, former.id))
  expect(mail?.to).toBe('fox@eu.acme-reviews.io')
  const token = /token=([A-Za-z0-9_-]{43})/.exec(JSON.stringify(mail?.data))?.[1]
  expect(token).toBeDefined()
  const confirm = (body: unknown) => apiConfirm(routeArgs(jsonRequest('/api/review-verifications/confirm', 'POST', body)))
  expect((await confirm({ token: 'x'.repeat(43) })).status).toBe(400)
  expect((await confirm({})).status).toBe(400)
  const confirmed = await confirm({ token })
  expect(confirmed.status).toBe(200)
  expect(await confirmed.json()).toMatchObject({ startupId, email: 'fox@eu.acme-reviews.io' })
  expect((await confirm({ token })).status).toBe(400)
  expect((await postReview(startupId, { ...REVIEW, employmentStatus: 'former', rating: 2, culture: 3 }, former)).status).toBe(201)

  // A startup without a website: no work address can be checked.
  const bare = await startupWithTeam('')
  expect(await (await send('fox@acme-reviews.io', former, bare.startupId)).json()).toMatchObject({
    message: 'This startup has no website, so a work email cannot be checked. Ask its team to add you to the team',
  })

  // The editor writes the third: the averages appear.
  expect((await postReview(startupId, { ...REVIEW, rating: 3, culture: 4 }, people.editor)).status).toBe(201)
  const third = await getReviews(startupId, '', people.stranger)
  const thirdText = await third.text()
  page = JSON.parse(thirdText) as typeof page
  expect(page.summary).toMatchObject({ count: 3, ratingShown: true, average: 3, categories: { culture: 4, compensation: null } })
  expect(page.reviews).toHaveLength(3)
  // Nothing of any author: no ids, names or addresses.
  for (const person of [people.teammate, people.editor, former]) {
    expect(thirdText).not.toContain(person.email)
    expect(thirdText).not.toContain('"reviewerId"')
  }
  expect(thirdText).not.toContain('Secretname')
  expect(thirdText).not.toContain('fox@')
  expect((await getReviews(startupId, '?page=0')).status).toBe(400)
  expect((await getReviews(999_999_999)).status).toBe(404)
  expect(((await (await getReviews(startupId, '?page=2')).json()) as typeof page).reviews).toEqual([])

  // Edit and delete: the author only.
  expect((await onReview('PATCH', startupId, reviewId, { title: 'Better now' })).status).toBe(401)
  expect((await onReview('PATCH', startupId, reviewId, { title: 'Mine' }, people.editor)).status).toBe(403)
  expect((await onReview('PATCH', startupId, 999_999_999, { title: 'Mine' }, people.teammate)).status).toBe(404)
  expect((await onReview('PATCH', startupId, reviewId, { rating: 0 }, people.teammate)).status).toBe(400)
  const patched = await onReview('PATCH', startupId, reviewId, { title: 'Better now', rating: 5 }, people.teammate)
  expect(patched.status).toBe(200)
  page = (await (await getReviews(startupId)).json()) as typeof page
  expect(page.reviews).toContainEqual(expect.objectContaining({ id: reviewId, title: 'Better now', rating: 5 }))

  // Reports: signed in, not one's own, once; an admin's queue hides, restores or dismisses, audited.
  const report = (user?: PublicUser, body: unknown = { reason: 'identifying', details: 'Names the manager' }, id: number = reviewId) =>
    onReview('POST', startupId, id, body, user, '/report')
  expect((await report()).status).toBe(401)
  expect((await report(people.teammate)).status).toBe(403)
  expect((await report(people.stranger, { reason: 'because' })).status).toBe(400)
  expect((await report(people.stranger, undefined, 999_999_999)).status).toBe(404)
  expect((await report(people.stranger)).status).toBe(201)
  expect((await report(people.stranger)).status).toBe(409)
  expect((await report(people.founder, { reason: 'false' })).status).toBe(201)

  const admin = await createUser({ userType: 'admin' })
  const queue = (user?: PublicUser) => cookieOf(user).then((headers) => apiQueue(routeArgs(getRequest('/api/admin/review-reports', headers))))
  expect((await queue()).status).toBe(401)
  expect((await queue(people.stranger)).status).toBe(403)
  const listed = (await (await queue(admin)).json()) as { reviewId: number; openReports: number; reasons: string[] }[]
  expect(listed).toContainEqual(expect.objectContaining({ reviewId, openReports: 2, reasons: expect.arrayContaining(['identifying', 'false']) }))
  expect(JSON.stringify(listed)).not.toContain(people.teammate.email)

  const moderate = (action: unknown, user?: PublicUser, id: number = reviewId) =>
    cookieOf(user).then((headers) =>
      apiModerate(routeArgs(jsonRequest(`/api/admin/reviews/${id}/moderation`, 'POST', { action }, headers), { params: { id: String(id) } })),
    )
  expect((await moderate('hide')).status).toBe(401)
  expect((await moderate('hide', people.founder)).status).toBe(403)
  expect((await moderate('delete', admin)).status).toBe(400)
  expect((await moderate('hide', admin, 999_999_999)).status).toBe(404)
  const hidden = await moderate('hide', admin)
  expect(hidden.status).toBe(200)
  expect(await hidden.json()).toEqual({ reviewId, hidden: true, resolvedReports: 2 })
  page = (await (await getReviews(startupId)).json()) as typeof page
  // Hidden: not shown, not counted — below 3 again.
  expect(page.summary).toMatchObject({ count: 2, ratingShown: false, average: null })
  expect((await (await queue(admin)).json()) as unknown[]).not.toContainEqual(expect.objectContaining({ reviewId }))
  // Still its author's one review of the startup.
  expect((await postReview(startupId, REVIEW, people.teammate)).status).toBe(409)
  expect(await moderate('restore', admin).then((answer) => answer.json())).toMatchObject({ hidden: false, resolvedReports: 0 })
  expect((await report(await createUser(), { reason: 'spam' })).status).toBe(201)
  expect(await moderate('dismiss', admin).then((answer) => answer.json())).toMatchObject({ hidden: false, resolvedReports: 1 })
  const audit = await db.select({ action: adminAuditLog.action }).from(adminAuditLog).where(eq(adminAuditLog.entityId, reviewId))
  expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['review.hide', 'review.restore', 'review.dismiss']))
  const open = await db.select().from(reviewReports).where(eq(reviewReports.reviewId, reviewId))
  expect(open.every((row) => row.resolvedAt !== null)).toBe(true)

  // Delete: the author's review goes, and they may write another.
  expect((await onReview('DELETE', startupId, reviewId, undefined, people.editor)).status).toBe(403)
  expect((await onReview('DELETE', startupId, reviewId, undefined, people.teammate)).status).toBe(204)
  expect((await onReview('DELETE', startupId, reviewId, undefined, people.teammate)).status).toBe(404)
  expect((await postReview(startupId, REVIEW, people.teammate)).status).toBe(201)
}

/** Many posts of one member's review at once: exactly one is written, the rest are 409 (never a 500). */
export async function runOneReviewRace(attempts = 12): Promise<{ created: number; conflicts: number }> {
  const people = await startupWithTeam()
  const answers = await Promise.all(Array.from({ length: attempts }, () => postReview(people.startupId, REVIEW, people.teammate)))
  const statuses = answers.map((answer) => answer.status)
  const created = statuses.filter((status) => status === 201).length
  const conflicts = statuses.filter((status) => status === 409).length
  expect(created).toBe(1)
  expect(conflicts).toBe(attempts - 1)
  return { created, conflicts }
}
