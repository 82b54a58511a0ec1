// First: zod is configured before any schema here is built (app/shared/zod-config.ts).
import '~/shared/zod-config'
import { z } from 'zod'
import {
  API_TOKEN_NAME_MAX,
  API_TOKEN_NAME_REQUIRED,
  API_TOKEN_NAME_TOO_LONG,
  API_TOKEN_SCOPE_REQUIRED,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
} from '~/domain/api-tokens'
import { requiredText } from './fields'

/**
 * A new personal API token (issue 44, docs/decisions/0137-api-tokens.md), for the /profile/api-tokens form and
 * POST /api/tokens alike: a name and its scopes. The form sends one radio value ('read' or 'write'), the API a list;
 * `write` includes `read`, so the scopes are stored as ['read'] or ['read', 'write'].
 */
export const createApiTokenSchema = z.object({
  name: requiredText(API_TOKEN_NAME_REQUIRED, { max: API_TOKEN_NAME_MAX, tooLong: API_TOKEN_NAME_TOO_LONG }).describe(
    'What the token is for, e.g. "CRM sync"',
  ),
  scopes: z
    .preprocess(
      (value) => (typeof value === 'string' ? [value] : value),
      z.array(z.enum(API_TOKEN_SCOPES, { message: API_TOKEN_SCOPE_REQUIRED }), { message: API_TOKEN_SCOPE_REQUIRED }),
    )
    .refine((scopes) => scopes.length > 0, API_TOKEN_SCOPE_REQUIRED)
    .transform((scopes): ApiTokenScope[] => (scopes.includes('write') ? ['read', 'write'] : ['read']))
    .describe("['read'] answers GET only; ['write'] (or ['read', 'write']) also the mutations"),
})
export type CreateApiTokenInput = z.infer<typeof createApiTokenSchema>

/** DELETE /api/tokens and the page's Revoke: which token. */
export const revokeApiTokenSchema = z.object({ id: z.coerce.number().int().positive().describe("The token's id") })

/** A token as GET /api/tokens lists it: never the token itself. */
export const apiTokenResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  shown: z.string().describe('The start of the token, to tell it apart, e.g. sat_Ab3dE9…'),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
})

/** POST /api/tokens: the token itself, this once. */
export const createdApiTokenResponse = apiTokenResponse.extend({
  token: z.string().describe('The token, shown this once: send it as `Authorization: Bearer <token>`'),
})
