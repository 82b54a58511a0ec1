import { apiRoute, endpoint } from '~/services/api.server'
import { listBackgroundJobs } from '~/models/background-jobs.server'
import { backgroundJobsResponse } from '~/schemas/responses'
import { getDb } from '~/server/db.server'

/**
 * GET /api/admin/background-jobs (issue 45, docs/decisions/0134-backups-and-background-jobs.md): the twin of
 * /admin/background-jobs — every background job's last run, next run and failures, and the outbox's depth.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'Every background job: last run, next run, failures; the outbox depth',
    response: backgroundJobsResponse,
    user: 'admin',
    handler: async () => listBackgroundJobs(await getDb()),
  }),
})

export { handle as loader, handle as action }
