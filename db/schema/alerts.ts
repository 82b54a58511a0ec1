import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import {
  ALERT_ITEM_TYPES,
  ALERT_SOURCES,
  DIGEST_FREQUENCIES,
  FOLLOW_TYPES,
  SAVED_SEARCH_LISTS,
  SAVED_SEARCH_NAME_MAX,
} from '../../app/domain/alerts'
import { SCHEDULE_RUN_STATES } from '../../app/domain/background-jobs'
import { createdAt, id, lengthChecks, oneOf, timestamp, updatedAt } from '../columns'
import { users } from './accounts'

// Follows, saved searches and alerts (issue 43, docs/decisions/0129-follows-saved-searches-alerts.md).

/**
 * A member follows a startup, an investor or an organiser (a member). No foreign key on the target: it is one of three
 * tables; reads join the target and so skip one that is gone.
 */
export const follows = sqliteTable(
  'follows',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text({ enum: FOLLOW_TYPES }).notNull(),
    targetId: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.targetId] }),
    // Follower counts and the alert scan's join from what happened to who follows it.
    index('follows_target_idx').on(t.targetType, t.targetId),
    oneOf('follows_target_type_valid', t.targetType, FOLLOW_TYPES),
  ],
)

/**
 * A list page's URL saved under a name: `list` names the page (app/domain/alerts.ts SAVED_SEARCH_PATHS) and `query` is
 * its query string as the page's own schema reads it, written back in one canonical order (no leading '?'; '' for the
 * unfiltered list), so one search is one row and the alert scan runs each distinct query once.
 */
export const savedSearches = sqliteTable(
  'saved_searches',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text({ length: SAVED_SEARCH_NAME_MAX }).notNull(),
    list: text({ enum: SAVED_SEARCH_LISTS }).notNull(),
    query: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('saved_searches_user_query_unique').on(t.userId, t.list, t.query),
    // The scan's grouping: every member who saved this query.
    index('saved_searches_list_query_idx').on(t.list, t.query),
    oneOf('saved_searches_list_valid', t.list, SAVED_SEARCH_LISTS),
    ...lengthChecks('saved_searches', t, { name: SAVED_SEARCH_NAME_MAX }),
  ],
)

/**
 * One thing a member is alerted to, once: the key is (member, item), so a job that matches two saved searches and a
 * follow is one alert, and a scan that runs again inserts nothing. `digest_id` is null until a digest carries it.
 */
export const alertItems = sqliteTable(
  'alert_items',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text({ enum: ALERT_ITEM_TYPES }).notNull(),
    itemId: integer().notNull(),
    source: text({ enum: ALERT_SOURCES }).notNull(),
    sourceId: integer().notNull(),
    digestId: integer().references(() => alertDigests.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemType, t.itemId] }),
    index('alert_items_pending_idx').on(t.userId).where(sql`${t.digestId} is null`),
    index('alert_items_digest_idx').on(t.digestId),
    oneOf('alert_items_item_type_valid', t.itemType, ALERT_ITEM_TYPES),
    oneOf('alert_items_source_valid', t.source, ALERT_SOURCES),
  ],
)

/** One digest sent to one member for one period: unique, so two instances never send the same one. */
export const alertDigests = sqliteTable(
  'alert_digests',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: integer().notNull(),
    itemCount: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('alert_digests_user_period_unique').on(t.userId, t.period)],
)

/** A member's digest frequency; no row means daily. */
export const digestSettings = sqliteTable(
  'digest_settings',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    frequency: text({ enum: DIGEST_FREQUENCIES }).notNull().default('daily'),
    updatedAt: updatedAt(),
  },
  (t) => [oneOf('digest_settings_frequency_valid', t.frequency, DIGEST_FREQUENCIES)],
)

/**
 * One period of one scheduled job (the registry in app/models/background-jobs.server.ts: alerts, clean-up, search
 * maintenance, backups): taken by one instance under a lease (INSERT … ON CONFLICT DO UPDATE … WHERE the lease ran
 * out), done for good at the end, or failed with its error (the next period's run covers it again). Periods are
 * counted from the epoch in the job's interval, so every instance agrees which one is due, a restart resumes an
 * unfinished one, and missed ones are caught up in order.
 */
export const scheduleRuns = sqliteTable(
  'schedule_runs',
  {
    job: text().notNull(),
    period: integer().notNull(),
    state: text({ enum: SCHEDULE_RUN_STATES }).notNull(),
    holder: text().notNull(),
    leaseExpiresAt: integer().notNull(),
    startedAt: timestamp().notNull(),
    finishedAt: timestamp(),
    /** Why a `failed` run failed (its error's message, cut to 1,000 characters); the next period runs it again. */
    error: text(),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] }), oneOf('schedule_runs_state_valid', t.state, SCHEDULE_RUN_STATES)],
)
