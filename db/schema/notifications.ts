import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { MAIL_CATEGORIES, NOTIFICATION_KINDS, OPTIONAL_MAIL_CATEGORIES, OUTBOX_STATES } from '../../app/domain/notifications'
import { ACCOUNT_LANGUAGES } from '../../app/domain/users'
import { bool, createdAt, id, nowMs, oneOf, timestamp, updatedAt } from '../columns'
import { users } from './accounts'

// What the platform tells members (issue 40, docs/decisions/0102-mail-outbox.md): in-app notifications, the durable
// outbox of e-mails, and each member's e-mail preferences. All three are written by `notify()`
// (app/models/notifications.server.ts) in the transaction of what caused them.

/** One in-app notification of one member. `data` holds what the text needs (names, ids), rendered when shown. */
export const notifications = sqliteTable(
  'notifications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** No CHECK on the kinds and templates: each new kind would rebuild the table. The type holds them. */
    kind: text({ enum: NOTIFICATION_KINDS }).notNull(),
    data: text({ mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    readAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    // The header's unread count reads only this (partial) index.
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
  ],
)

/**
 * One e-mail to send. Rendered when sent, from `template` + `data` in `locale`; `subject` is written when queued so
 * the admin list shows it without rendering. The worker (app/server/mail/outbox-worker.server.ts) claims due rows
 * with a lease (`lease_owner`, `lease_expires_at`) in one UPDATE … RETURNING, so one instance sends each.
 */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: id(),
    /** Null once the member's account is deleted (the row stays for the admins' record). */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    recipient: text({ length: 255 }).notNull(),
    locale: text({ enum: ACCOUNT_LANGUAGES }).notNull(),
    template: text({ enum: NOTIFICATION_KINDS }).notNull(),
    data: text({ mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    category: text({ enum: MAIL_CATEGORIES }).notNull(),
    subject: text({ length: 500 }).notNull(),
    state: text({ enum: OUTBOX_STATES }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp().notNull().default(nowMs),
    leaseOwner: text(),
    leaseExpiresAt: timestamp(),
    lastError: text(),
    /** The Message-ID header, `<uuid@host>`: fixed when queued, so every retry is the same message. */
    messageId: text({ length: 255 }).notNull(),
    sentAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [
    // The worker's claim: due queued rows by time, and expired leases of `sending` rows.
    index('email_outbox_state_due_idx').on(t.state, t.nextAttemptAt),
    index('email_outbox_created_idx').on(t.createdAt),
    uniqueIndex('email_outbox_message_id_unique').on(t.messageId),
    oneOf('email_outbox_state_valid', t.state, OUTBOX_STATES),
    oneOf('email_outbox_category_valid', t.category, MAIL_CATEGORIES),
  ],
)

/** A member's choice per optional category; no row means e-mail on (the default). */
export const emailPreferences = sqliteTable(
  'email_preferences',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text({ enum: OPTIONAL_MAIL_CATEGORIES }).notNull(),
    email: bool().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.category] }),
    oneOf('email_preferences_category_valid', t.category, OPTIONAL_MAIL_CATEGORIES),
  ],
)
