import { routes } from 'virtual:react-router/server-build'
import { apiRoutesOf, buildOpenApiDocument, type OpenApiDocument } from './openapi.server'

let document: OpenApiDocument | undefined

/**
 * The document for this build: its route table (the same one that serves requests) walked once per process. Reading
 * the server build keeps /api/openapi.json from drifting from app/routes.ts and from the route modules.
 */
export function openApiDocument(): OpenApiDocument {
  document ??= buildOpenApiDocument(apiRoutesOf(routes))
  return document
}
