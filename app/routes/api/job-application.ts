import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { APPLICATION_NOT_FOUND, getApplication, moveApplication } from '~/models/job-applications.server'
import { applicationStatusSchema } from '~/schemas/job'

const handle = apiRoute({
  /** GET /api/job-applications/{id}: for its applicant and the job's startup team; 403 anyone else, 404 unknown. */
  GET: endpoint({
    summary: "One application: its applicant and the job's team",
    errors: [403],
    user: true,
    handler: ({ params, user }) => getApplication(user, requireId(params.id, APPLICATION_NOT_FOUND)),
  }),
  /**
   * PATCH /api/job-applications/{id} { status }: the job's startup team moves it (new → reviewing → rejected /
   * hired); 403 anyone else, the applicant included; 409 a move its status does not allow.
   */
  PATCH: endpoint({
    summary: 'Move an application (new → reviewing → rejected / hired)',
    errors: [403, 409],
    user: true,
    body: applicationStatusSchema,
    handler: ({ params, user, body }) =>
      moveApplication(user, requireId(params.id, APPLICATION_NOT_FOUND), body.status),
  }),
})

export { handle as loader, handle as action }
