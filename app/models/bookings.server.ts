import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm'
import { resolveNear, withDistance } from './near.server'
import { users, workspaceBookings, workspaces } from '../../db/schema'
import {
  BOOKING_STEP_MINUTES,
  BOOKING_WINDOW_DAYS,
  bookableUnits,
  bookingDays,
  bookingTotal,
  MAX_BOOKING_HOURS,
  MAX_BOOKING_MINUTES,
  MAX_UPCOMING_BOOKINGS,
  workspaceTimeZone,
} from '~/domain/workspaces'
import { getDatabase, getDb } from '~/server/db.server'
import type { QueuedBooking } from '~/server/mail/templates.server'
import type { Db } from '../../db/client'
import { badRequest, conflict, notFoundError } from '~/shared/errors'
import { toMinorUnits } from '~/domain/money'
import { discountedPrice } from '~/domain/booking-discounts'
import {
  formatClock,
  formatDay,
  formatLocalDate,
  formatLocalDateTime,
  formatOffset,
  instantToLocal,
  localToInstant,
  nextDay,
  offsetMinutes,
  parseLocalDate,
  resolveDateTime,
} from '~/shared/time-zones'
import type { PublicUser } from '~/shared/user'
import type { PlanKey } from '~/domain/plans'
import { getPlan } from './plans.server'
import type { CreateBookingInput } from '~/schemas/workspaces'
import {
  getWorkspace,
  listWorkspaces,
  requireWorkspace,
  toWorkspace,
  WORKSPACE_NOT_FOUND,
  workspaceListQuery,
  workspaceQuery,
  type Workspace,
  type WorkspaceListQuery,
} from './workspaces.server'
import { readTogether } from '~/server/read-together.server'
import { notify } from './notifications.server'
import { workspaceDiscountOf } from './plan-access.server'

/*
 * Workspace bookings (000 §3, §4, §7; docs/decisions/0034 and 0035): the one model behind /workspace, its Book
 * Workspace dialog and My Bookings, /api/workspace-bookings, the calendar file and the dashboard's count.
 */

export const BOOKING_NOT_FOUND = 'Booking not found'
export const ALREADY_BOOKED = 'This workspace is already booked for that time'
const NOT_BOOKABLE = 'This workspace has no hourly rate and cannot be booked online'
const PRICE_CHANGED = 'The price of this workspace has just changed: check the new total and book again'
const TOO_MANY_UPCOMING = `You already have ${MAX_UPCOMING_BOOKINGS} upcoming bookings: cancel one to book another`
const ALREADY_CANCELLED = 'This booking is already cancelled'
const ALREADY_STARTED = 'A booking can only be cancelled before it starts'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** No booking is longer than this (the model refuses longer ones), which bounds every overlap search by index. */
const MAX_BOOKING_MS = MAX_BOOKING_MINUTES * MINUTE

/** A booking as the member and the API see it: 000 §3's fields, the workspace's name and where its clock is. */
export interface Booking {
  id: number
  workspaceId: number
  userId: number | null
  /** ISO 8601 instants. */
  startTime: string
  endTime: string
  /** Decimal string (USD), computed by the server: what the member pays, after the plan discount. */
  totalAmount: string
  /** The price before the plan discount (docs/decisions/0141); equal to totalAmount without one. */
  listAmount: string
  /** The booker's plan discount when they booked, 0–100. */
  discountPercent: number
  status: string
  paymentStatus: string
  createdAt: string
  workspaceName: string
  workspaceType: string
  location: string | null
  timeZone: string
  /** Confirmed and not yet started: the member may still cancel it. */
  cancellable: boolean
}

// ── The bookable window and the price ─────────────────────────────────────────────────────────────────────────

/** A booking request checked against the workspace and the clock, with its price. */
export interface BookingPlan {
  workspace: Workspace
  start: Date
  end: Date
  minutes: number
  /** The price before the plan discount, what it takes off and what the member pays (docs/decisions/0141). */
  listAmount: string
  discountPercent: number
  discountAmount: string
  totalAmount: string
}

const onStep = (instant: Date, timeZone: string) => {
  const local = instantToLocal(instant, timeZone)
  return local.second === 0 && instant.getUTCMilliseconds() === 0 && local.minute % BOOKING_STEP_MINUTES === 0
}

