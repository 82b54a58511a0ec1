import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import { notifications } from '../../db/schema'
import type { Db } from '../../db/client'
import type { NotificationKind } from '~/domain/notifications'
import { getDb } from '~/server/db.server'
import type { MarkReadInput } from '~/schemas/notifications'
import { notFoundError } from '~/shared/errors'
import { notificationHref } from '~/shared/notifications'

/**
 * A member's in-app notifications (issue 40): the page /notifications, GET /api/notifications and the header's unread
 * count. Every read and write names the member, so one member's notifications are never another's.
 */

export const NOTIFICATIONS_PAGE_SIZE = 20
export const NOTIFICATION_NOT_FOUND = 'Notification not found'

export interface InboxItem {
  id: number
  kind: NotificationKind
  data: Record<string, unknown>
  href: string
  read: boolean
  createdAt: string
}

export interface Inbox {
  notifications: InboxItem[]
  unread: number
  total: number
  offset: number
  limit: number
}

/** The header's count: the partial index of unread rows only. */
export async function unreadNotificationCount(userId: number): Promise<number> {
  const db = await getDb()
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return row?.n ?? 0
}

function toInboxItem(row: typeof notifications.$inferSelect): InboxItem {
  return {
    id: row.id,
    kind: row.kind,
    data: row.data,
    href: notificationHref(row.kind, row.data),
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The member's newest notifications (the dashboard's Recent Activity): one statement for readTogether. */
export function recentNotificationsQuery(db: Db, userId: number, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
}

export const toActivity = (rows: (typeof notifications.$inferSelect)[]): InboxItem[] => rows.map(toInboxItem)

/** Newest first, a page at a time. */
export async function listNotifications(userId: number, { offset = 0, limit = NOTIFICATIONS_PAGE_SIZE } = {}): Promise<Inbox> {
  const db = await getDb()
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
    unreadNotificationCount(userId),
  ])
  return {
    notifications: rows.map(toInboxItem),
    unread,
    total: total?.n ?? 0,
    offset,
    limit,
  }
}

/** Marks one of the member's notifications read (404 when it is not theirs), or all of them; returns what is left unread. */
export async function markNotificationsRead(userId: number, which: MarkReadInput, now = new Date()): Promise<number> {
  const db = await getDb()
  if (which.id !== undefined) {
    const [row] = await db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.getTime()})` })
      .where(and(eq(notifications.id, which.id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id })
    if (!row) throw notFoundError(NOTIFICATION_NOT_FOUND)
  } else {
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  }
  return unreadNotificationCount(userId)
}
