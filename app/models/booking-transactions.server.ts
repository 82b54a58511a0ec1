import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { users, workspaceBookings, workspaces } from '../../db/schema'
import { fromMinorUnits } from '~/domain/money'
import { workspaceTimeZone } from '~/domain/workspaces'
import type { BookingTransactionsQuery } from '~/schemas/booking-transactions'
import { assertAdmin, type AdminUser } from '~/server/context'
import { getDb } from '~/server/db.server'
import { ADMIN_PAGE_SIZE } from '~/shared/admin-sections'

/*
 * Admin → Booking Transactions (issue 44 item 5, docs/decisions/0141): every workspace booking as a transaction —
 * when it was made, the list price, the plan discount and the total — newest first, filtered by status and by the
 * month it was made (UTC), with the filtered set's totals summed by SQL in exact minor units.
 */

export interface BookingTransaction {
  id: number
  /** When the booking was made (the transaction's time), ISO 8601. */
  createdAt: string
  memberName: string | null
  memberEmail: string | null
  workspaceName: string
  /** The booked time, ISO 8601, and the workspace's zone. */
  startTime: string
  endTime: string
  timeZone: string
  /** Decimal strings (USD): list − discount = total. */
  listAmount: string
  discountPercent: number
  discountAmount: string
  totalAmount: string
  status: string
  paymentStatus: string
}

export interface BookingTransactionTotals {
  count: number
  listAmount: string
  discountAmount: string
  totalAmount: string
}

export interface BookingTransactionPage {
  items: BookingTransaction[]
  total: number
  page: number
  pageCount: number
  pageSize: number
  filters: { status: string | null; month: string | null }
  totals: BookingTransactionTotals
}

/** [first instant, first instant of the next month) of 'YYYY-MM' in UTC. */
function monthRange(month: string): [Date, Date] {
  const [year, number] = month.split('-').map(Number) as [number, number]
  return [new Date(Date.UTC(year, number - 1, 1)), new Date(Date.UTC(year, number, 1))]
}

export async function listBookingTransactions(admin: AdminUser, query: BookingTransactionsQuery): Promise<BookingTransactionPage> {
  assertAdmin(admin)
  const db = await getDb()
  const conditions: SQL[] = []
  if (query.status) conditions.push(eq(workspaceBookings.status, query.status))
  if (query.month) {
    const [from, to] = monthRange(query.month)
    conditions.push(gte(workspaceBookings.createdAt, from), lt(workspaceBookings.createdAt, to))
  }
  const where = conditions.length ? and(...conditions) : undefined
  // Bookings made before plan discounts have no list price: they were sold at their total.
  const list = sql`coalesce(${workspaceBookings.listAmount}, ${workspaceBookings.totalAmount})`
  const [rows, [sums]] = await Promise.all([
    db
      .select({
        id: workspaceBookings.id,
        createdAt: workspaceBookings.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
        memberEmail: users.email,
        workspaceName: workspaces.name,
        location: workspaces.location,
        startTime: workspaceBookings.startTime,
        endTime: workspaceBookings.endTime,
        listMinor: sql<number>`${list}`,
        totalMinor: sql<number>`${workspaceBookings.totalAmount}`,
        discountPercent: workspaceBookings.discountPercent,
        status: workspaceBookings.status,
        paymentStatus: workspaceBookings.paymentStatus,
      })
      .from(workspaceBookings)
      .innerJoin(workspaces, eq(workspaces.id, workspaceBookings.workspaceId))
      .leftJoin(users, eq(users.id, workspaceBookings.userId))
      .where(where)
      .orderBy(desc(workspaceBookings.createdAt), desc(workspaceBookings.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    // Sums of integer minor units (the decimal columns' storage): exact whatever the row count.
    db
      .select({
        n: count(),
        list: sql<number>`coalesce(sum(${list}), 0)`,
        total: sql<number>`coalesce(sum(${workspaceBookings.totalAmount}), 0)`,
      })
      .from(workspaceBookings)
      .where(where),
  ])
  const n = sums?.n ?? 0
  const listSum = BigInt(Number(sums?.list ?? 0))
  const totalSum = BigInt(Number(sums?.total ?? 0))
  return {
    items: rows.map((row) => {
      const listMinor = BigInt(Number(row.listMinor))
      const totalMinor = BigInt(Number(row.totalMinor))
      const name = [row.firstName, row.lastName].filter(Boolean).join(' ')
      return {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        memberName: row.memberEmail === null ? null : name || null,
        memberEmail: row.memberEmail,
        workspaceName: row.workspaceName,
        startTime: row.startTime.toISOString(),
        endTime: row.endTime.toISOString(),
        timeZone: workspaceTimeZone(row.location),
        listAmount: fromMinorUnits(listMinor),
        discountPercent: row.discountPercent,
        discountAmount: fromMinorUnits(listMinor - totalMinor),
        totalAmount: fromMinorUnits(totalMinor),
        status: row.status,
        paymentStatus: row.paymentStatus,
      }
    }),
    total: n,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(n / ADMIN_PAGE_SIZE)),
    pageSize: ADMIN_PAGE_SIZE,
    filters: { status: query.status ?? null, month: query.month ?? null },
    totals: { count: n, listAmount: fromMinorUnits(listSum), discountAmount: fromMinorUnits(listSum - totalSum), totalAmount: fromMinorUnits(totalSum) },
  }
}
