import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { emailOutbox, planEntitlements, workspaceBookings } from '../../db/schema'
import { discountedPrice } from '~/domain/booking-discounts'
import { getDb } from '~/server/db.server'
import { renderMail } from '~/server/mail/render.server'
import type { MailMessage } from '~/server/mail/templates.server'
import type { PublicUser } from '~/shared/user'
import { formatLocalDate, instantToLocal } from '~/shared/time-zones'
import { createBooking, listMyBookings, type Booking } from '~/models/bookings.server'
import { action as bookingsAction, loader as bookingsLoader } from '~/routes/api/workspace-bookings'
import { action as pageAction, loader as pageLoader } from '~/routes/workspace/route'
import { createUser, createWorkspace, routeArgs, signedInCookie } from '../support/factories'
import { formRequest, getRequest, jsonRequest, settle } from '../support/http'
import { putOnPlan } from '../support/plan-rows'
import type * as PlanAccess from '~/models/plan-access.server'

/*
 * Workspace discounts by plan (issue 44 item 3, docs/decisions/0141): the booker's plan discount is applied to the
 * server's total inside the atomic booking insert, stored with the list price, and shown wherever the price is.
 */

// A stale plan read (the plan's discount changed between the read and the insert) is simulated by overriding what
// workspaceDiscountOf answers for one call; every other call is the real one.
const stale = vi.hoisted(() => ({ next: null as null | { plan: 'starter' | 'professional' | 'enterprise'; percent: number } }))
vi.mock('~/models/plan-access.server', async (importOriginal) => {
  const real = await importOriginal<typeof PlanAccess>()
  return {
    ...real,
    workspaceDiscountOf: async (userId: number, now?: Date) => {
      const override = stale.next
      stale.next = null
      return override ?? real.workspaceDiscountOf(userId, now)
    },
  }
})

const DAY = 24 * 60 * 60 * 1000
const day = (days: number) => formatLocalDate(instantToLocal(new Date(Date.now() + days * DAY), 'Asia/Singapore'))

let room: number
beforeAll(async () => {
  // $12.35 an hour, no daily rate: 1.5 hours is $18.525 → $18.53 (decision 0123).
  room = (await createWorkspace({ hourlyRate: '12.35', dailyRate: null })).id
})

async function member(plan: 'starter' | 'professional' | 'enterprise'): Promise<PublicUser> {
  const user = await createUser()
  await putOnPlan(user, plan)
  return user
}

let slot = 10
/** A fresh 1.5-hour slot of the room. */
const nextTimes = () => {
  const date = day(slot++)
  return { workspaceId: room, startTime: `${date}T10:00`, endTime: `${date}T11:30` }
}

async function storedRow(id: number) {
  const db = await getDb()
  const [row] = await db.select().from(workspaceBookings).where(eq(workspaceBookings.id, id))
  return row!
}

describe('discountedPrice', () => {
  it('takes the discount rounded half up to the cent, and list = total + discount exactly', () => {
    expect(discountedPrice('18.53', 10)).toEqual({ listAmount: '18.53', discountPercent: 10, discountAmount: '1.85', totalAmount: '16.68' })
    expect(discountedPrice('18.53', 20)).toMatchObject({ discountAmount: '3.71', totalAmount: '14.82' })
    expect(discountedPrice('0.05', 10)).toMatchObject({ discountAmount: '0.01', totalAmount: '0.04' })
    expect(discountedPrice('65.00', 0)).toMatchObject({ discountAmount: '0.00', totalAmount: '65.00' })
    expect(discountedPrice('65.00', 100)).toMatchObject({ totalAmount: '0.00' })
    expect(() => discountedPrice('10.00', 101)).toThrow(RangeError)
    expect(() => discountedPrice('10.00', 2.5)).toThrow(RangeError)
  })
})

describe('the booking price by plan', () => {
  it('Starter pays the full price: no discount, the list price stored as the total', async () => {
    const booking = await createBooking(await member('starter'), nextTimes())
    expect(booking).toMatchObject({ totalAmount: '18.53', listAmount: '18.53', discountPercent: 0 })
    expect(await storedRow(booking.id)).toMatchObject({ totalAmount: '18.53', listAmount: '18.53', discountPercent: 0 })
  })

  it('Professional gets 10 % and Enterprise 20 % off, stored with the list price', async () => {
    const professional = await createBooking(await member('professional'), nextTimes())
    expect(professional).toMatchObject({ totalAmount: '16.68', listAmount: '18.53', discountPercent: 10 })
    expect(await storedRow(professional.id)).toMatchObject({ totalAmount: '16.68', listAmount: '18.53', discountPercent: 10 })
    const enterprise = await createBooking(await member('enterprise'), nextTimes())
    expect(await storedRow(enterprise.id)).toMatchObject({ totalAmount: '14.82', listAmount: '18.53', discountPercent: 20 })
  })

  it('a plan that lapsed (period ended beyond the grace, no renewal) gives no discount; a plan in its grace still does', async () => {
    const lapsed = await createUser()
    await putOnPlan(lapsed, 'professional', { periodEnd: new Date(Date.now() - 30 * DAY) })
    expect(await createBooking(lapsed, nextTimes())).toMatchObject({ totalAmount: '18.53', discountPercent: 0 })
    const cancelled = await createUser()
    await putOnPlan(cancelled, 'enterprise', { status: 'canceled', periodEnd: new Date(Date.now() - DAY) })
    expect(await createBooking(cancelled, nextTimes())).toMatchObject({ totalAmount: '18.53', discountPercent: 0 })
    const pastDue = await createUser()
    await putOnPlan(pastDue, 'professional', { status: 'past_due', periodEnd: new Date(Date.now() - DAY) })
    expect(await createBooking(pastDue, nextTimes())).toMatchObject({ totalAmount: '16.68', discountPercent: 10 })
  })

  it("a plan discount changed between the request's read and the insert: 409 PRICE_CHANGED, nothing stored", async () => {
    const user = await member('professional')
    stale.next = { plan: 'professional', percent: 15 }
    const times = nextTimes()
    await expect(createBooking(user, times)).rejects.toMatchObject({ status: 409, message: expect.stringContaining('price') })
    expect(await listMyBookings(user.id)).toEqual([])
    // The same request with the plan's real discount books.
    expect(await createBooking(user, times)).toMatchObject({ discountPercent: 10 })
  })

  it("a changed plan row is the new price: Professional at 25 % books at 25 % (the plan's row, not a constant)", async () => {
    const db = await getDb()
    await db.update(planEntitlements).set({ workspaceDiscountPercent: 25 }).where(eq(planEntitlements.planKey, 'professional'))
    try {
      expect(await createBooking(await member('professional'), nextTimes())).toMatchObject({ totalAmount: '13.90', discountPercent: 25 })
    } finally {
      await db.update(planEntitlements).set({ workspaceDiscountPercent: 10 }).where(eq(planEntitlements.planKey, 'professional'))
    }
  })
})

