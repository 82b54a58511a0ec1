import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'

/**
 * jobs.is_open: a job is listed when it is active and so is its startup (docs/decisions/0101-scaling-fair-pages-and-open-jobs.md).
 * The Talent Hub's filter indexes end with it, so '{n} jobs found' counts index entries and reads no row. Three
 * triggers keep it, created by migration 0025 and put back at start by ensureJobOpen; the app never writes it (a
 * write is corrected by the update trigger).
 */
const LIVE = '(new.is_active AND coalesce((SELECT `is_active` FROM `startups` WHERE `id` = new.startup_id), 0))'

/** The triggers by name, exactly as migration 0025 creates them (sqlite_master keeps this text: drift shows). */
export const JOB_OPEN_TRIGGERS_SQL: Record<string, { table: 'jobs' | 'startups'; sql: string }> = {
  jobs_open_after_insert: {
    table: 'jobs',
    sql:
      'CREATE TRIGGER `jobs_open_after_insert` AFTER INSERT ON `jobs`\n' +
      `WHEN new.is_open IS NOT ${LIVE}\n` +
      `BEGIN\n  UPDATE \`jobs\` SET \`is_open\` = ${LIVE} WHERE \`id\` = new.id;\nEND`,
  },
  jobs_open_after_update: {
    table: 'jobs',
    sql:
      'CREATE TRIGGER `jobs_open_after_update` AFTER UPDATE OF `is_active`, `startup_id`, `is_open` ON `jobs`\n' +
      `WHEN new.is_open IS NOT ${LIVE}\n` +
      `BEGIN\n  UPDATE \`jobs\` SET \`is_open\` = ${LIVE} WHERE \`id\` = new.id;\nEND`,
  },
  startups_jobs_open_after_update: {
    table: 'startups',
    sql:
      'CREATE TRIGGER `startups_jobs_open_after_update` AFTER UPDATE OF `is_active` ON `startups`\n' +
      'WHEN old.is_active IS NOT new.is_active\n' +
      'BEGIN\n  UPDATE `jobs` SET `is_open` = (`is_active` AND new.is_active) WHERE `startup_id` = new.id AND `is_open` IS NOT (`is_active` AND new.is_active);\nEND',
  },
}

/** Every job's is_open set from its and its startup's state (the rows that differ). */
export const RESYNC_JOB_OPEN_SQL =
  'UPDATE `jobs` SET `is_open` = (`is_active` AND coalesce((SELECT `is_active` FROM `startups` WHERE `id` = `jobs`.`startup_id`), 0)) ' +
  'WHERE `is_open` IS NOT (`is_active` AND coalesce((SELECT `is_active` FROM `startups` WHERE `id` = `jobs`.`startup_id`), 0))'

const squash = (text: string) => text.replace(/\s+/g, ' ').replace(/ IF NOT EXISTS/i, '').trim()

/**
 * Runs after migrations at every start, like ensureJobSearch: a later migration that rebuilds jobs or startups drops
 * their triggers, and writes made while one was missing left is_open behind. When a trigger is missing or differs,
 * the triggers are recreated and is_open set again from the state, in one transaction. Otherwise it only reads.
 */
export async function ensureJobOpen(database: Database): Promise<{ recreatedTriggers: string[] }> {
  const existing = (await database.db.all(
    sql`select name, sql from sqlite_master where type = 'trigger' and tbl_name in ('jobs', 'startups')`,
  )) as { name: string; sql: string }[]
  const found = new Map(existing.map((row) => [row.name, squash(row.sql)]))
  const stale = Object.entries(JOB_OPEN_TRIGGERS_SQL)
    .filter(([name, trigger]) => found.get(name) !== squash(trigger.sql))
    .map(([name]) => name)
  if (stale.length > 0) {
    await database.transaction(async (tx) => {
      for (const name of stale) {
        await tx.run(sql.raw(`DROP TRIGGER IF EXISTS ${name}`))
        await tx.run(sql.raw(JOB_OPEN_TRIGGERS_SQL[name]!.sql))
      }
      await tx.run(sql.raw(RESYNC_JOB_OPEN_SQL))
    })
  }
  return { recreatedTriggers: stale }
}
