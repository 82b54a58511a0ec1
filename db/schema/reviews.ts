import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { MODERATION_ACTIONS, REPORT_REASONS } from '../../app/domain/reviews'
import { createdAt, id, lengthChecks, oneOf, timestamp } from '../columns'
import { users } from './accounts'
import { startupReviews, startups } from './startups'

// Who may review a startup and what members report (issue 42 item 5, docs/decisions/0119-anonymous-reviews.md).

/**
 * A member proving they work or worked at a startup with an address on its website's domain: a one-time link (only
 * its SHA-256 is kept) goes to `email`; opening it sets `verifiedAt`. One row per member and startup; a new link
 * replaces the last one that was not opened yet.
 */
export const reviewVerifications = sqliteTable(
  'review_verifications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startupId: integer()
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    email: text({ length: 255 }).notNull(),
    tokenHash: text({ length: 64 }).notNull(),
    expiresAt: timestamp().notNull(),
    verifiedAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_verifications_user_startup_unique').on(t.userId, t.startupId),
    uniqueIndex('review_verifications_token_hash_unique').on(t.tokenHash),
    index('review_verifications_startup_idx').on(t.startupId),
    ...lengthChecks('review_verifications', t, { email: 255 }),
  ],
)

/**
 * A member's report of a review; open until an admin acts on it (hides or restores the review, or dismisses the
 * report). One report per member and review.
 */
export const reviewReports = sqliteTable(
  'review_reports',
  {
    id: id(),
    reviewId: integer()
      .notNull()
      .references(() => startupReviews.id, { onDelete: 'cascade' }),
    reporterId: integer().references(() => users.id, { onDelete: 'set null' }),
    reason: text({ enum: REPORT_REASONS }).notNull(),
    details: text(),
    createdAt: createdAt(),
    resolvedAt: timestamp(),
    resolvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    resolution: text({ enum: MODERATION_ACTIONS }),
  },
  (t) => [
    uniqueIndex('review_reports_one_per_reporter').on(t.reviewId, t.reporterId),
    // The admin's queue: open reports, oldest first.
    index('review_reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
    index('review_reports_reporter_idx').on(t.reporterId),
    index('review_reports_resolved_by_idx').on(t.resolvedBy),
    oneOf('review_reports_reason_valid', t.reason, REPORT_REASONS),
    oneOf('review_reports_resolution_valid', t.resolution, MODERATION_ACTIONS),
    ...lengthChecks('review_reports', t, { details: 1000 }),
  ],
)
