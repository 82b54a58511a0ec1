import { z } from 'zod'
import { BODY_LIMITS, CSRF_EXEMPT_PATHS, UPLOAD_ROUTES } from '~/server/http-policy'
import { errorResponse } from '~/schemas/responses'
import type { ApiMethodDoc, ApiRouteDoc, DocumentedStatus, Method } from './api-doc'
import { SESSION_COOKIE } from './session.server'

/**
 * /api/openapi.json, generated from the route table and what each route module's handler says about itself
 * (`apiRoute()` / `documented()` in app/services/api.server.ts): the same zod schemas the routes parse with, converted by
 * zod's own `z.toJSONSchema` to JSON Schema 2020-12, the dialect of OpenAPI 3.1. docs/decisions/0053-openapi.md.
 */

type JsonSchema = Record<string, unknown>

export interface OpenApiOperation {
  operationId: string
  summary: string
  tags: string[]
  /** Who may call: public, optional (a signed-in caller gets more), member, admin. */
  'x-access': AccessLevel
  security?: Record<string, string[]>[]
  parameters?: OpenApiParameter[]
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, OpenApiResponse>
}

interface OpenApiParameter {
  name: string
  in: 'path' | 'query'
  required: boolean
  description?: string
  schema: JsonSchema
}

interface OpenApiResponse {
  description: string
  content?: Record<string, { schema: JsonSchema }>
  headers?: Record<string, { description: string; schema: JsonSchema }>
}

type OpenApiPathItem = Partial<Record<Lowercase<Method>, OpenApiOperation>>

export interface OpenApiDocument {
  openapi: '3.1.0'
  jsonSchemaDialect: string
  info: { title: string; version: string; description: string }
  servers: { url: string }[]
  tags: { name: string }[]
  paths: Record<string, OpenApiPathItem>
  components: {
    schemas: Record<string, JsonSchema>
    securitySchemes: Record<string, { type: 'apiKey'; in: 'cookie'; name: string; description: string }>
  }
}

export type AccessLevel = 'public' | 'optional' | 'member' | 'admin'

/** One /api route: its URL pattern as the route table writes it (`/api/startups/:id`) and its handler's description. */
export interface ApiRouteEntry {
  path: string
  api: ApiRouteDoc | undefined
}

const ERROR_DESCRIPTIONS: Record<DocumentedStatus, string> = {
  400: 'Invalid input: `message`, and `errors` with the messages per field',
  401: 'Not signed in',
  402: 'Payment required',
  403: 'Not allowed',
  404: 'Not found',
  405: 'Method not allowed (the `Allow` header lists the methods)',
  409: 'Conflict with the current state',
  413: 'Body too large',
  415: 'Unsupported content type',
  429: 'Too many requests (`Retry-After` says when to try again)',
  502: 'A payment provider did not answer',
  503: 'Temporarily unavailable (`Retry-After` when known)',
}

const SUCCESS_DESCRIPTIONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  302: 'Redirect (see `Location`)',
  303: 'Redirect after a post (see `Location`)',
}

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
const SESSION_SCHEME = 'sessionCookie'

function accessLevel(access: ApiMethodDoc['access']): AccessLevel {
  if (access === 'admin') return 'admin'
  if (access === true) return 'member'
  if (access === 'optional') return 'optional'
  return 'public'
}

/** `/api/startups/:id` → `/api/startups/{id}`, and the parameter names in order. */
export function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = []
  const converted = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    params.push(name)
    return `{${name}}`
  })
  return { path: converted, params }
}

/**
 * Converts zod schemas to JSON Schema, moving named schemas (`.meta({ id })`) to `components.schemas` so the document
 * states each once. A type JSON Schema cannot express (a transform's output, a date object) becomes `{}` (any) rather
 * than failing the document.
 */
