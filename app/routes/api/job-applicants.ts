import { JOB_NOT_FOUND } from '~/domain/jobs'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { listJobApplicants } from '~/models/job-applications.server'

const handle = apiRoute({
  /** GET /api/jobs/{id}/applications: the job's applicants, for its startup's team only (403 anyone else). */
  GET: endpoint({
    summary: "A job's applicants: its startup's team only",
    errors: [403],
    user: true,
    handler: ({ params, user }) => listJobApplicants(user, requireId(params.id, JOB_NOT_FOUND)),
  }),
})

export { handle as loader, handle as action }
