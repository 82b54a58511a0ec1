import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { jobs } from './startups'

// Jobs' tech-stack tags, one row a (tag, job), for the Talent Hub's `techStack` filter (issue 42 item 4;
// docs/decisions/0118-tech-stack-and-culture.md). Never written by the app: triggers on jobs keep it from
// jobs.tech_stack (migration job-tech-tags-triggers, repaired at start by ensureJobTechTags), each tag trimmed and
// lower-cased as app/domain/tech-tags.ts normalises it. The primary key (tag, job_id) is the filter's walk: one tag's
// jobs newest first, and a probe per further tag.
export const jobTechTags = sqliteTable(
  'job_tech_tags',
  {
    tag: text({ length: 100 }).notNull(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tag, t.jobId] }), index('job_tech_tags_job_id_idx').on(t.jobId)],
)
