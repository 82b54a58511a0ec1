import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { JOB_CREDIT_REASON_MAX } from '../../app/domain/job-credits'
import { createdAt, id, lengthChecks } from '../columns'
import { users } from './accounts'
import { startups } from './startups'

/**
 * Job-post credits an admin grants a startup (issue 44 item 3, docs/decisions/0138-job-post-credits.md): each row adds
 * `amount` posts beyond the plan's monthly allowance (a negative amount takes unused ones back). The balance is the
 * sum of the grants less the startup's jobs posted with a credit (`jobs.used_credit`), both read by the posting INSERT.
 */
export const jobCreditGrants = sqliteTable(
  'job_credit_grants',
  {
    id: id(),
    startupId: integer()
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    reason: text().notNull(),
    grantedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('job_credit_grants_startup_idx').on(t.startupId), ...lengthChecks('job_credit_grants', t, { reason: JOB_CREDIT_REASON_MAX })],
)