/**
 * Checks a request against the bookable window (docs/decisions/0034): valid times in the workspace's zone, on the
 * hour or half past, starting in the future and at most 90 days ahead, ending after the start and at most 12 hours
 * later. Field errors → 400; a missing workspace → 404. The total is the server's: the cheaper of hours × hourly rate
 * and local calendar days × daily rate, exactly (`bookingTotal`, docs/decisions/0123).
 */
export async function planBooking(input: CreateBookingInput, now = new Date(), discountPercent = 0): Promise<BookingPlan> {
  const workspace = await requireWorkspace(input.workspaceId)
  if (workspace.hourlyRate === null) throw conflict(NOT_BOOKABLE)
  const zone = workspace.timeZone
  const start = resolveDateTime(input.startTime, zone)
  const end = resolveDateTime(input.endTime, zone)
  const errors: Record<string, string[]> = {}
  const refuse = (field: 'startTime' | 'endTime', message: string) => {
    errors[field] ??= [message]
  }
  if (!start) refuse('startTime', 'Start time must be a valid date and time')
  if (!end) refuse('endTime', 'End time must be a valid date and time')
  if (start && end) {
    if (!onStep(start, zone)) refuse('startTime', 'Start time must be on the hour or half past')
    if (start.getTime() <= now.getTime()) refuse('startTime', 'Start time must be in the future')
    else if (start.getTime() > now.getTime() + BOOKING_WINDOW_DAYS * DAY) {
      refuse('startTime', `Bookings open up to ${BOOKING_WINDOW_DAYS} days ahead`)
    }
    if (end.getTime() <= start.getTime()) refuse('endTime', 'End time must be after the start time')
    else if (end.getTime() - start.getTime() > MAX_BOOKING_MS) {
      refuse('endTime', `A booking is at most ${MAX_BOOKING_HOURS} hours long`)
    } else if (!onStep(end, zone)) refuse('endTime', 'End time must be on the hour or half past')
  }
  const first = Object.values(errors)[0]
  if (first) throw badRequest(first[0]!, errors)
  const minutes = Math.round((end!.getTime() - start!.getTime()) / MINUTE)
  const days = bookingDays(instantToLocal(start!, zone), instantToLocal(end!, zone))
  const rates = { hourlyRate: workspace.hourlyRate, dailyRate: workspace.dailyRate }
  const price = discountedPrice(bookingTotal(rates, { minutes, days }), discountPercent)
  return { workspace, start: start!, end: end!, minutes, ...price }
}

/**
 * Where a booking form may start: the next half hour from now, up to 90 days ahead, in the workspace's zone. The form
 * suggests an hour from the next half hour in the daytime, or from 09:00 when that falls in the night.
 */
export function bookingWindow(timeZone: string, now = new Date()) {
  const step = BOOKING_STEP_MINUTES * MINUTE
  const earliest = new Date(Math.floor(now.getTime() / step) * step + step)
  const latest = new Date(Math.floor((now.getTime() + BOOKING_WINDOW_DAYS * DAY) / step) * step)
  const first = instantToLocal(earliest, timeZone)
  const morning = (day: { year: number; month: number; day: number }) => ({ ...day, hour: 9, minute: 0, second: 0 })
  const suggested =
    first.hour < 8 ? morning(first) : first.hour >= 20 || (first.hour === 19 && first.minute > 0) ? morning(nextDay(first)) : first
  const suggestedEnd = { ...suggested, hour: suggested.hour + 1 }
  return {
    minStart: formatLocalDateTime(first),
    maxStart: formatLocalDateTime(instantToLocal(latest, timeZone)),
    today: formatLocalDate(instantToLocal(now, timeZone)),
    zoneLabel: formatOffset(offsetMinutes(now, timeZone)),
    defaultStart: formatLocalDateTime(suggested),
    defaultEnd: formatLocalDateTime(suggestedEnd),
  }
}

// ── Booking: one statement decides ────────────────────────────────────────────────────────────────────────────

/**
 * Books the workspace for the member, or refuses with 409 (docs/decisions/0035-no-double-booking.md). One
 * INSERT … SELECT decides atomically on both drivers (a write statement holds SQLite's write lock from its start,
 * and sqld runs writes one at a time): it inserts only if the workspace is active at the rates the total was computed
 * from, the member holds fewer than MAX_UPCOMING_BOOKINGS upcoming bookings, and at no moment of the requested time
 * would the confirmed bookings exceed the workspace's units (1, or a hot desk area's capacity). The most bookings
 * overlapping at once inside [start, end) are counted at the requested start and at each booking start inside it —
 * the only moments where the count can rise — so bookings that overlap the request but not each other do not fill
 * a hot desk area. Status 'confirmed' and payment 'pending' whatever the client sent.
 */
