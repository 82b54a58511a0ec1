import { apiRoute, endpoint } from '~/services/api.server'
import { completeModule, creationProgress } from '~/models/creation-program.server'
import { completeModuleSchema, creationProgressResponse } from '~/schemas/creation-program'

/**
 * GET /api/creation-program → your progress through the Creation Program; POST { module } marks your current module
 * complete (409 for a later one). /creation-program calls the same model and schema (docs/decisions/0128).
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'Your progress through the Creation Program: the modules completed, the current one, the percent',
    response: creationProgressResponse,
    user: true,
    handler: ({ user }) => creationProgress(user.id),
  }),
  POST: endpoint({
    summary: 'Mark your current Creation Program module complete (409 when an earlier one is not)',
    response: creationProgressResponse,
    errors: [409],
    user: true,
    body: completeModuleSchema,
    handler: ({ user, body }) => completeModule(user.id, body),
  }),
})

export { handle as loader, handle as action }
