import { beforeAll, describe, expect, it } from 'vitest'
import { workspaceBookings } from '../../db/schema'
import type { BookingTransactionPage } from '~/models/booking-transactions.server'
import { createBooking } from '~/models/bookings.server'
import { loader as pageLoader } from '~/routes/admin/booking-transactions'
import { loader as transactionsApi } from '~/routes/api/admin/booking-transactions'
import { middleware as adminGuards } from '~/routes/layouts/admin'
import { getDb } from '~/server/db.server'
import { ADMIN_PAGE_SIZE } from '~/shared/admin-sections'
import { formatLocalDate, instantToLocal } from '~/shared/time-zones'
import { createAdmin, createUser, createWorkspace, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { getRequest, settle } from '../support/http'
import { putOnPlan } from '../support/plan-rows'

/*
 * Admin → Booking Transactions (issue 44 item 5, docs/decisions/0141): the page (document and .data) and
 * GET /api/admin/booking-transactions — who may read it, its filters, and totals exact to the cent.
 */

let adminCookie: string
let workspaceId: number

/** Bookings made in February 2020 (a month no other test writes), inserted as stored: 12 confirmed, 3 cancelled. */
const FEBRUARY = [
  ...Array.from({ length: 12 }, (_, index) => ({ list: 1853 + index, percent: index % 3 === 0 ? 0 : index % 3 === 1 ? 10 : 20, status: 'confirmed' })),
  { list: 999, percent: 10, status: 'cancelled' },
  { list: 1, percent: 20, status: 'cancelled' },
  { list: 12345, percent: 0, status: 'cancelled' },
]
/** The booking's total in cents, as discountedPrice rounds (half up on the discount). */
const totalOf = ({ list, percent }: { list: number; percent: number }) => list - Math.floor((list * percent * 2 + 100) / 200)
const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

beforeAll(async () => {
  adminCookie = await signedInCookie(await createAdmin())
  workspaceId = (await createWorkspace({ name: 'Ledger Room', hourlyRate: '12.35', dailyRate: null })).id
  const member = await createUser({ firstName: 'Tara', lastName: 'Tan' })
  const db = await getDb()
  await db.insert(workspaceBookings).values(
    FEBRUARY.map((row, index) => {
      const createdAt = new Date(Date.UTC(2020, 1, 1 + index, 9))
      return {
        workspaceId,
        userId: member.id,
        startTime: new Date(createdAt.getTime() + 86_400_000),
        endTime: new Date(createdAt.getTime() + 90_000_000),
        // The oldest row predates plan discounts: no list price stored (it was sold at its total).
        listAmount: index === 0 ? null : dollars(row.list),
        discountPercent: row.percent,
        totalAmount: dollars(totalOf(row)),
        status: row.status,
        createdAt,
        updatedAt: createdAt,
      }
    }),
  )
})

async function asAdmin(path: string, cookie: string | null = adminCookie) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {}
  // React Router's data() (returned or thrown, as the guards refuse): its body and status.
  const asResponse = (result: unknown) => {
    if (result instanceof Response) return result
    const answer = result as { type?: string; data?: unknown; init?: { status?: number } }
    return answer.type === 'DataWithResponseInit' ? Response.json(answer.data, { status: answer.init?.status ?? 200 }) : Response.json(result)
  }
  try {
    return asResponse(await throughGuards(adminGuards, routeArgs(getRequest(path, headers)), pageLoader as never))
  } catch (error) {
    return asResponse(error)
  }
}

async function api(query: string, cookie: string | null = adminCookie) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {}
  return settle(async () => transactionsApi(routeArgs(getRequest(`/api/admin/booking-transactions${query}`, headers))))
}

/** The page's document, its .data and the API: one answer three ways. */
async function readAll(query: string): Promise<BookingTransactionPage[]> {
  const answers = [await asAdmin(`/admin/booking-transactions${query}`), await asAdmin(`/admin/booking-transactions.data${query}`), await api(query)]
  return Promise.all(
    answers.map(async (answer, index) => {
      expect(answer.status).toBe(200)
      const body = (await answer.json()) as { page: BookingTransactionPage } & BookingTransactionPage
      return index < 2 ? body.page : body
    }),
  )
}

