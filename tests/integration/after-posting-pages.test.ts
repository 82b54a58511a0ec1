import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { events, jobs, startupReviews } from '../../db/schema'
import { rsvpToEvent } from '~/models/events.server'
import { action as eventPageAction, loader as eventPageLoader } from '~/routes/events/detail'
import { action as jobPageAction } from '~/routes/job/route'
import { action as profileAction, loader as profileLoader } from '~/routes/startup'
import { getDb } from '~/server/db.server'
import { toWallTimeInput } from '~/shared/event-time'
import { createEvent, createJob, createUser, routeArgs, signedInCookie } from '../support/factories'
import { startupWithPeople } from '../support/after-posting-startups'
import { formRequest, getRequest } from '../support/http'

// The page twins of issue 41 items 4 and 5 without JavaScript (docs/decisions/0110-after-posting.md): plain form posts
// to the event page, the job page and the profile's Reviews tab; refusals keep the values with a 4xx.

/** A page action's answer: a Response (redirect) or React Router's data() with its init. */
async function answer(run: () => unknown): Promise<{ status: number; location: string | null; data: unknown }> {
  try {
    const result = await run()
    if (result instanceof Response) return { status: result.status, location: result.headers.get('Location'), data: null }
    const value = result as { init?: { status?: number }; data?: unknown }
    return { status: value.init?.status ?? 200, location: null, data: value.data }
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('Location'), data: null }
    const value = error as { init?: { status?: number }; data?: unknown }
    return { status: value.init?.status ?? 0, location: null, data: value.data }
  }
}

function eventForm(values: Record<string, string>): Record<string, string> {
  return { intent: 'edit-event', ...values }
}

describe('the event page: edit and cancel without JavaScript', () => {
  it('the organizer sees the edit form filled; a stranger does not; a post edits, refuses with the values kept, cancels', async () => {
    const organizer = await createUser()
    const stranger = await createUser()
    const guest = await createUser()
    const event = await createEvent(organizer, { maxAttendees: 5, venue: 'Hall A' })
    await rsvpToEvent(guest, event.id, 'attending')
    const path = `/events/${event.id}?dialog=edit-event`
    const load = async (user: typeof organizer) =>
      (await eventPageLoader(routeArgs(getRequest(path, { Cookie: await signedInCookie(user) }), { params: { id: String(event.id) } }))) as {
        edit: { values: Record<string, string> } | null
      }
    const page = await load(organizer)
    expect(page.edit?.values).toMatchObject({ title: event.title, venue: 'Hall A', maxAttendees: '5', location: 'Singapore' })
    expect((await load(stranger)).edit).toBeNull()

    const [row] = await (await getDb()).select().from(events).where(eq(events.id, event.id))
    const values = {
      title: 'Edited on the page',
      category: 'networking',
      location: 'Singapore',
      venue: 'Hall B',
      startDate: toWallTimeInput(row!.startDate, 'Asia/Singapore'),
      endDate: toWallTimeInput(row!.endDate, 'Asia/Singapore'),
      maxAttendees: '5',
      price: '0',
      currency: 'USD',
    }
    const post = async (user: typeof organizer, fields: Record<string, string>) =>
      answer(async () =>
        eventPageAction(routeArgs(formRequest(path, fields, { Cookie: await signedInCookie(user) }), { params: { id: String(event.id) } })),
      )
    const refused = await post(stranger, eventForm(values))
    expect(refused.status).toBe(403)
    const invalid = await post(organizer, eventForm({ ...values, title: '' }))
    expect(invalid.status).toBe(400)
    expect(JSON.stringify(invalid.data)).toContain('Title is required')
    expect(JSON.stringify(invalid.data)).toContain('Hall B')
    const tooSmall = await post(organizer, eventForm({ ...values, maxAttendees: '0' }))
    expect(tooSmall.status).toBe(400)
    const saved = await post(organizer, eventForm(values))
    expect(saved.status).toBe(302)
    expect(saved.location).toBe(`/events/${event.id}`)
    const [after] = await (await getDb()).select().from(events).where(eq(events.id, event.id))
    expect(after).toMatchObject({ title: 'Edited on the page', venue: 'Hall B' })

    const cancelled = await post(organizer, { intent: 'cancel-event' })
    expect(cancelled.status).toBe(302)
    const shown = (await eventPageLoader(routeArgs(getRequest(`/events/${event.id}`), { params: { id: String(event.id) } }))) as {
      event: { cancelledAt: Date | null }
      edit: unknown
    }
    expect(shown.event.cancelledAt).not.toBeNull()
    expect(shown.edit).toBeNull()
    const again = await post(organizer, { intent: 'cancel-event' })
    expect(again.status).toBe(409)
  })
})