export async function createBooking(user: Pick<PublicUser, 'id'>, input: CreateBookingInput, now = new Date()): Promise<Booking> {
  // The booker's plan as of this request; the insert below re-checks that plan's discount (docs/decisions/0141).
  const discount = await workspaceDiscountOf(user.id, now)
  const plan = await planBooking(input, now, discount.percent)
  const start = plan.start.getTime()
  const end = plan.end.getTime()
  const rate = Number(toMinorUnits(plan.workspace.hourlyRate!))
  const dailyRate = plan.workspace.dailyRate === null ? null : Number(toMinorUnits(plan.workspace.dailyRate))
  const total = Number(toMinorUnits(plan.totalAmount))
  const list = Number(toMinorUnits(plan.listAmount))
  const database = await getDatabase()
  // The booking and its confirmation (in-app and by e-mail) in one transaction (docs/decisions/0104).
  const booking = await database.transaction(async (tx) => {
    const inserted = (await tx.all(sql`
      insert into workspace_bookings (workspace_id, user_id, start_time, end_time, total_amount, list_amount, discount_percent, status, payment_status)
      select w.id, ${user.id}, ${start}, ${end}, ${total}, ${list}, ${plan.discountPercent}, 'confirmed', 'pending'
      from workspaces w
      where w.id = ${plan.workspace.id} and w.is_active = 1 and w.hourly_rate = ${rate} and w.daily_rate is ${dailyRate}
        and (select e.workspace_discount_percent from plan_entitlements e where e.plan_key = ${discount.plan}) = ${plan.discountPercent}
        and (
          select count(*) from workspace_bookings m
          where m.user_id = ${user.id} and m.status = 'confirmed'
            and m.start_time > ${now.getTime() - MAX_BOOKING_MS} and m.end_time > ${now.getTime()}
        ) < ${MAX_UPCOMING_BOOKINGS}
        and not exists (
          select 1 from (
            select ${start} as at
            union all
            select b.start_time from workspace_bookings b
            where b.workspace_id = ${plan.workspace.id} and b.status = 'confirmed'
              and b.start_time > ${start} and b.start_time < ${end}
          ) as points
          where (
            select count(*) from workspace_bookings c
            where c.workspace_id = ${plan.workspace.id} and c.status = 'confirmed'
              and c.start_time > points.at - ${MAX_BOOKING_MS} and c.start_time <= points.at and c.end_time > points.at
          ) >= (case when w.type = 'hot-desk' then max(coalesce(w.capacity, 1), 1) else 1 end)
        )
      returning id
    `)) as { id: number }[]
    const id = inserted[0]?.id
    if (id === undefined) return null
    const made = (await findBooking(Number(id), user.id, now, tx))!
    await notifyBooking(tx, user.id, made, 'booking-confirmed')
    return made
  })
  if (booking) return booking
  throw await whyRefused(plan, user.id, now, discount.plan)
}

/** The reason the insert found, read afterwards (the decision itself was the statement's). */
async function whyRefused(plan: BookingPlan, userId: number, now: Date, planKey: PlanKey) {
  const current = await getWorkspace(plan.workspace.id)
  if (!current) return notFoundError(WORKSPACE_NOT_FOUND)
  if (current.hourlyRate !== plan.workspace.hourlyRate || current.dailyRate !== plan.workspace.dailyRate) return conflict(PRICE_CHANGED)
  // The plan's discount changed (an admin edited the plan row) between the price and the insert.
  if ((await getPlan(planKey))?.entitlements.workspaceDiscountPercent !== plan.discountPercent) return conflict(PRICE_CHANGED)
  if ((await countUpcoming(userId, now)) >= MAX_UPCOMING_BOOKINGS) return conflict(TOO_MANY_UPCOMING)
  return conflict(ALREADY_BOOKED)
}