class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {}

  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const converted = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema
    const { $schema: _dialect, $defs, ...rest } = converted
    for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      this.components[name] ??= relocateRefs(definition) as JsonSchema
    }
    return relocateRefs(rest) as JsonSchema
  }
}

/** `#/$defs/Name` (a schema's own definitions) → `#/components/schemas/Name` (the document's). */
function relocateRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relocateRefs)
  if (!value || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof inner === 'string'
        ? inner.replace(/^#\/\$defs\//, '#/components/schemas/')
        : relocateRefs(inner)
  }
  return out
}

/** The query schema's properties as `in: query` parameters (each parameter's last value is what the route reads). */
function queryParameters(schema: JsonSchema): OpenApiParameter[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property
    return {
      name,
      in: 'query' as const,
      required: required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    }
  })
}

/** The statuses an operation can answer with besides its success, from what the helper and the edge do. */
export function errorStatuses(
  path: string,
  method: Method,
  doc: ApiMethodDoc,
  pathParams: string[],
): DocumentedStatus[] {
  const statuses = new Set<DocumentedStatus>(doc.errors)
  if (doc.access === true || doc.access === 'admin') statuses.add(401)
  if (doc.access === 'admin') statuses.add(403)
  if (doc.query || doc.body || doc.multipart) statuses.add(400)
  if (pathParams.length > 0) statuses.add(404)
  if (method !== 'GET') {
    // The HTTP edge (app/edge/app.server.ts, app/server/http-policy.ts) answers these before the route is asked.
    const exempt = CSRF_EXEMPT_PATHS.some((exemptPath) => samePattern(exemptPath, path))
    if (!exempt) statuses.add(403).add(415)
    statuses.add(413).add(429)
  }
  return [...statuses].sort((a, b) => a - b)
}

