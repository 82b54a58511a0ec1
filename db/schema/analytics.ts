import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { jobs, startups } from './startups'

// Owner analytics (issue 41 item 6; docs/decisions/0111-owner-analytics.md): first-party view counts, one row per
// visitor, page and UTC day. The primary key is the once-a-day rule: a view is `INSERT … ON CONFLICT DO NOTHING`.
// `day` is whole days since 1970-01-01 UTC; `visitor` is `u<member id>` or `v<daily-salted hash>` (never an address).

/** A startup profile's views, by visitor and day. */
export const startupViews = sqliteTable(
  'startup_views',
  {
    startupId: integer()
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    day: integer().notNull(),
    visitor: text({ length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.startupId, t.day, t.visitor] })],
)

/** A job page's views, by visitor and day: the top of the job's funnel. */
export const jobViews = sqliteTable(
  'job_views',
  {
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    day: integer().notNull(),
    visitor: text({ length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.day, t.visitor] })],
)

/**
 * The salt of one UTC day's visitor hashes: random, made by the first view of the day (`INSERT … ON CONFLICT DO
 * NOTHING`, so every instance uses the same one), and deleted two days later. Without it a stored hash cannot be
 * traced back to an address, nor matched with another day's.
 */
export const visitorSalts = sqliteTable('visitor_salts', {
  day: integer().primaryKey(),
  salt: text({ length: 64 }).notNull(),
})