describe('the job page: edit without JavaScript', () => {
  it('the team edits; a stranger is refused; invalid values come back with a 400; a tech-stack Add round-trips', async () => {
    const people = await startupWithPeople()
    const job = await createJob(people.startupId, { title: 'Designer', description: 'Design.', location: 'Singapore' })
    const path = `/jobs/${job.id}?dialog=edit-job`
    const post = async (user: typeof people.founder, fields: Record<string, string>) =>
      answer(async () =>
        jobPageAction(routeArgs(formRequest(path, fields, { Cookie: await signedInCookie(user) }), { params: { id: String(job.id) } })),
      )
    const fields = { intent: 'edit-job', title: 'Senior Designer', description: 'Design more.', location: 'Singapore', type: 'full-time', experienceLevel: 'senior' }
    expect((await post(people.stranger, fields)).status).toBe(403)
    expect((await post(people.lapsed, fields)).status).toBe(403)
    const invalid = await post(people.founder, { ...fields, title: '' })
    expect(invalid.status).toBe(400)
    expect(JSON.stringify(invalid.data)).toContain('Job title is required')
    const saved = await post(people.teammate, fields)
    expect(saved.status).toBe(302)
    const [row] = await (await getDb()).select().from(jobs).where(eq(jobs.id, job.id))
    expect(row).toMatchObject({ title: 'Senior Designer', experienceLevel: 'senior' })
  })
})

describe('the Reviews tab: reply without JavaScript', () => {
  it('the founder replies and sees it under the review; a stranger is refused; a blank reply keeps the form with a 400', async () => {
    const people = await startupWithPeople()
    const reviewer = await createUser()
    const db = await getDb()
    const [review] = await db
      .insert(startupReviews)
      .values({ startupId: people.startupId, reviewerId: reviewer.id, rating: '3.0', employmentStatus: 'former' })
      .returning({ id: startupReviews.id })
    const path = `/startup/${people.startupId}?tab=reviews`
    const post = async (user: typeof people.founder, reply: string) =>
      answer(async () =>
        profileAction(
          routeArgs(formRequest(path, { intent: 'reply', reviewId: String(review!.id), reply }, { Cookie: await signedInCookie(user) }), {
            params: { id: String(people.startupId) },
          }),
        ),
      )
    expect((await post(people.stranger, 'Not mine')).status).toBe(403)
    const blank = await post(people.founder, '  ')
    expect(blank.status).toBe(400)
    expect(blank.data).toMatchObject({ replyFailure: { reviewId: review!.id, message: 'Please write a reply' } })
    const saved = await post(people.founder, 'Thanks for the honest words.')
    expect(saved.status).toBe(302)
    expect(saved.location).toBe(`/startup/${people.startupId}?tab=reviews#review-${review!.id}`)
    const page = (await profileLoader(
      routeArgs(getRequest(path, { Cookie: await signedInCookie(people.founder) }), { params: { id: String(people.startupId) } }),
    )) as { canReply: boolean; panel: { reviews?: { id: number; reply: { text: string } | null }[] } }
    expect(page.canReply).toBe(true)
    expect(page.panel.reviews?.find((item) => item.id === review!.id)?.reply?.text).toBe('Thanks for the honest words.')
    const visitor = (await profileLoader(routeArgs(getRequest(path), { params: { id: String(people.startupId) } }))) as { canReply: boolean }
    expect(visitor.canReply).toBe(false)
  })
})