describe('where the member sees it', () => {
  it('POST and GET /api/workspace-bookings answer the list price and the discount', async () => {
    const user = await member('professional')
    const cookie = await signedInCookie(user)
    const response = await bookingsAction(routeArgs(jsonRequest('/api/workspace-bookings', 'POST', { ...nextTimes(), totalAmount: '0' }, { Cookie: cookie })))
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ totalAmount: '16.68', listAmount: '18.53', discountPercent: 10 })
    const listed = await bookingsLoader(routeArgs(getRequest('/api/workspace-bookings', { Cookie: cookie })))
    expect((await listed.json()) as Booking[]).toMatchObject([{ totalAmount: '16.68', listAmount: '18.53', discountPercent: 10 }])
  })

  it("the dialog's data carries the plan's discount; 'Check price' and the form's booking apply it", async () => {
    const user = await member('professional')
    const cookie = await signedInCookie(user)
    const page = (await pageLoader(routeArgs(getRequest(`/workspace?dialog=book-workspace&workspaceId=${room}`, { Cookie: cookie })))) as {
      booking: { discount: { percent: number; label: string; listLabel: string } }
    }
    expect(page.booking.discount).toEqual({ percent: 10, label: 'Professional plan discount −10 %', listLabel: 'List price' })
    const starter = await signedInCookie(await member('starter'))
    const starterPage = (await pageLoader(routeArgs(getRequest(`/workspace?dialog=book-workspace&workspaceId=${room}`, { Cookie: starter })))) as {
      booking: { discount: { percent: number } }
    }
    expect(starterPage.booking.discount.percent).toBe(0)

    const times = nextTimes()
    const fields = { workspaceId: String(room), startTime: times.startTime, endTime: times.endTime }
    const post = (intent: string) =>
      pageAction(routeArgs(formRequest(`/workspace?dialog=book-workspace&workspaceId=${room}`, { intent, ...fields }, { Cookie: cookie })))
    const quote = (await post('quote')) as unknown as { data: { quote: { totalAmount: string } } }
    expect(quote.data.quote.totalAmount).toBe('16.68')
    const booked = await settle(() => post('book'))
    expect(booked.status).toBe(302)
    const [stored] = await listMyBookings(user.id)
    expect(stored).toMatchObject({ totalAmount: '16.68', listAmount: '18.53', discountPercent: 10 })
    // My Bookings on the page (document and .data) says the list price and the discount beside the total.
    const after = (await pageLoader(routeArgs(getRequest('/workspace', { Cookie: cookie })))) as { bookings: { totalAmount: string; discountNote?: string }[] }
    expect(after.bookings[0]).toMatchObject({ totalAmount: '16.68', discountNote: 'list price $18.53, plan discount −10 %' })
    const streamed = (await pageLoader(routeArgs(getRequest('/workspace.data', { Cookie: cookie })))) as { bookings: Promise<{ discountNote?: string }[]> }
    expect((await streamed.bookings)[0]?.discountNote).toBe('list price $18.53, plan discount −10 %')
    const plain = (await pageLoader(routeArgs(getRequest('/workspace', { Cookie: starter })))) as { bookings: { discountNote?: string }[] }
    expect(plain.bookings.every((booking) => booking.discountNote === undefined)).toBe(true)
  })

  it('the confirmation e-mail shows the total and the list price with the plan discount', async () => {
    const user = await member('enterprise')
    const booking = await createBooking(user, nextTimes())
    const db = await getDb()
    const [row] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, user.id), eq(emailOutbox.template, 'booking-confirmed')))
    expect(row).toBeDefined()
    const mail = await renderMail({ kind: 'booking-confirmed', data: row!.data } as MailMessage, 'en', { origin: 'http://localhost' })
    expect(mail.text).toContain('Total: $14.82')
    expect(mail.text).toContain('List price $18.53, plan discount −20 %')
    expect(booking.totalAmount).toBe('14.82')
  })
})