async function countUpcoming(userId: number, now: Date): Promise<number> {
  const db = await getDb()
  const [row] = await db
    .select({ n: count() })
    .from(workspaceBookings)
    .where(
      and(
        eq(workspaceBookings.userId, userId),
        eq(workspaceBookings.status, 'confirmed'),
        gt(workspaceBookings.startTime, new Date(now.getTime() - MAX_BOOKING_MS)),
        gt(workspaceBookings.endTime, now),
      ),
    )
  return row?.n ?? 0
}

// ── Reading the member's bookings ─────────────────────────────────────────────────────────────────────────────

const bookingColumns = {
  id: workspaceBookings.id,
  workspaceId: workspaceBookings.workspaceId,
  userId: workspaceBookings.userId,
  startTime: workspaceBookings.startTime,
  endTime: workspaceBookings.endTime,
  totalAmount: workspaceBookings.totalAmount,
  listAmount: workspaceBookings.listAmount,
  discountPercent: workspaceBookings.discountPercent,
  status: workspaceBookings.status,
  paymentStatus: workspaceBookings.paymentStatus,
  createdAt: workspaceBookings.createdAt,
  workspaceName: workspaces.name,
  workspaceType: workspaces.type,
  location: workspaces.location,
}

type BookingRow = Omit<Booking, 'startTime' | 'endTime' | 'createdAt' | 'timeZone' | 'cancellable' | 'listAmount'> & {
  listAmount: string | null
  startTime: Date
  endTime: Date
  createdAt: Date
}

function toBooking(row: BookingRow, now: Date): Booking {
  return {
    ...row,
    // Bookings made before plan discounts have no list price: they were sold at their total.
    listAmount: row.listAmount ?? row.totalAmount,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    createdAt: row.createdAt.toISOString(),
    timeZone: workspaceTimeZone(row.location),
    cancellable: row.status === 'confirmed' && row.startTime.getTime() > now.getTime(),
  }
}

/**
 * GET /api/workspace-bookings and My Bookings: the member's own bookings, upcoming first (soonest first), then the
 * rest — past and cancelled — most recent first.
 */
export async function listMyBookings(
  userId: number,
  page: { limit?: number; offset?: number } = {},
  now = new Date(),
): Promise<Booking[]> {
  const rows = await myBookingListQuery(await getDb(), userId, page, now)
  return rows.map((row) => toBooking(row, now))
}

/** listMyBookings as a select not yet run (for readTogether; map with toBooking). */
function myBookingListQuery(
  db: Db,
  userId: number,
  { limit = 50, offset = 0 }: { limit?: number; offset?: number } = {},
  now = new Date(),
) {
  const upcoming = sql`(${workspaceBookings.status} = 'confirmed' and ${workspaceBookings.endTime} > ${now.getTime()})`
  return db
    .select(bookingColumns)
    .from(workspaceBookings)
    .innerJoin(workspaces, eq(workspaces.id, workspaceBookings.workspaceId))
    .where(eq(workspaceBookings.userId, userId))
    .orderBy(
      sql`case when ${upcoming} then 0 else 1 end`,
      sql`case when ${upcoming} then ${workspaceBookings.startTime} end asc`,
      desc(workspaceBookings.startTime),
      desc(workspaceBookings.id),
    )
    .limit(limit)
    .offset(offset)
}

/** Every booking the user has made, whatever its status: the dashboard's Workspace Bookings (001 §7 counts the list). */
export async function countMyBookings(userId: number): Promise<number> {
  const [row] = await myBookingCountQuery(await getDb(), userId)
  return row?.n ?? 0
}

export function myBookingCountQuery(db: Db, userId: number) {
  return db.select({ n: count() }).from(workspaceBookings).where(eq(workspaceBookings.userId, userId))
}

async function findBooking(id: number, userId: number, now: Date, db?: Db): Promise<Booking | null> {
  const [row] = await (db ?? (await getDb()))
    .select(bookingColumns)
    .from(workspaceBookings)
    .innerJoin(workspaces, eq(workspaces.id, workspaceBookings.workspaceId))
    .where(and(eq(workspaceBookings.id, id), eq(workspaceBookings.userId, userId)))
    .limit(1)
  return row ? toBooking(row, now) : null
}

/**
 * One of the member's own bookings. Anyone else's is 404, like one that does not exist: ids are sequential
 * (docs/decisions/0001), and whether someone else booked is not the caller's business.
 */
