import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'

/**
 * job_tech_tags (db/schema/talent.ts): one row a (normalised tag, job), kept from jobs.tech_stack by three triggers,
 * created by the job-tech-tags-triggers migration and put back at start by ensureJobTechTags, like the search
 * indexes' triggers (docs/decisions/0118-tech-stack-and-culture.md). The normalisation is lower(trim(value)), the same
 * as normalizeTechTag (app/domain/tech-tags.ts).
 */
const INSERT_TAGS =
  "INSERT OR IGNORE INTO job_tech_tags(tag, job_id) SELECT lower(trim(value)), new.id FROM json_each(new.tech_stack) WHERE trim(value) <> '';"
const DELETE_TAGS = 'DELETE FROM job_tech_tags WHERE job_id = old.id;'

/** The triggers by name, exactly as the migration creates them (sqlite_master keeps this text: drift shows). */
export const JOB_TECH_TAG_TRIGGERS_SQL: Record<string, string> = {
  job_tech_tags_after_insert: `CREATE TRIGGER job_tech_tags_after_insert AFTER INSERT ON jobs BEGIN\n  ${INSERT_TAGS}\nEND`,
  job_tech_tags_after_update:
    `CREATE TRIGGER job_tech_tags_after_update AFTER UPDATE OF id, tech_stack ON jobs BEGIN\n  ${DELETE_TAGS}\n  ` +
    `${INSERT_TAGS}\nEND`,
  job_tech_tags_after_delete: `CREATE TRIGGER job_tech_tags_after_delete AFTER DELETE ON jobs BEGIN\n  ${DELETE_TAGS}\nEND`,
}

/** Every job's tags, from scratch. */
export const REFILL_JOB_TECH_TAGS_SQL = [
  'DELETE FROM job_tech_tags',
  "INSERT OR IGNORE INTO job_tech_tags(tag, job_id) SELECT lower(trim(t.value)), jobs.id FROM jobs, json_each(jobs.tech_stack) AS t WHERE trim(t.value) <> ''",
]

const squash = (text: string) => text.replace(/\s+/g, ' ').replace(/ IF NOT EXISTS/i, '').trim()

/**
 * At every start, after migrations: a later migration that rebuilds the jobs table drops these triggers, and jobs
 * written meanwhile have stale tags. When a trigger is missing or differs, the triggers are recreated and every tag
 * refilled in one transaction. Otherwise it only reads.
 */
export async function ensureJobTechTags(database: Database): Promise<{ recreatedTriggers: string[] }> {
  const existing = (await database.db.all(
    sql`select name, sql from sqlite_master where type = 'trigger' and tbl_name = 'jobs'`,
  )) as { name: string; sql: string }[]
  const found = new Map(existing.map((row) => [row.name, squash(row.sql)]))
  const stale = Object.entries(JOB_TECH_TAG_TRIGGERS_SQL)
    .filter(([name, create]) => found.get(name) !== squash(create))
    .map(([name]) => name)
  if (stale.length > 0) {
    await database.transaction(async (tx) => {
      for (const name of stale) {
        await tx.run(sql.raw(`DROP TRIGGER IF EXISTS ${name}`))
        await tx.run(sql.raw(JOB_TECH_TAG_TRIGGERS_SQL[name]!))
      }
      for (const statement of REFILL_JOB_TECH_TAGS_SQL) await tx.run(sql.raw(statement))
    })
  }
  return { recreatedTriggers: stale }
}
