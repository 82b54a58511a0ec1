import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { APPLICATION_STATUSES } from '../../app/domain/jobs'
import { createdAt, id, lengthChecks, oneOf, timestamp, updatedAt } from '../columns'
import { users } from './accounts'
import { jobs } from './startups'

// Applications to jobs (not in the spec's schema: docs/decisions/0028-job-applications.md). The jobs table itself
// lives with the startups that own it (./startups.ts).

export const jobApplications = sqliteTable(
  'job_applications',
  {
    id: id(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** The applicant; their applications go with their account (docs/decisions/0003-on-delete.md). */
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The applicant's short note to the team. */
    note: text().notNull(),
    /** A CV or portfolio link (http/https, ≤ 500 characters). */
    link: text({ length: 500 }),
    status: text({ enum: APPLICATION_STATUSES }).notNull().default('new'),
    /** When the team last moved it (null while new). */
    statusChangedAt: timestamp(),
    /** The team member who last moved it; kept null when that account goes. */
    statusChangedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One application per member per job, decided by the database (INSERT … ON CONFLICT DO NOTHING).
    uniqueIndex('job_applications_job_user_unique').on(t.jobId, t.userId),
    index('job_applications_user_id_idx').on(t.userId, t.createdAt),
    index('job_applications_status_changed_by_idx').on(t.statusChangedBy),
    oneOf('job_applications_status_valid', t.status, APPLICATION_STATUSES),
    ...lengthChecks('job_applications', t, { note: 2000, link: 500 }),
  ],
)