const sum = (rows: typeof FEBRUARY) => {
  const list = rows.reduce((total, row) => total + row.list, 0)
  const total = rows.reduce((all, row) => all + totalOf(row), 0)
  return { count: rows.length, listAmount: dollars(list), discountAmount: dollars(list - total), totalAmount: dollars(total) }
}

describe('Booking Transactions', () => {
  it('lists a month newest first, a page at a time, with its totals exact to the cent', async () => {
    for (const answer of await readAll('?month=2020-02')) {
      expect(answer.total).toBe(FEBRUARY.length)
      expect(answer.pageSize).toBe(ADMIN_PAGE_SIZE)
      expect(answer.items).toHaveLength(ADMIN_PAGE_SIZE)
      expect(answer.items.map((item) => item.createdAt)).toEqual([...answer.items.map((item) => item.createdAt)].sort().reverse())
      expect(answer.items[0]).toMatchObject({
        memberName: 'Tara Tan',
        workspaceName: 'Ledger Room',
        listAmount: dollars(12345),
        discountPercent: 0,
        totalAmount: dollars(12345),
        status: 'cancelled',
        paymentStatus: 'pending',
      })
      expect(answer.totals).toEqual(sum(FEBRUARY))
    }
    const [second] = await readAll('?month=2020-02&page=2')
    expect(second!.items).toHaveLength(FEBRUARY.length - ADMIN_PAGE_SIZE)
    // The row without a stored list price reads as sold at its total, no discount amount.
    const oldest = second!.items.at(-1)!
    expect(oldest).toMatchObject({ listAmount: oldest.totalAmount, discountAmount: '0.00' })
    expect(second!.totals).toEqual(sum(FEBRUARY))
  })

  it('filters by status within the month; discounts are list − total', async () => {
    const cancelled = FEBRUARY.filter((row) => row.status === 'cancelled')
    for (const answer of await readAll('?month=2020-02&status=cancelled')) {
      expect(answer.total).toBe(3)
      expect(answer.filters).toEqual({ status: 'cancelled', month: '2020-02' })
      expect(answer.totals).toEqual(sum(cancelled))
      const ten = answer.items.find((item) => item.discountPercent === 10)!
      expect(ten).toMatchObject({ listAmount: '9.99', discountAmount: '1.00', totalAmount: '8.99' })
    }
  })

  it('shows a booking made now with its plan discount at the top of the unfiltered list', async () => {
    const member = await createUser()
    await putOnPlan(member, 'professional')
    const date = formatLocalDate(instantToLocal(new Date(Date.now() + 20 * 86_400_000), 'Asia/Singapore'))
    const booking = await createBooking(member, { workspaceId, startTime: `${date}T10:00`, endTime: `${date}T11:30` })
    const [answer] = await readAll('')
    expect(answer!.items[0]).toMatchObject({ id: booking.id, listAmount: '18.53', discountPercent: 10, discountAmount: '1.85', totalAmount: '16.68' })
  })

  it('refuses a filter it does not understand with 400 and the field, the values kept', async () => {
    for (const query of ['?status=paid', '?month=2020-13', '?month=February']) {
      const page = await asAdmin(`/admin/booking-transactions${query}`)
      expect(page.status).toBe(400)
      const body = (await page.json()) as { page: null; values: Record<string, string>; error: { field: string; message: string } }
      expect(body.page).toBeNull()
      expect(body.error.field).toBe(query.startsWith('?status') ? 'status' : 'month')
      expect(body.values).toMatchObject(Object.fromEntries(new URLSearchParams(query)))
      const viaApi = await api(query)
      expect(viaApi.status).toBe(400)
      expect(((await viaApi.json()) as { message: string }).message).toMatch(/^(Status must be|Month must be)/)
    }
  })

  it('is for admins: visitors 401 (the page sends them to sign in), members 403, on the page, its .data and the API', async () => {
    const member = await signedInCookie(await createUser())
    for (const path of ['/admin/booking-transactions', '/admin/booking-transactions.data']) {
      expect([401, 302]).toContain((await asAdmin(path, null)).status)
      expect((await asAdmin(path, member)).status).toBe(403)
    }
    expect((await api('', null)).status).toBe(401)
    expect((await api('', member)).status).toBe(403)
  })
})
