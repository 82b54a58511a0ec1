import { apiRoute, endpoint } from '~/services/api.server'
import { grantJobCredits, listJobCreditGrants } from '~/models/job-credits.server'
import { grantJobCreditsSchema, jobPostAllowanceResponse } from '~/schemas/job-credits'

/**
 * GET and POST /api/admin/job-credits (issue 44 item 3, docs/decisions/0138): the latest grants, and granting a startup
 * job-post credits (a negative amount takes unused ones back; 409 when that is more than are left), audited.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'The latest job-post credit grants, newest first',
    user: 'admin',
    handler: async () =>
      (await listJobCreditGrants()).map((grant) => ({ ...grant, createdAt: grant.createdAt.toISOString() })),
  }),
  POST: endpoint({
    summary: 'Grant a startup job-post credits beyond its plan (or take unused ones back), audited',
    user: 'admin',
    body: grantJobCreditsSchema,
    status: 201,
    errors: [404, 409],
    response: jobPostAllowanceResponse,
    handler: ({ user, body }) => grantJobCredits(user, body),
  }),
})

export { handle as loader, handle as action }
