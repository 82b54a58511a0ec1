import { JOB_NOT_FOUND } from '~/domain/jobs'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { requireJob, setJobActive } from '~/models/jobs.server'
import { updateJobSchema } from '~/schemas/job'
import { jobResponse } from '~/schemas/responses'

const handle = apiRoute({
  /** GET /api/jobs/{id}: an open job (a closed one only for its startup's team); 404 'Job Not Found' otherwise. */
  GET: endpoint({
    summary: "One open job (a closed one for its startup's team)",
    response: jobResponse,
    user: 'optional',
    handler: ({ params, user }) => requireJob(requireId(params.id, JOB_NOT_FOUND), user),
  }),
  /** PATCH /api/jobs/{id} { isActive }: the startup's team closes (false) or reopens (true) the job; 401/403/404. */
  PATCH: endpoint({
    summary: "Close or reopen a job: its startup's team",
    errors: [403],
    user: true,
    body: updateJobSchema,
    handler: ({ params, user, body }) => setJobActive(user, requireId(params.id, JOB_NOT_FOUND), body.isActive),
  }),
})

export { handle as loader, handle as action }
