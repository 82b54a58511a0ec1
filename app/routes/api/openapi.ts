import { z } from 'zod'
import { apiRoute, endpoint } from '~/services/api.server'
import { openApiDocument } from '~/server/openapi-document.server'

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of every /api route, generated from the route table and the routes'
 * own schemas (docs/decisions/0053-openapi.md). No database work; the same for everyone, so it may be cached.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'This document: the OpenAPI 3.1 description of every /api route',
    response: z.object({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }).loose(),
    handler: () => Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } }),
  }),
})

export { handle as loader, handle as action }
