import { desc, eq } from 'drizzle-orm'
import { salesInquiries, users } from '../../db/schema'
import { CONTACT_MESSAGES_PER_HOUR, TOO_MANY_CONTACT_MESSAGES } from '~/domain/contact'
import {
  SALES_INQUIRIES_PER_SENDER_PER_DAY,
  SALES_INQUIRY_NOT_FOUND,
  type SalesInquiryStatus,
} from '~/domain/sales-inquiries'
import type { SalesInquiryInput } from '~/schemas/sales-inquiries'
import { getDatabase, getDb } from '~/server/db.server'
import { log } from '~/server/logger.server'
import { consume } from '~/server/rate-limit.server'
import { notFoundError, tooManyRequests } from '~/shared/errors'
import type { AdminUser } from '~/server/context'
import type { PublicUser } from '~/shared/user'
import { recordAdminChange } from './audit.server'
import { notify } from './notifications.server'

/**
 * Enterprise's contact-sales requests (issue 44 item 4, docs/decisions/0142-enterprise-contact-sales.md): stored, every
 * admin told in-app and by e-mail in the same transaction, and worked from /admin/sales-inquiries. Like the contact
 * form, both doors count every attempt from an IP address first (its own counter, the contact form's limit: someone who
 * wrote to /contact can still ask sales); one e-mail address may send SALES_INQUIRIES_PER_SENDER_PER_DAY a day.
 */

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** Both doors count every request from the address first, valid or not: CONTACT_MESSAGES_PER_HOUR an hour. */
export async function guardSalesRate(clientIp: string, now = Date.now()): Promise<void> {
  const result = await consume({ key: `sales-ip:${clientIp}`, max: CONTACT_MESSAGES_PER_HOUR, windowMs: HOUR }, now)
  if (!result.allowed) throw tooManyRequests(TOO_MANY_CONTACT_MESSAGES, result.retryAfter)
}

export interface SalesInquiryOutcome {
  /** The stored request; null when the trap field was filled (answered as sent, not stored). */
  id: number | null
  /** How many admins were told. */
  notified: number
}

export async function submitSalesInquiry(input: SalesInquiryInput, sender: PublicUser | null, now = Date.now()): Promise<SalesInquiryOutcome> {
  if (input.website) return { id: null, notified: 0 }
  const perSender = await consume({ key: `sales-email:${input.email}`, max: SALES_INQUIRIES_PER_SENDER_PER_DAY, windowMs: DAY }, now)
  if (!perSender.allowed) throw tooManyRequests(TOO_MANY_CONTACT_MESSAGES, perSender.retryAfter)
  const database = await getDatabase()
  const outcome = await database.transaction(async (tx) => {
    const [stored] = await tx
      .insert(salesInquiries)
      .values({
        userId: sender?.id ?? null,
        name: input.name,
        email: input.email,
        company: input.company,
        phone: input.phone || null,
        teamSize: input.teamSize,
        message: input.message,
      })
      .returning({ id: salesInquiries.id })
    const admins = await tx.select({ id: users.id, firstName: users.firstName }).from(users).where(eq(users.userType, 'admin'))
    for (const admin of admins) {
      await notify(tx, {
        userId: admin.id,
        kind: 'sales-inquiry',
        data: { name: admin.firstName ?? '', inquiryId: stored!.id, company: input.company, contact: input.name, teamSize: input.teamSize },
      })
    }
    return { id: stored!.id, notified: admins.length }
  })
  log('sales').info({ inquiryId: outcome.id, notified: outcome.notified }, 'sales inquiry stored')
  return outcome
}

export interface SalesInquiryView {
  id: number
  name: string
  email: string
  company: string
  phone: string | null
  teamSize: string | null
  message: string
  status: SalesInquiryStatus
  createdAt: Date
}

/** The admins' list: the newest requests first, of one status or all, at most `limit`. */
export async function listSalesInquiries(_admin: AdminUser, status?: SalesInquiryStatus, limit = 100): Promise<SalesInquiryView[]> {
  const db = await getDb()
  return db
    .select({
      id: salesInquiries.id,
      name: salesInquiries.name,
      email: salesInquiries.email,
      company: salesInquiries.company,
      phone: salesInquiries.phone,
      teamSize: salesInquiries.teamSize,
      message: salesInquiries.message,
      status: salesInquiries.status,
      createdAt: salesInquiries.createdAt,
    })
    .from(salesInquiries)
    .where(status ? eq(salesInquiries.status, status) : undefined)
    .orderBy(desc(salesInquiries.createdAt), desc(salesInquiries.id))
    .limit(limit)
}

/** An admin moves a request to `status`, audited (before → after); 404 for an unknown request. */
export async function setSalesInquiryStatus(admin: AdminUser, id: number, status: SalesInquiryStatus): Promise<SalesInquiryView> {
  const database = await getDatabase()
  return database.transaction(async (tx) => {
    const [before] = await tx.select({ status: salesInquiries.status }).from(salesInquiries).where(eq(salesInquiries.id, id))
    if (!before) throw notFoundError(SALES_INQUIRY_NOT_FOUND)
    const [after] = await tx
      .update(salesInquiries)
      .set({ status, updatedAt: new Date() })
      .where(eq(salesInquiries.id, id))
      .returning()
    if (before.status !== status) {
      await recordAdminChange(admin, { entityType: 'sales_inquiry', entityId: id, action: 'set-status', changes: { status: { before: before.status, after: status } } }, tx)
    }
    return after!
  })
}
