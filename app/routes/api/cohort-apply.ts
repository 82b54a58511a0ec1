import { PROGRAM_NOT_FOUND } from '~/domain/cohorts'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { applyToCohort } from '~/models/cohorts.server'
import { applySchema } from '~/schemas/cohorts'

/**
 * POST /api/cohorts/{id}/apply { motivationLetter, applicationData: { program, cohortName }, startupId? } (001 §7):
 * 201 with the application (status pending); 401 signed out; 400 'Motivation Letter Required'; 404 no such program;
 * 409 closed or already applied; 403 a startup the member does not run.
 */
const handle = apiRoute({
  POST: endpoint({
    summary: 'Apply to a program: 201 pending; 409 closed or already applied',
    errors: [403, 409],
    user: true,
    body: applySchema,
    status: 201,
    handler: ({ params, user, body }) => applyToCohort(user, requireId(params.id, PROGRAM_NOT_FOUND), body),
  }),
})

export { handle as loader, handle as action }