export async function getMyBooking(user: Pick<PublicUser, 'id'>, id: number, now = new Date()): Promise<Booking> {
  const booking = await findBooking(id, user.id, now)
  if (!booking) throw notFoundError(BOOKING_NOT_FOUND)
  return booking
}

/**
 * The member cancels their own booking before it starts (docs/decisions/0035): one conditional UPDATE, so two
 * cancels, or a cancel racing the start, cannot both act. A cancelled booking no longer counts against the time it
 * held. Someone else's booking → 404; already cancelled or already started → 409.
 */
export async function cancelBooking(user: Pick<PublicUser, 'id'>, id: number, now = new Date()): Promise<Booking> {
  const database = await getDatabase()
  // The cancellation and the member's notice of it in one transaction (docs/decisions/0104).
  const { row, booking } = await database.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(workspaceBookings)
      .set({ status: 'cancelled', updatedAt: now })
      .where(
        and(
          eq(workspaceBookings.id, id),
          eq(workspaceBookings.userId, user.id),
          eq(workspaceBookings.status, 'confirmed'),
          gt(workspaceBookings.startTime, now),
        ),
      )
      .returning({ id: workspaceBookings.id })
    const found = await findBooking(id, user.id, now, tx)
    if (cancelled && found) await notifyBooking(tx, user.id, found, 'booking-cancelled')
    return { row: cancelled, booking: found }
  })
  if (!booking) throw notFoundError(BOOKING_NOT_FOUND)
  if (row) return booking
  throw conflict(booking.status === 'cancelled' ? ALREADY_CANCELLED : ALREADY_STARTED)
}

/**
 * A booking's confirmation or cancellation, in-app and by e-mail with its calendar file, written in `tx`: the
 * transaction of the booking's change (docs/decisions/0104). `byAdmin`: an administrator cancelled it.
 */
export async function notifyBooking(
  tx: Db,
  userId: number,
  booking: Booking,
  kind: 'booking-confirmed' | 'booking-cancelled',
  { byAdmin = false }: { byAdmin?: boolean } = {},
): Promise<void> {
  const [member] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId))
  if (!member) return
  const queued: QueuedBooking = {
    id: booking.id,
    startTime: booking.startTime,
    endTime: booking.endTime,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    totalAmount: booking.totalAmount,
    listAmount: booking.listAmount,
    discountPercent: booking.discountPercent,
    workspaceName: booking.workspaceName,
    workspaceType: booking.workspaceType,
    location: booking.location,
    timeZone: booking.timeZone,
  }
  const name = member.firstName ?? ''
  if (kind === 'booking-confirmed') await notify(tx, { userId, kind, data: { name, booking: queued } })
  else await notify(tx, { userId, kind, data: { name, booking: queued, byAdmin } })
}

/** Any member's booking, read in `tx` (an admin cancels it). */
export async function findAnyBooking(tx: Db, id: number, now = new Date()): Promise<Booking | null> {
  const [row] = await tx
    .select(bookingColumns)
    .from(workspaceBookings)
    .innerJoin(workspaces, eq(workspaces.id, workspaceBookings.workspaceId))
    .where(eq(workspaceBookings.id, id))
    .limit(1)
  return row ? toBooking(row, now) : null
}

// ── Busy times ────────────────────────────────────────────────────────────────────────────────────────────────

/** A stretch of the day with the same number of bookings, in the workspace's local clock. */
interface BusySlot {
  startTime: string
  endTime: string
  /** '10:00' … '24:00' on the day asked about. */
  from: string
  to: string
  booked: number
  /** No unit left: a room is taken, or every desk of a hot desk area. */
  full: boolean
}

export interface Availability {
  workspaceId: number
  /** The day asked about, 'YYYY-MM-DD' in the workspace's zone, and as people read it. */
  date: string
  dateLabel: string
  timeZone: string
  zoneLabel: string
  /** How many bookings may overlap (1, or a hot desk area's capacity). */
  units: number
  busy: BusySlot[]
}

/**
 * The workspace's busy times on one day of its own calendar (today when no date is given), for the booking dialog
 * and GET /api/workspaces/{id}/availability: confirmed bookings merged into stretches of equal occupancy. Who booked
 * is not shown.
 */
