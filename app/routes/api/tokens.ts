import { z } from 'zod'
import { apiRoute, endpoint } from '~/services/api.server'
import { apiTokenJson, createApiToken, listApiTokens, revokeApiToken } from '~/models/api-tokens.server'
import { apiTokenResponse, createApiTokenSchema, createdApiTokenResponse, revokeApiTokenSchema } from '~/schemas/api-tokens'

/**
 * GET, POST and DELETE /api/tokens (issue 44's contract, docs/decisions/0137-api-tokens.md): the member's personal API
 * tokens (never the tokens themselves), making one (the token in the answer, this once; 403 without a plan that gives
 * API access, 409 at the cap), and revoking one (`{ id }`; refused at once from then on). Managed while signed in
 * only: a token cannot make or revoke tokens.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'Your personal API tokens, live ones first',
    user: true,
    sessionOnly: true,
    response: z.array(apiTokenResponse),
    handler: async ({ user }) => (await listApiTokens(user)).map(apiTokenJson),
  }),
  POST: endpoint({
    summary: 'Make a personal API token (Enterprise): send it as `Authorization: Bearer <token>`',
    user: true,
    sessionOnly: true,
    body: createApiTokenSchema,
    status: 201,
    errors: [403, 409],
    response: createdApiTokenResponse,
    handler: async ({ user, body }) => {
      const { token, ...made } = await createApiToken(user, body)
      return { ...apiTokenJson(made), token }
    },
  }),
  DELETE: endpoint({
    summary: 'Revoke one of your personal API tokens: refused from then on',
    user: true,
    sessionOnly: true,
    body: revokeApiTokenSchema,
    errors: [404],
    response: apiTokenResponse,
    handler: async ({ user, body }) => apiTokenJson(await revokeApiToken(user, body.id)),
  }),
})

export { handle as loader, handle as action }
