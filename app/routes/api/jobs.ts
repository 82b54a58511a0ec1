import { apiRoute, endpoint } from '~/services/api.server'
import { listJobs, postJob } from '~/models/jobs.server'
import { fitPreferencesFor, listJobsWithFit } from '~/models/job-fit.server'
import { FIT_SIGN_IN } from '~/domain/culture-fit'
import { jobQuerySchema, postJobSchema } from '~/schemas/job'
import { jobListResponse } from '~/schemas/responses'
import { unauthorized } from '~/shared/errors'

const handle = apiRoute({
  /**
   * GET /api/jobs (000 §7): open jobs of active startups as a plain JSON array, newest first, searched and filtered by
   * the same schema and model as /talent-hub. `limit` defaults to 50 and is capped at 100; `offset` pages on.
   * `techStack=a,b` keeps the jobs that list every tag. Signed in with preferences, each job carries its culture
   * `fit`, and `sort=fit` orders by it (docs/decisions/0118); `sort=fit` signed out is a 401.
   */
  GET: endpoint({
    summary: 'Open jobs, newest first or by your culture fit, searched, filtered (tech stack too) and paged',
    response: jobListResponse,
    query: jobQuerySchema,
    user: 'optional',
    errors: [401],
    handler: async ({ query, user }) => {
      if (!user) {
        if (query.sort === 'fit') throw unauthorized(FIT_SIGN_IN)
        return listJobs(query)
      }
      return listJobsWithFit(query, await fitPreferencesFor(user.id))
    },
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
