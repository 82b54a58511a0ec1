import { JOB_NOT_FOUND } from '~/domain/jobs'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { applyToJob } from '~/models/job-applications.server'
import { applySchema } from '~/schemas/job'

const handle = apiRoute({
  /**
   * POST /api/jobs/{id}/apply { note, link? }: the job page's form and model → 201 with the application; 401 signed
   * out, 404 unknown or closed job, 403 the startup's own team, 409 already applied.
   */
  POST: endpoint({
    summary: 'Apply to a job; 409 when you already have',
    errors: [403, 409],
    user: true,
    body: applySchema,
    status: 201,
    handler: ({ params, user, body }) => applyToJob(user, requireId(params.id, JOB_NOT_FOUND), body),
  }),
})

export { handle as loader, handle as action }