/** Whether a concrete path (`/api/webhooks/stripe`) is the route pattern (`/api/webhooks/stripe`, `/api/x/:id`). */
function samePattern(concrete: string, pattern: string): boolean {
  const expression = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`)
  return expression.test(concrete)
}

function uploadLimit(path: string): number {
  const example = path.replace(/:[^/]+/g, '1')
  return UPLOAD_ROUTES.find((upload) => upload.pattern.test(example))?.maxBytes ?? BODY_LIMITS.json
}

/** Groups for the docs page, by the path's first segment (longest prefix wins); anything else is its own group. */
const TAGS: readonly [prefix: string, tag: string][] = [
  ['admin', 'admin'],
  ['auth', 'auth'],
  ['login', 'auth'],
  ['my-startups', 'startups'],
  ['upload', 'startups'],
  ['startups', 'startups'],
  ['events', 'events'],
  ['workspace', 'workspaces'],
  ['my-job', 'jobs'],
  ['job', 'jobs'],
  ['my-resources', 'resources'],
  ['resources', 'resources'],
  ['media', 'media'],
  ['my-cohort', 'cohorts'],
  ['cohorts', 'cohorts'],
  ['create-profile-subscription', 'profile claims'],
  ['profile-claims', 'profile claims'],
  ['webhooks', 'profile claims'],
  ['plans', 'plans'],
  ['subscription', 'plans'],
]

function tagOf(path: string): string {
  const first = path.split('/')[2] ?? ''
  return TAGS.find(([prefix]) => first.startsWith(prefix))?.[1] ?? 'system'
}

function operationId(method: Method, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `by-${word.slice(1)}` : word))
    .flatMap((word) => word.split('-'))
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('')
}

function operation(converter: SchemaConverter, path: string, method: Method, doc: ApiMethodDoc): OpenApiOperation {
  const { params } = openApiPath(path)
  const access = accessLevel(doc.access)
  const parameters: OpenApiParameter[] = params.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }))
  if (doc.query) parameters.push(...queryParameters(converter.convert(doc.query, 'input')))

  const result: OpenApiOperation = {
    operationId: operationId(method, path),
    summary: doc.summary ?? `${method} ${openApiPath(path).path}`,
    tags: [tagOf(path)],
    'x-access': access,
    ...(access === 'member' || access === 'admin' ? { security: [{ [SESSION_SCHEME]: [] }] } : {}),
    ...(access === 'optional' ? { security: [{}, { [SESSION_SCHEME]: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    responses: {},
  }

  if (doc.body) {
    result.requestBody = {
      required: true,
      content: { 'application/json': { schema: converter.convert(doc.body, 'input') } },
    }
  }
  if (doc.multipart) {
    const schema = converter.convert(doc.multipart.schema, 'input')
    const properties = { ...((schema.properties ?? {}) as Record<string, JsonSchema>) }
    for (const file of doc.multipart.files)
      properties[file] = {
        type: 'string',
        contentEncoding: 'binary',
        description: `A file (the whole body at most ${uploadLimit(path)} bytes)`,
      }
    result.requestBody = {
      required: true,
      content: { ...result.requestBody?.content, 'multipart/form-data': { schema: { ...schema, type: 'object', properties } } },
    }
  }

  const success: OpenApiResponse = { description: SUCCESS_DESCRIPTIONS[doc.status] ?? 'Success' }
  if (doc.status >= 300 && doc.status < 400) {
    success.headers = { Location: { description: 'Where to go next', schema: { type: 'string' } } }
  } else if (doc.responseType === 'text/html') {
    success.content = { 'text/html': { schema: { type: 'string' } } }
  } else {
    success.content = { 'application/json': { schema: doc.response ? converter.convert(doc.response, 'output') : {} } }
  }
  result.responses[String(doc.status)] = success
  for (const status of errorStatuses(path, method, doc, params)) {
    result.responses[String(status)] = {
      description: ERROR_DESCRIPTIONS[status],
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    }
  }
  return result
}

export function buildOpenApiDocument(routes: readonly ApiRouteEntry[]): OpenApiDocument {
  const converter = new SchemaConverter()
  converter.convert(errorResponse, 'output')
  const paths: Record<string, OpenApiPathItem> = {}
  const tags = new Set<string>()
  for (const route of routes) {
    if (!route.api) continue
    const item: OpenApiPathItem = {}
    for (const method of METHODS) {
      const doc = route.api[method]
      if (!doc) continue
      const op = operation(converter, route.path, method, doc)
      op.tags.forEach((tag) => tags.add(tag))
      item[method.toLowerCase() as Lowercase<Method>] = op
    }
    paths[openApiPath(route.path).path] = item
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'Startup Asia API',
      version: '1.0.0',
      description:
        'The JSON contract of Startup Asia. Mutations take JSON bodies (uploads take multipart/form-data) and must come ' +
        'from this site (`Origin`); members sign in with POST /api/auth/login, which sets the session cookie. Errors are ' +
        '`{ message, errors? }`.',
    },
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: converter.components,
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie POST /api/auth/login and POST /api/auth/signup set.',
        },
      },
    },
  }
}

/** A route table's /api routes with their full paths (`api/startups/:id` under its parents), the catch-all left out. */
export function apiRoutesOf(
  routes: Record<string, { path?: string; parentId?: string; index?: boolean; module: unknown } | undefined>,
): ApiRouteEntry[] {
  const fullPath = (id: string): string => {
    const route = routes[id]
    if (!route) return ''
    const parent = route.parentId ? fullPath(route.parentId) : ''
    return [parent, route.path ?? ''].filter(Boolean).join('/')
  }
  const entries: ApiRouteEntry[] = []
  for (const [id, route] of Object.entries(routes)) {
    if (!route) continue
    const path = `/${fullPath(id)}`
    if (!path.startsWith('/api/') || path.endsWith('*')) continue
    const module = route.module as { loader?: { api?: ApiRouteDoc }; action?: { api?: ApiRouteDoc } }
    entries.push({ path, api: module.loader?.api ?? module.action?.api })
  }
  return entries
}
