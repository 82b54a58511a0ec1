import { JOB_NOT_FOUND } from '~/domain/jobs'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { patchJob, requireJob } from '~/models/jobs.server'
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
  /**
   * PATCH /api/jobs/{id} (docs/decisions/0110-after-posting.md): the startup's team edits the fields sent (the Post
   * Job form's rules) and closes (`status: "closed"`, or `isActive: false`) or reopens the job. A closed job leaves
   * the lists and keeps its applications. 400 invalid, 401, 403 not its team, 404.
   */
  PATCH: endpoint({
    summary: "Edit, close or reopen a job: its startup's team",
    response: jobResponse,
    errors: [403],
    user: true,
    body: updateJobSchema,
    handler: ({ params, user, body }) => patchJob(user, requireId(params.id, JOB_NOT_FOUND), body),
  }),
})

export { handle as loader, handle as action }