export async function getAvailability(
  workspaceOrId: number | Workspace,
  date: string | undefined,
  now = new Date(),
): Promise<Availability> {
  // A caller that has just read the workspace passes it, so it is not read twice.
  const workspace = typeof workspaceOrId === 'number' ? await requireWorkspace(workspaceOrId) : workspaceOrId
  const zone = workspace.timeZone
  const day = (date ? parseLocalDate(date) : null) ?? instantToLocal(now, zone)
  const dayStart = localToInstant({ ...day, hour: 0, minute: 0, second: 0 }, zone).getTime()
  const dayEnd = localToInstant({ ...nextDay(day), hour: 0, minute: 0, second: 0 }, zone).getTime()
  const db = await getDb()
  const rows = await db
    .select({ startTime: workspaceBookings.startTime, endTime: workspaceBookings.endTime })
    .from(workspaceBookings)
    .where(
      and(
        eq(workspaceBookings.workspaceId, workspace.id),
        eq(workspaceBookings.status, 'confirmed'),
        gt(workspaceBookings.startTime, new Date(dayStart - MAX_BOOKING_MS)),
        lt(workspaceBookings.startTime, new Date(dayEnd)),
        gt(workspaceBookings.endTime, new Date(dayStart)),
      ),
    )
    .orderBy(asc(workspaceBookings.startTime))
  const units = bookableUnits(workspace.type, workspace.capacity)
  const changes: [at: number, delta: number][] = []
  for (const row of rows) {
    changes.push([Math.max(row.startTime.getTime(), dayStart), 1], [Math.min(row.endTime.getTime(), dayEnd), -1])
  }
  // Ends before starts at the same moment: back-to-back bookings do not overlap.
  changes.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const busy: BusySlot[] = []
  let booked = 0
  for (let i = 0; i < changes.length; i++) {
    const [at, delta] = changes[i]!
    booked += delta
    const next = changes[i + 1]?.[0]
    if (next === undefined || next === at || booked === 0) continue
    const last = busy.at(-1)
    if (last && last.booked === booked && Date.parse(last.endTime) === at) {
      last.endTime = new Date(next).toISOString()
      last.to = clockOn(next, dayEnd, zone)
      continue
    }
    busy.push({
      startTime: new Date(at).toISOString(),
      endTime: new Date(next).toISOString(),
      from: clockOn(at, dayEnd, zone),
      to: clockOn(next, dayEnd, zone),
      booked,
      full: booked >= units,
    })
  }
  return {
    workspaceId: workspace.id,
    date: formatLocalDate(day),
    dateLabel: formatDay(day),
    timeZone: zone,
    zoneLabel: formatOffset(offsetMinutes(new Date(dayStart), zone)),
    units,
    busy,
  }
}

const clockOn = (at: number, dayEnd: number, zone: string) =>
  at >= dayEnd ? '24:00' : formatClock(instantToLocal(new Date(at), zone))

/**
 * /workspace as a document: one page of workspaces, the member's latest bookings and the workspace the booking dialog
 * is open on, in one statement (app/server/read-together.server.ts). A missing part reads as empty: no member, no
 * dialog, or a search that can match nothing.
 */
export async function readWorkspacePage(
  query: WorkspaceListQuery,
  { userId, bookingsShown, dialogWorkspaceId }: { userId: number | null; bookingsShown: number; dialogWorkspaceId: number | null },
  now = new Date(),
): Promise<{ workspaces: Workspace[]; bookings: Booking[] | null; dialogWorkspace: Workspace | null }> {
  // A visitor with no dialog open needs only the list: GET /api/workspaces' own statement, without the two reads
  // that could only come back empty (building and decoding them costs more than the list's query).
  if (userId === null && dialogWorkspaceId === null) return { workspaces: await listWorkspaces(query), bookings: null, dialogWorkspace: null }
  const db = await getDb()
  const nearFilter = await resolveNear(db, query)
  const read = await readTogether({
    workspaces: workspaceListQuery(db, { ...query, nearFilter }) ?? workspaceQuery(db, -1),
    bookings: myBookingListQuery(db, userId ?? -1, { limit: bookingsShown }, now),
    dialog: workspaceQuery(db, dialogWorkspaceId ?? -1),
  })
  const [dialog] = read.dialog
  return {
    workspaces: withDistance(read.workspaces.map(toWorkspace), nearFilter),
    bookings: userId === null ? null : read.bookings.map((row) => toBooking(row, now)),
    dialogWorkspace: dialog ? toWorkspace(dialog) : null,
  }
}
