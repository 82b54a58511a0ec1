import { apiRoute, endpoint } from '~/services/api.server'
import { listJobs, postJob } from '~/models/jobs.server'
import { jobQuerySchema, postJobSchema } from '~/schemas/job'
import { jobListResponse } from '~/schemas/responses'

const handle = apiRoute({
  /**
   * GET /api/jobs (000 §7): open jobs of active startups as a plain JSON array, newest first, searched and filtered by
   * the same schema and model as /talent-hub. `limit` defaults to 50 and is capped at 100; `offset` pages on.
   */
  GET: endpoint({
    summary: 'Open jobs, newest first, searched, filtered and paged',
    response: jobListResponse,
    query: jobQuerySchema,
    handler: ({ query }) => listJobs(query),
  }),
  /** POST /api/jobs (000 §3, §7): the Post Job dialog's schema and model → 201 with the job. */
  POST: endpoint({
    summary: 'Post a job for a startup you run',
    errors: [403, 404],
    user: true,
    body: postJobSchema,
    status: 201,
    handler: ({ user, body }) => postJob(user, body),
  }),
})

export { handle as loader, handle as action }
